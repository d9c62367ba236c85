import { and, asc, eq, lte, sql } from "drizzle-orm";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { dedicatedAccounts, jobRuns, scheduledDeposits } from "#db/schema.ts";
import type { Clock } from "../../clock.server.ts";
import type { Db } from "../../db.server.ts";
import type { Env } from "../../env.server.ts";
import { logFailure, logger } from "../../logger.server.ts";
import { clearDueCreditorPayments, expireOffers } from "../negotiation/due-work.server.ts";
import { applyProcessorEvents } from "./processor.server.ts";

// The built-in payment processor (PAYMENT_PROCESSOR=simulated, the default; issue 23): every
// scheduled deposit of an open account clears on its day, through the same function as a real
// processor's webhook (applyProcessorEvents), under an event id of its own, so a deposit clears
// once whichever node runs it and however often. A run starts only after claiming the job's row
// in job_runs (like the retention job); a day's deposits go in batches, each one transaction
// (cleared-batch.server.ts); "today" is the company's calendar day (US Eastern) by
// the services' clock, which tests move.

const JOB = "simulated-processor";
/** A run's claim: another node takes the job once this has passed without the run finishing. */
const LEASE_SECONDS = 10 * 60;

/**
 * Deposits per transaction: on PostgreSQL a batch runs beside the pages' queries; the embedded
 * database runs one statement at a time, so its batches are small enough not to hold a page up.
 */
export const SIMULATOR_BATCH = { postgres: 250, pglite: 25 } as const;

export interface SimulatorOptions {
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
  /** How often the job runs, over all nodes together. */
  intervalSeconds?: number;
}

export type SimulatorResult = { ran: false } | { ran: true; cleared: number; refused: number };

async function claim(db: Db, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const claimed = await db
    .insert(jobRuns)
    .values({ job: JOB, nextRunAt: leaseUntil })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { nextRunAt: sql`excluded.next_run_at` },
      setWhere: sql`${jobRuns.nextRunAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}

async function finish(db: Db, now: Date, intervalSeconds: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ nextRunAt: new Date(now.getTime() + intervalSeconds * 1000), lastFinishedAt: now })
    .where(eq(jobRuns.job, JOB));
}

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

export interface ClearOptions extends SimulatorOptions {
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

/** One run, if the job is due and no other node holds it: how many deposits cleared. */
export async function runSimulatedProcessor(db: Db, options: SimulatorOptions): Promise<SimulatorResult> {
  const { now } = options;
  if (!(await claim(db, now))) return { ran: false };
  const today = calendarDateIn(now, timeZoneOf(null));
  const counts = await clearDueDeposits(db, { ...options, today });
  // Then what the day brings to negotiations (issue 24): payments to creditors due, offers expired.
  const payments = await clearDueCreditorPayments(db, { today, now, env: options.env });
  await expireOffers(db, { today, now });
  await finish(db, now, options.intervalSeconds ?? 60);
  return {
    ran: true,
    cleared: counts.cleared + payments.cleared,
    refused: counts.refused + payments.refused,
  };
}

export interface SimulatorJob {
  stop(): Promise<void>;
}

/** Looks every `checkSeconds` whether deposits are due and clears them; `stop` waits for a run. */
export function startSimulatorJob(
  db: Db,
  clock: Clock,
  env: Pick<Env, "site" | "publicUrl">,
  checkSeconds: number,
  batchSize: number,
): SimulatorJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runSimulatedProcessor(db, { now: clock.now(), env, intervalSeconds: checkSeconds, batchSize })
      .then((result) => {
        if (result.ran && result.cleared + result.refused > 0) {
          logger.info(
            { cleared: result.cleared, refused: result.refused },
            "simulated processor: deposits cleared",
          );
        }
      })
      .catch((error: unknown) => logFailure("simulated processor run failed", error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.round(5_000 + Math.random() * 10_000));
  const timer = setInterval(tick, checkSeconds * 1000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
