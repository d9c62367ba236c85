import { and, asc, eq, lte, sql } from "drizzle-orm";
import { dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import type { Env } from "../../env.server.ts";
import { applyProcessorEvents } from "./processor.server.ts";

// The deposits due by a day clear, each as its own event through the processor's one entry
// (issue 23): run by the day's jobs (jobs/daily-jobs.server.ts) for every open account, and by
// tests and the e2e fixtures for one.

interface Cursor {
  dueOn: string;
  id: string;
}

/**
 * The deposits due by `today` and not yet cleared, of open accounts (or one), by day then id,
 * after `after`: each read is a range of the partial index on (due_on, id), however many are due.
 */
async function dueDeposits(db: Db, today: string, after: Cursor | null, limit: number, accountId?: string) {
  return db
    .select({ id: scheduledDeposits.id, dueOn: scheduledDeposits.dueOn })
    .from(scheduledDeposits)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
    .where(
      and(
        eq(scheduledDeposits.status, "scheduled"),
        lte(scheduledDeposits.dueOn, today),
        eq(dedicatedAccounts.status, "open"),
        accountId ? eq(scheduledDeposits.accountId, accountId) : undefined,
        after
          ? sql`(${scheduledDeposits.dueOn}, ${scheduledDeposits.id}) > (${after.dueOn}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(scheduledDeposits.dueOn), asc(scheduledDeposits.id))
    .limit(limit);
}

export interface ClearOptions {
  now: Date;
  env: Pick<Env, "site" | "publicUrl">;
  /** Deposits read per statement and applied per transaction. */
  batchSize?: number;
  /** Batches applied at once (each one transaction). */
  concurrency?: number;
  /**
   * After each batch the run rests this many times as long as the batch took (1: half the time
   * at work), so that a day's deposits never crowd out the customers' pages; 0 runs flat out.
   */
  restRatio?: number;
  /** The day deposits are due by ("YYYY-MM-DD"). */
  today: string;
  /** Only this account's deposits (the end-to-end journeys move one customer's days). */
  accountId?: string;
}

/** Clears every deposit due by `today`, each as its own event: how many cleared, how many were refused. */
export async function clearDueDeposits(
  db: Db,
  options: ClearOptions,
): Promise<{ cleared: number; refused: number }> {
  const { now, today } = options;
  const batchSize = options.batchSize ?? 250;
  const restRatio = options.restRatio ?? 1;
  const concurrency = options.concurrency ?? 1;
  const created = Math.floor(now.getTime() / 1000);
  let cleared = 0;
  let refused = 0;
  let after: Cursor | null = null;
  // Reads run ahead of the writes: `concurrency` batches are applied at once, each in one
  // transaction through the processor's one entry point.
  const inFlight = new Set<Promise<void>>();
  for (;;) {
    const batch = await dueDeposits(db, today, after, batchSize, options.accountId);
    if (batch.length === 0) break;
    after = batch.at(-1) ?? null;
    const events = batch.map((deposit) => ({
      id: `sim-${deposit.id}-cleared`,
      type: "deposit.cleared" as const,
      created,
      data: { depositId: deposit.id },
    }));
    const started = performance.now();
    const work: Promise<void> = applyProcessorEvents(db, events, { now, env: options.env }).then(
      async (results) => {
        for (const result of results) {
          if (result.kind === "applied") cleared += 1;
          else if (result.kind === "refused") refused += 1;
        }
        const rest = (performance.now() - started) * restRatio;
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        inFlight.delete(work);
      },
    );
    inFlight.add(work);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { cleared, refused };
}
