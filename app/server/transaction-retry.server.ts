import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "./db.server.ts";

// A transaction PostgreSQL gave up on to let others through (a deadlock, 40P01, or a
// serialization failure, 40001) is run again, a few times, before anyone is answered (issue 41,
// item 4). Locks are taken in one order (models/ledger/account-lock.server.ts), so a deadlock
// should not happen; this is the floor under that rule, not a substitute for it. It is safe
// because a failed transaction wrote nothing, and because a transaction's callback does nothing
// outside the database (e-mails go through the outbox, in the same transaction).

const RETRYABLE = new Set(["40P01", "40001"]);

/** How many times a transaction is tried in all, and the longest pause between two tries. */
export const TRANSACTION_ATTEMPTS = 4;
const MAX_PAUSE_MS = 50;

/** The SQLSTATE of a driver's error, or of the error drizzle wrapped it in. */
export function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === "string") return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === "string" ? cause : undefined;
}

export const isRetryable = (error: unknown) => RETRYABLE.has(sqlState(error) ?? "");

/** `db` whose top-level transactions are tried again on a deadlock or a serialization failure. */
export function retryTransactions(db: Db, attempts = TRANSACTION_ATTEMPTS): Db {
  const transaction = db.transaction.bind(db);
  const retried = async (...args: Parameters<Db["transaction"]>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error;
        // A short random pause, so the transactions that collided do not collide again.
        await sleep(Math.floor(Math.random() * MAX_PAUSE_MS * attempt));
      }
    }
  };
  db.transaction = retried as Db["transaction"];
  return db;
}
