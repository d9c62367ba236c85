import { createContext, useContext } from "react";

// The per-request CSP nonce, given by entry.server to the scripts React Router renders.
// Browsers hide nonce attributes from the DOM, so the client renders an empty value.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * The nonce for `<Links>` and for inline scripts that React hydrates, in development, on the client: the one the page was served with, read
 * from a script's `nonce` property (its attribute reads empty). React's development build compares
 * it with the server's on hydration (`npm run dev`'s critical-CSS link). Undefined on the server,
 * where React Router passes the request's own, and in production builds.
 */
export function devLinksNonce(): string | undefined {
  if (!import.meta.env.DEV || typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
