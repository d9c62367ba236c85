// The browser's side of the idle timeout (docs/decisions/0021): when to ask the server how long
// the session has left, when to warn, and when it is over. Kept apart so that the schedule can be
// tested with fake timers. The server is the only judge: the clock never ends a session by itself,
// it asks first (another tab may have kept the session alive). React's dialog runs it
// (use-session-clock.ts, session-timeout.tsx).
import type { SessionStatus } from "#app/domain/session/status.ts";

export interface SessionWarning {
  /** When the session ends, in this browser's milliseconds. */
  deadline: number;
  extendable: boolean;
}

export interface SessionClockOptions {
  /** GET /api/session: the status, or null once the session is over; throws when it cannot be reached. */
  check: () => Promise<SessionStatus | null>;
  /** The warning opens or closes (null). */
  onWarning: (warning: SessionWarning | null) => void;
  /** The session is over: leave the page for the sign-in page. */
  onExpired: () => void;
  now?: () => number;
  pollMs?: number;
}

export interface SessionClock {
  /** A fresh status (a page load, 'Stay signed in'): the schedule starts again from it. */
  update: (status: SessionStatus) => void;
  /** Asks the server now (the tab became visible again, the countdown reached zero). */
  checkNow: () => Promise<void>;
  stop: () => void;
}

/**
 * While the warning is open, the server is asked this often (another tab may answer it): every
 * 10 seconds, or four times in a warning shorter than 40 seconds.
 */
export const WARNING_POLL_MS = 10_000;

/** "1:05", "0:09": the time left as the dialog shows it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function warningPollMs(status: SessionStatus): number {
  return Math.max(500, Math.min(WARNING_POLL_MS, status.warningSeconds * 250));
}

/**
 * The schedule, started from the status the page was sent with. When the server cannot be
 * reached, past the last known end the session is over anyway.
 */
export function startSessionClock(initial: SessionStatus, options: SessionClockOptions): SessionClock {
  const { check, onWarning, onExpired, now = Date.now } = options;
  let pollMs = options.pollMs ?? warningPollMs(initial);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  let stopped = false;
  let checking = false;

  function wait(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void checkNow(), Math.max(0, ms));
  }

  function expire() {
    stop();
    onExpired();
  }

  function apply(status: SessionStatus | null) {
    if (stopped) return;
    if (!status || status.secondsLeft <= 0) return expire();
    pollMs = options.pollMs ?? warningPollMs(status);
    const left = status.secondsLeft * 1000;
    deadline = now() + left;
    if (status.secondsLeft <= status.warningSeconds) {
      onWarning({ deadline, extendable: status.extendable });
      wait(Math.min(pollMs, left));
    } else {
      onWarning(null);
      wait(left - status.warningSeconds * 1000);
    }
  }

  async function checkNow() {
    if (stopped || checking) return;
    checking = true;
    clearTimeout(timer);
    try {
      const status = await check();
      checking = false;
      apply(status);
    } catch {
      checking = false;
      if (stopped) return;
      const left = deadline - now();
      if (left <= 0) return expire();
      wait(Math.min(pollMs, left));
    }
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
  }

  apply(initial);
  return { update: apply, checkNow, stop };
}
