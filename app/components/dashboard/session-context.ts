import { createContext, useCallback, useContext, useState } from "react";

/**
 * Told when a request from the open dashboard finds the session gone (signed out in another
 * tab, expired): the page then shows 'Please Sign In' instead of stale data.
 */
export const SessionEndedContext = createContext<() => void>(() => {});

export function useSessionEnded(): () => void {
  return useContext(SessionEndedContext);
}

/** The dashboard's own record of it: whether the session has ended, and the callback to say so. */
export function useSessionEndedState(): [boolean, () => void] {
  const [ended, setEnded] = useState(false);
  const onEnded = useCallback(() => setEnded(true), []);
  return [ended, onEnded];
}
