import { companyDayOf } from "#app/domain/time-zone.ts";
import { auditLog } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import { type DemoClock, moveDemoOffset, readDemoOffset } from "../demo-clock.server.ts";
import type { Env } from "../env.server.ts";
import { type DailyJobsResult, runDailyJobs } from "../jobs/daily-jobs.server.ts";
import { claimSimulatorJob, finishSimulatorJob } from "../models/ledger/simulator.server.ts";

// Moving the demonstration's clock ahead (issue 45, docs/decisions/0069): day by day, the stored
// offset moves one day (every node follows it) and that day's jobs run (jobs/daily-jobs.server.ts),
// exactly as the simulated processor runs them on a real day. The simulated processor's job row
// is held meanwhile, with a lease past the last day, so no periodic run starts on any node while
// the days pass, and a second advance at the same time is told to wait. One audit row at the end.

export const DAY_MS = 86_400_000;
/** At most a quarter's days at once (the page offers a day, a week, a month). */
export const MAX_ADVANCE_DAYS = 92;
const CLAIM_TRIES = 20;
const CLAIM_WAIT_MS = 250;

export interface AdvanceSummary {
  fromDay: string;
  toDay: string;
  days: number;
  depositsCleared: number;
  paymentsCleared: number;
  offersExpired: number;
  refundsSent: number;
  refundsCompleted: number;
}

export type AdvanceResult = { kind: "advanced"; summary: AdvanceSummary } | { kind: "busy" };

export interface AdvanceInput {
  db: Db;
  demo: DemoClock;
  env: Pick<Env, "site" | "publicUrl" | "processor">;
  days: number;
  admin: { id: string; email: string };
  /** The embedded database's batch size (simulator.server.ts); the jobs run flat out here. */
  batchSize?: number;
}

export async function advanceDemoClock(input: AdvanceInput): Promise<AdvanceResult> {
  const { db, demo, env, days } = input;
  if (!Number.isInteger(days) || days < 1 || days > MAX_ADVANCE_DAYS) {
    throw new Error(`the demo clock advances 1 to ${MAX_ADVANCE_DAYS} days at a time`);
  }
  // Claimed first, then the offset read from the row: an advance that held the claim (on any
  // node) has moved it meanwhile, and this one starts where that one stopped.
  const lease = new Date(demo.now().getTime() + (days + 1) * DAY_MS);
  if (!(await claimWithin(db, demo, lease, env.processor.checkSeconds))) return { kind: "busy" };
  demo.follow(await readDemoOffset(db));
  const from = demo.now();
  const baseOffset = demo.offsetMs();
  const totals: Omit<AdvanceSummary, "fromDay" | "toDay" | "days"> = {
    depositsCleared: 0,
    paymentsCleared: 0,
    offersExpired: 0,
    refundsSent: 0,
    refundsCompleted: 0,
  };
  try {
    for (let day = 1; day <= days; day += 1) {
      demo.follow(await moveDemoOffset(db, baseOffset + day * DAY_MS));
      const result = await runDailyJobs(db, {
        now: demo.now(),
        env,
        simulatedRefunds: true,
        restRatio: 0,
        ...(input.batchSize ? { batchSize: input.batchSize } : {}),
      });
      add(totals, result);
    }
  } finally {
    // The periodic job is due again at once, at the day reached.
    await finishSimulatorJob(db, demo.now(), 0);
  }
  const summary: AdvanceSummary = {
    fromDay: companyDayOf(from),
    toDay: companyDayOf(demo.now()),
    days,
    ...totals,
  };
  await db.insert(auditLog).values({
    actorId: input.admin.id,
    actorEmail: input.admin.email,
    action: "demo_clock_advanced",
    targetType: "demo_clock",
    targetId: "demo-clock",
    before: { day: summary.fromDay, offsetMs: String(baseOffset) },
    after: { ...summary, offsetMs: String(demo.offsetMs()) },
    createdAt: demo.now(),
  });
  return { kind: "advanced", summary };
}

function add(totals: Omit<AdvanceSummary, "fromDay" | "toDay" | "days">, day: DailyJobsResult): void {
  totals.depositsCleared += day.depositsCleared;
  totals.paymentsCleared += day.paymentsCleared;
  totals.offersExpired += day.offersExpired;
  totals.refundsSent += day.refundsSent;
  totals.refundsCompleted += day.refundsCompleted;
}

/** Takes the simulated processor's row, waiting a few seconds for a run in progress to end. */
async function claimWithin(db: Db, demo: DemoClock, lease: Date, intervalSeconds: number): Promise<boolean> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt += 1) {
    if (await claimSimulatorJob(db, demo.now(), lease, intervalSeconds)) return true;
    await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
  }
  return false;
}
