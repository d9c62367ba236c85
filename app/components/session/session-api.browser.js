// @ts-check
// The browser's questions about the session (docs/decisions/0021): GET reads how long it has
// left (not activity), POST is 'Stay signed in' (activity). Plain JavaScript, so that React's
// dialog (use-session-clock.ts) and, inlined, the pages sent without React
// (session-warning.browser.js, decision 55) ask the same way; no import, and no comment inside a
// function (inline-script.ts).

/** @typedef {import("#app/domain/session/status.ts").SessionStatus} SessionStatus */

/**
 * A SessionStatus read from untrusted JSON, or null when it is not one.
 * @param {unknown} value
 * @returns {SessionStatus | null}
 */
export function parseSessionStatus(value) {
  if (typeof value !== "object" || value === null) return null;
  const { secondsLeft, warningSeconds, extendable } = /** @type {Record<string, unknown>} */ (value);
  if (typeof secondsLeft !== "number" || !Number.isFinite(secondsLeft) || secondsLeft < 0) return null;
  if (typeof warningSeconds !== "number" || !Number.isFinite(warningSeconds) || warningSeconds <= 0)
    return null;
  if (typeof extendable !== "boolean") return null;
  return { secondsLeft, warningSeconds, extendable };
}

/**
 * Asks the server at `url` (SESSION_STATUS_URL) how long the session has left. Null once the
 * session is over; throws when the server cannot answer, or answers what is not a status.
 * @param {string} url
 * @param {"GET" | "POST"} method
 * @returns {Promise<SessionStatus | null>}
 */
export async function requestSessionStatus(url, method) {
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
