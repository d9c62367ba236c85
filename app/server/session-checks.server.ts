import type { Db } from "./db.server.ts";
import { liveUserSessions, type UserSessionCheck } from "./models/user/sessions.server.ts";

// The customers' live streams confirm their sessions every few seconds (live-stream.server.ts).
// Each stream asking on its own is one query per stream per check: 400 a second for 2,000 open
// portals on a node. Asked here, the checks of a short window go out as one query
// (liveUserSessions), so a node sends a few a second however many streams it holds. Nothing
// is cached: every answer is read after it was asked, so an ended session ends its streams
// within one check, on every node.

/** How long a check waits for others to join its query. */
export const SESSION_CHECK_WINDOW_MS = 100;

export type SessionChecker = (check: UserSessionCheck) => Promise<boolean>;

interface Waiting {
  check: UserSessionCheck;
  answer: (live: boolean) => void;
  fail: (error: unknown) => void;
}

export function createSessionChecker(
  db: Db,
  { windowMs = SESSION_CHECK_WINDOW_MS }: { windowMs?: number } = {},
): SessionChecker {
  let waiting: Waiting[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    try {
      const live = await liveUserSessions(
        db,
        batch.map((entry) => entry.check),
      );
      for (const [index, entry] of batch.entries()) entry.answer(live[index] === true);
    } catch (error) {
      for (const entry of batch) entry.fail(error);
    }
  }

  return (check) =>
    new Promise<boolean>((answer, fail) => {
      waiting.push({ check, answer, fail });
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => void flush(), windowMs);
    });
}

const checkers = new WeakMap<Db, SessionChecker>();

/** This process's checker for `db` (one per database handle, made on first use). */
export function sessionCheckerFor(db: Db): SessionChecker {
  let checker = checkers.get(db);
  if (!checker) {
    checker = createSessionChecker(db);
    checkers.set(db, checker);
  }
  return checker;
}
