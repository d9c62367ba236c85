import { createContext, useContext } from "react";

// The per-request CSP nonce, given by entry.server to the scripts React Router renders.
// Browsers hide nonce attributes from the DOM, so the client renders an empty value.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
