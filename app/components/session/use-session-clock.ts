import { useCallback, useEffect, useRef, useState } from "react";
import { expiredSignInPath } from "#app/domain/session/messages.ts";
import { SESSION_STATUS_URL, type SessionStatus } from "#app/domain/session/status.ts";
import { requestSessionStatus } from "./session-api.ts";
import { type SessionClock, type SessionWarning, startSessionClock } from "./session-clock.ts";

export interface SessionClockState {
  warning: SessionWarning | null;
  /** 'Stay signed in': counts as activity; resolves false when the server could not be reached. */
  stay: () => Promise<boolean>;
}

/** Leaves the page for the sign-in page, which says the session expired and comes back here. */
function leaveForSignIn() {
  const { pathname, search } = window.location;
  // A full load: nothing of the page (personal data included) stays in memory, and the
  // expired page is not kept in the history. The wizard's answers are in sessionStorage.
  window.location.replace(expiredSignInPath(pathname, search));
}

/**
 * Follows the session's idle timeout while a signed-in page is open (docs/decisions/0021):
 * `status` comes from the root loader (every page load and form post brings a fresh one);
 * the server is asked again before warning and before leaving, and when the tab comes back.
 */
export function useSessionClock(status: SessionStatus | null): SessionClockState {
  const [warning, setWarning] = useState<SessionWarning | null>(null);
  const clock = useRef<SessionClock | null>(null);
  const latest = useRef(status);
  latest.current = status;
  const signedIn = status !== null;

  useEffect(() => {
    const initial = latest.current;
    if (!signedIn || !initial) return;
    const started = startSessionClock(initial, {
      check: () => requestSessionStatus(SESSION_STATUS_URL, "GET"),
      onWarning: setWarning,
      onExpired: leaveForSignIn,
    });
    clock.current = started;
    // Timers sleep with the tab (and the laptop): ask again when the person comes back.
    const onVisible = () => {
      if (document.visibilityState === "visible") void started.checkNow();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      started.stop();
      clock.current = null;
      setWarning(null);
    };
  }, [signedIn]);

  useEffect(() => {
    if (status) clock.current?.update(status);
  }, [status]);

  const stay = useCallback(async () => {
    try {
      const fresh = await requestSessionStatus(SESSION_STATUS_URL, "POST");
      if (!fresh) {
        leaveForSignIn();
        return true;
      }
      clock.current?.update(fresh);
      return true;
    } catch {
      return false;
    }
  }, []);

  return { warning, stay };
}
