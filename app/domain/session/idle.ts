// When a session ends (docs/decisions/0021): after a while without a request the person made
// (30 minutes for customers, 15 for admins), and in any case 12 hours after sign-in. Pure
// rules, shared by the server (which enforces them) and the browser (which warns).

/** No session outlives this, from sign-in, however active (decisions.md, "Sessions"). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export interface SessionTimes {
  /** Sign-in. */
  createdAt: Date;
  /** The last request the person made, as recorded (at most once per write interval). */
  lastActiveAt: Date;
}

export interface SessionLimits {
  idleSeconds: number;
  maxAgeSeconds: number;
}

export type SessionEnd = "idle" | "lifetime";

export interface SessionVerdict {
  /** Why the session is over, or null while it lives. */
  ended: SessionEnd | null;
  /** Whole seconds until it ends (rounded up, so 0 only once it has ended). */
  secondsLeft: number;
  /** Whether activity can still move the end (false once the 12 hours are nearer than the idle end). */
  extendable: boolean;
}

/** Whether a session with these times is over at `now`, and how long it has left. */
export function judgeSession(times: SessionTimes, limits: SessionLimits, now: number): SessionVerdict {
  const idleEnd = times.lastActiveAt.getTime() + limits.idleSeconds * 1000;
  const lifetimeEnd = times.createdAt.getTime() + limits.maxAgeSeconds * 1000;
  const end = Math.min(idleEnd, lifetimeEnd);
  // Could one more request move the end? Only while the 12 hours are further than a fresh idle period.
  const extendable = lifetimeEnd > now + limits.idleSeconds * 1000;
  if (now >= end) return { ended: lifetimeEnd <= idleEnd ? "lifetime" : "idle", secondsLeft: 0, extendable };
  return { ended: null, secondsLeft: Math.ceil((end - now) / 1000), extendable };
}

/**
 * Whether a request at `now` should write the session's activity: only once the last write
 * is `writeAfterSeconds` old, so a busy page does not write on every request.
 */
export function activityWriteDue(lastActiveAt: Date, writeAfterSeconds: number, now: number): boolean {
  return now - lastActiveAt.getTime() >= writeAfterSeconds * 1000;
}
