import { parseSessionStatus, SESSION_STATUS_URL, type SessionStatus } from "#app/domain/session/status.ts";

/**
 * Asks the server how long the session has left: GET reads it (not activity), POST is 'Stay
 * signed in' (activity). Null once the session is over; throws when the server cannot answer.
 */
export async function requestSessionStatus(method: "GET" | "POST"): Promise<SessionStatus | null> {
  const response = await fetch(SESSION_STATUS_URL, {
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
