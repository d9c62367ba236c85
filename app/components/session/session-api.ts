// The browser's questions about the session (docs/decisions/0021): GET reads how long it has
// left (not activity), POST is 'Stay signed in' (activity). React's dialog asks through it
// (use-session-clock.ts).
import type { SessionStatus } from "#app/domain/session/status.ts";

/** A SessionStatus read from untrusted JSON, or null when it is not one. */
export function parseSessionStatus(value: unknown): SessionStatus | null {
  if (typeof value !== "object" || value === null) return null;
  const { secondsLeft, warningSeconds, extendable } = value as Record<string, unknown>;
  if (typeof secondsLeft !== "number" || !Number.isFinite(secondsLeft) || secondsLeft < 0) return null;
  if (typeof warningSeconds !== "number" || !Number.isFinite(warningSeconds) || warningSeconds <= 0)
    return null;
  if (typeof extendable !== "boolean") return null;
  return { secondsLeft, warningSeconds, extendable };
}

/**
 * Asks the server at `url` (SESSION_STATUS_URL) how long the session has left. Null once the
 * session is over; throws when the server cannot answer, or answers what is not a status.
 */
export async function requestSessionStatus(
  url: string,
  method: "GET" | "POST",
): Promise<SessionStatus | null> {
  const response = await fetch(url, {
    method,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    cache: "no-store",
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`session status answered ${response.status}`);
  const status = parseSessionStatus(await response.json());
  if (!status) throw new Error("session status unreadable");
  return status;
}
