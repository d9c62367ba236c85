import { createContext, useContext } from "react";

/**
 * Told when a request from the open dashboard finds the session gone (signed out in another
 * tab, expired): the page then shows 'Please Sign In' instead of stale data.
 */
export const SessionEndedContext = createContext<() => void>(() => {});

export function useSessionEnded(): () => void {
  return useContext(SessionEndedContext);
}
