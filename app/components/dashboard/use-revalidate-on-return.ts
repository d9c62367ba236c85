import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { inBackground } from "#app/components/session/background-requests.ts";

/** Hidden this long, the page reads its data again when the person comes back to it. */
export const STALE_AFTER_MS = 30_000;

/**
 * When the tab becomes visible again after a while, the dashboard asks the server again:
 * an admin may have decided an application meanwhile, or the session may have ended
 * (the page then says 'Please Sign In').
 */
export function useRevalidateOnReturn(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let hiddenSince: number | null = null;
    const onChange = () => {
      if (document.visibilityState === "hidden") {
        hiddenSince = Date.now();
      } else if (hiddenSince !== null && Date.now() - hiddenSince >= STALE_AFTER_MS) {
        hiddenSince = null;
        // Not the person's activity (decision 0021): coming back to a tab is not a request.
        void inBackground(revalidate);
      }
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [revalidate]);
}
