// What GET /api/session answers (and the root loader gives every signed-in page): how long
// the session has left, read without counting as activity. The browser's warning dialog
// schedules itself from it, so every tab of the same session agrees.

export interface SessionStatus {
  /** Whole seconds until the session ends. */
  secondsLeft: number;
  /** The warning opens this many seconds before the end. */
  warningSeconds: number;
  /** False when the end is the 12 hours from sign-in: 'Stay signed in' cannot move it. */
  extendable: boolean;
}

/** The URL of the status (GET) and of 'Stay signed in' (POST). */
export const SESSION_STATUS_URL = "/api/session";

/** Marks a request the page made by itself (a background refresh): it does not count as activity. */
export const BACKGROUND_HEADER = "X-Harborline-Background";
