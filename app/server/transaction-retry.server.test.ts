import { describe, expect, it } from "vitest";
import type { Db } from "./db.server.ts";
import { retryTransactions, sqlState, TRANSACTION_ATTEMPTS } from "./transaction-retry.server.ts";

// A deadlock or a serialization failure is tried again a bounded number of times; anything else
// is answered at once (issue 41, item 4).

const failure = (code: string, wrapped = false) => {
  const driver = Object.assign(new Error(`failed with ${code}`), { code });
  return wrapped ? Object.assign(new Error("Failed query"), { cause: driver }) : driver;
};

/** A database whose transactions fail with `errors`, one per try, and then succeed. */
function failingDb(errors: Error[]) {
  const calls = { count: 0 };
  const db = {
    transaction: async (run: (tx: unknown) => Promise<unknown>) => {
      calls.count += 1;
      const error = errors.shift();
      if (error) throw error;
      return run("tx");
    },
  } as unknown as Db;
  return { db: retryTransactions(db), calls };
}

describe("retryTransactions", () => {
  it("runs a transaction again after a deadlock or a serialization failure, drizzle's wrapping or not", async () => {
    const { db, calls } = failingDb([failure("40P01", true), failure("40001")]);
    await expect(db.transaction(async () => "done")).resolves.toBe("done");
    expect(calls.count).toBe(3);
  });

  it("gives up after a bounded number of tries, with the database's error", async () => {
    const { db, calls } = failingDb(Array.from({ length: 10 }, () => failure("40P01")));
    await expect(db.transaction(async () => "done")).rejects.toThrow("failed with 40P01");
    expect(calls.count).toBe(TRANSACTION_ATTEMPTS);
  });

  it("answers any other error at once", async () => {
    const { db, calls } = failingDb([failure("23514")]);
    await expect(db.transaction(async () => "done")).rejects.toThrow("failed with 23514");
    expect(calls.count).toBe(1);
    expect(sqlState(failure("23505", true))).toBe("23505");
  });
});
