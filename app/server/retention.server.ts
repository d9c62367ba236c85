import { and, inArray, lt, sql } from "drizzle-orm";
import { emailOutbox, jobRuns, rateLimits, sessions, verifications } from "#db/schema.ts";
import type { Db } from "./db.server.ts";
import { logFailure, logger } from "./logger.server.ts";

// Tables that would grow forever are trimmed here (docs/decisions/0031): sessions past their
// expiry, verification tokens past theirs, rate-limit counters whose window has ended, and
// e-mails delivered (or given up) longer ago than EMAIL_RETENTION_DAYS. The audit log stays: it
// is the record of what admins did. Applications, users and their details are the business's
// records and are not touched either.
//
// Safe on several nodes: a run starts only after claiming the job's row in `job_runs`
// (one atomic statement), so one node runs it per interval and the others skip. Rows go in
// bounded batches, each its own short statement, so a large backlog never holds a long
// transaction (on PGlite that would stop every request), and a run goes on until a table is done
// (issue 20: a flood of rate-limit rows grew faster than 10,000 an hour). A run still at work near
// the end of its claim stops there and leaves the job due at once, so the next look goes on.

const JOB = "retention";
/** A run's claim: if its node stops half-way, another node takes the job once this has passed. */
const LEASE_SECONDS = 15 * 60;

export interface RetentionPolicy {
  /** How often the job runs, over all nodes together. */
  intervalSeconds: number;
  /** Sent and failed e-mails older than this are deleted; pending ones never are. */
  emailRetentionDays: number;
  /** Rows per delete statement. */
  batchSize: number;
  /** How long one run may go on (it stops between batches): within its claim, with a margin. */
  runForMs?: number;
}

export const DEFAULT_BATCHES = { batchSize: 500 } as const;
const DEFAULT_RUN_MS = (LEASE_SECONDS - 60) * 1000;

export interface RetentionCounts {
  sessions: number;
  verifications: number;
  rateLimits: number;
  emails: number;
}

export type RetentionResult =
  | { ran: false }
  /** `done`: every table was trimmed; false when the run's time ran out first (the job is due again). */
  | { ran: true; deleted: RetentionCounts; done: boolean };

/** Claims the job if it is due: true for the one caller that got it. */
async function claim(db: Db): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job: JOB, nextRunAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { nextRunAt: sql`excluded.next_run_at` },
      setWhere: sql`${jobRuns.nextRunAt} <= now()`,
    })
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}

/** The job's next run: after the interval, or at once when this run stopped with work left. */
async function finish(db: Db, intervalSeconds: number, done: boolean): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      nextRunAt: sql`now() + make_interval(secs => ${done ? intervalSeconds : 0})`,
      lastFinishedAt: sql`now()`,
    })
    .where(sql`${jobRuns.job} = ${JOB}`);
}

/** Until when a run may go on; `done` is false once it stopped there with work left. */
interface RunBudget {
  until: number;
  done: boolean;
}

/**
 * Repeats `deleteBatch` (which returns how many rows it deleted) while batches come back full and
 * the run's time lasts, letting other work in between batches.
 */
async function inBatches(
  policy: RetentionPolicy,
  budget: RunBudget,
  deleteBatch: (limit: number) => Promise<unknown[]>,
) {
  let total = 0;
  for (;;) {
    if (Date.now() >= budget.until) {
      budget.done = false;
      return total;
    }
    const deleted = (await deleteBatch(policy.batchSize)).length;
    total += deleted;
    if (deleted < policy.batchSize) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Deletes what has expired or aged, table by table, a bounded batch per statement. */
async function trim(db: Db, policy: RetentionPolicy, budget: RunBudget): Promise<RetentionCounts> {
  // Rows a request holds locked right now (a session being touched) are left for the next run.
  const skipLocked = { skipLocked: true } as const;
  const oldEmail = and(
    inArray(emailOutbox.status, ["sent", "failed"]),
    lt(emailOutbox.createdAt, sql`now() - make_interval(days => ${policy.emailRetentionDays})`),
  );
  return {
    sessions: await inBatches(policy, budget, (limit) =>
      db
        .delete(sessions)
        .where(
          inArray(
            sessions.id,
            db
              .select({ id: sessions.id })
              .from(sessions)
              .where(lt(sessions.expiresAt, sql`now()`))
              .limit(limit)
              .for("update", skipLocked),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    verifications: await inBatches(policy, budget, (limit) =>
      db
        .delete(verifications)
        .where(
          inArray(
            verifications.id,
            db
              .select({ id: verifications.id })
              .from(verifications)
              .where(lt(verifications.expiresAt, sql`now()`))
              .limit(limit)
              .for("update", skipLocked),
          ),
        )
        .returning({ id: verifications.id }),
    ),
    // A counter whose window has ended counts nothing: its next hit would start again at 1.
    rateLimits: await inBatches(policy, budget, (limit) =>
      db
        .delete(rateLimits)
        .where(
          inArray(
            rateLimits.key,
            db
              .select({ key: rateLimits.key })
              .from(rateLimits)
              .where(lt(rateLimits.resetAt, sql`now()`))
              .limit(limit)
              .for("update", skipLocked),
          ),
        )
        .returning({ key: rateLimits.key }),
    ),
    emails: await inBatches(policy, budget, (limit) =>
      db
        .delete(emailOutbox)
        .where(
          inArray(
            emailOutbox.id,
            db
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(oldEmail)
              .limit(limit)
              .for("update", skipLocked),
          ),
        )
        .returning({ id: emailOutbox.id }),
    ),
  };
}

/** One run, if the job is due and no other node took it: what it deleted, or `{ ran: false }`. */
export async function runRetention(db: Db, policy: RetentionPolicy): Promise<RetentionResult> {
  if (!(await claim(db))) return { ran: false };
  const budget: RunBudget = { until: Date.now() + (policy.runForMs ?? DEFAULT_RUN_MS), done: true };
  const deleted = await trim(db, policy, budget);
  await finish(db, policy.intervalSeconds, budget.done);
  return { ran: true, deleted, done: budget.done };
}

export interface RetentionJob {
  stop(): Promise<void>;
}

export interface RetentionTimers {
  /** The first look after start (a random part of it, so nodes started together spread out). */
  firstRunDelayMs: number;
  /** How often each node looks whether the job is due (it runs once per interval overall). */
  checkEveryMs: number;
}

/**
 * Looks every few minutes whether the job is due and runs it if so; `stop` waits for a run in
 * progress. The schedule lives in the database, so restarts neither skip nor repeat a run.
 */
export function startRetentionJob(db: Db, policy: RetentionPolicy & Partial<RetentionTimers>): RetentionJob {
  const checkEveryMs = policy.checkEveryMs ?? Math.min(policy.intervalSeconds * 1000, 5 * 60 * 1000);
  const firstRunDelayMs = policy.firstRunDelayMs ?? Math.round(30_000 + Math.random() * 30_000);
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = runRetention(db, policy)
      .then((result) => {
        if (result.ran) logger.info({ ...result.deleted }, "retention: expired and old rows deleted");
      })
      .catch((error: unknown) => logFailure("retention run failed", error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstRunDelayMs);
  const timer = setInterval(tick, checkEveryMs);
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
