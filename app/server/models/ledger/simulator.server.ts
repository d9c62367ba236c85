import { eq, sql } from "drizzle-orm";
import { jobRuns } from "#db/schema.ts";
import type { Clock } from "../../clock.server.ts";
import type { Db } from "../../db.server.ts";
import type { Env } from "../../env.server.ts";
import { runDailyJobs } from "../../jobs/daily-jobs.server.ts";
import { logFailure, logger } from "../../logger.server.ts";

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
  /**
   * After each batch the run rests this many times as long as the batch took (1: half the time
   * at work), so that a day's deposits never crowd out the customers' pages; 0 runs flat out.
   */
  restRatio?: number;
  /** How often the job runs, over all nodes together. */
  intervalSeconds?: number;
  /** Refunds move by themselves (the demonstration only, jobs/daily-jobs.server.ts). */
  simulatedRefunds?: boolean;
}

export type SimulatorResult = { ran: false } | { ran: true; cleared: number; refused: number };

async function claim(db: Db, now: Date): Promise<boolean> {
  return claimSimulatorJob(db, now, new Date(now.getTime() + LEASE_SECONDS * 1000));
}

/**
 * Takes the job's row until `leaseUntil` if no run holds it: either the job is due at `now`, or,
 * when `betweenRunsOf` (the job's interval, in seconds) is given, its last run finished and the
 * row only says when the next is due (a run's lease is longer than the interval past its last
 * finish). The periodic run claims only when due; the demonstration's clock (demo/advance.server.ts)
 * claims between runs too, with a lease past the day it moves to, so that no periodic run starts
 * on any node while the days pass.
 */
export async function claimSimulatorJob(
  db: Db,
  now: Date,
  leaseUntil: Date,
  betweenRunsOf?: number,
): Promise<boolean> {
  const due = sql`${jobRuns.nextRunAt} <= ${now.toISOString()}::timestamptz`;
  const free =
    betweenRunsOf === undefined
      ? due
      : sql`(${due} or ${jobRuns.nextRunAt} <= ${jobRuns.lastFinishedAt} + make_interval(secs => ${betweenRunsOf}))`;
  const claimed = await db
    .insert(jobRuns)
    .values({ job: JOB, nextRunAt: leaseUntil })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { nextRunAt: sql`excluded.next_run_at` },
      setWhere: free,
    })
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}

/** Ends a run (or the demonstration's claim): the job is next due `intervalSeconds` after `now`. */
export async function finishSimulatorJob(db: Db, now: Date, intervalSeconds: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ nextRunAt: new Date(now.getTime() + intervalSeconds * 1000), lastFinishedAt: now })
    .where(eq(jobRuns.job, JOB));
}

/** One run, if the job is due and no other node holds it: what the day's jobs did (jobs/daily-jobs.server.ts). */
export async function runSimulatedProcessor(db: Db, options: SimulatorOptions): Promise<SimulatorResult> {
  const { now } = options;
  if (!(await claim(db, now))) return { ran: false };
  const day = await runDailyJobs(db, {
    now,
    env: options.env,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.restRatio !== undefined ? { restRatio: options.restRatio } : {}),
    ...(options.simulatedRefunds ? { simulatedRefunds: true } : {}),
  });
  await finishSimulatorJob(db, now, options.intervalSeconds ?? 60);
  return {
    ran: true,
    cleared: day.depositsCleared + day.paymentsCleared,
    refused: day.refused,
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
  options: { simulatedRefunds?: boolean } = {},
): SimulatorJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runSimulatedProcessor(db, {
      now: clock.now(),
      env,
      intervalSeconds: checkSeconds,
      batchSize,
      ...(options.simulatedRefunds ? { simulatedRefunds: true } : {}),
    })
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
