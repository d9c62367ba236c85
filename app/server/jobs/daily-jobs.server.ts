import { and, asc, eq, lte } from "drizzle-orm";
import { addBusinessDays } from "#app/domain/business-days.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { refunds } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import type { Env } from "../env.server.ts";
import { clearDueDeposits } from "../models/ledger/clear-due-deposits.server.ts";
import { moveRefund } from "../models/ledger/refunds.server.ts";
import { PROCESSOR_ACTOR } from "../models/negotiation/creditor-payments.server.ts";
import { clearDueCreditorPayments, expireOffers } from "../models/negotiation/due-work.server.ts";

// What a day brings, in one place (issue 45, docs/decisions/0069): the simulated processor's job
// runs it on every tick for the real day, and the demonstration's clock runs it once for each day
// it moves through, so advancing the clock does exactly what the days would have done. In order:
// the deposits due clear; the payments to creditors due clear (a payoff's last payment graduates
// the program: graduate-if-done.server.ts); offers past their last day expire; and, in the
// demonstration only, refunds move as a bank moves them (sent two business days before their due
// day, completed two business days after they were sent). Tasks "fall due" with no job: the pages
// compare their day with the program's. Each step is safe to run twice for a day (events under
// ids of their own; conditional writes), so a day run again after a crash changes nothing.

/** Business days before its due day a simulated refund is sent, and after that it completes. */
export const SIMULATED_REFUND_BUSINESS_DAYS = 2;

export interface DailyJobsOptions {
  /** The moment the jobs run at (the program's clock). */
  now: Date;
  env: Pick<Env, "site" | "publicUrl">;
  /** Deposits read per statement and applied per transaction (simulator.server.ts). */
  batchSize?: number;
  /** Rest between deposit batches (simulator.server.ts; 0 runs flat out). */
  restRatio?: number;
  /** Refunds move by themselves (the demonstration's simulated processor); an admin marks them otherwise. */
  simulatedRefunds?: boolean;
}

export interface DailyJobsResult {
  /** The company's day the jobs ran for. */
  day: string;
  depositsCleared: number;
  paymentsCleared: number;
  refused: number;
  offersExpired: number;
  refundsSent: number;
  refundsCompleted: number;
}

export async function runDailyJobs(db: Db, options: DailyJobsOptions): Promise<DailyJobsResult> {
  const { now, env } = options;
  const today = companyDayOf(now);
  const deposits = await clearDueDeposits(db, {
    now,
    env,
    today,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.restRatio !== undefined ? { restRatio: options.restRatio } : {}),
  });
  const payments = await clearDueCreditorPayments(db, { today, now, env });
  const expired = await expireOffers(db, { today, now });
  const moved = options.simulatedRefunds
    ? await moveSimulatedRefunds(db, { today, now, env })
    : { sent: 0, completed: 0 };
  return {
    day: today,
    depositsCleared: deposits.cleared,
    paymentsCleared: payments.cleared,
    refused: deposits.refused + payments.refused,
    offersExpired: expired,
    refundsSent: moved.sent,
    refundsCompleted: moved.completed,
  };
}

/** The simulated processor's refunds, through the same recipe as an admin's buttons. */
async function moveSimulatedRefunds(
  db: Db,
  options: { today: string; now: Date; env: Pick<Env, "site" | "publicUrl"> },
): Promise<{ sent: number; completed: number }> {
  const caller = { id: null, email: PROCESSOR_ACTOR, role: "processor" as const };
  // Sent once the due day is at most two business days ahead.
  const sendBy = addBusinessDays(options.today, SIMULATED_REFUND_BUSINESS_DAYS);
  const toSend = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, "requested"), lte(refunds.dueOn, sendBy)))
    .orderBy(asc(refunds.dueOn), asc(refunds.id));
  let sent = 0;
  for (const refund of toSend) {
    const result = await moveRefund(db, {
      refundId: refund.id,
      action: "mark-sent",
      caller,
      env: options.env,
      now: options.now,
    });
    if (result.kind === "changed") sent += 1;
  }
  const inFlight = await db
    .select({ id: refunds.id, sentAt: refunds.sentAt })
    .from(refunds)
    .where(eq(refunds.state, "sent"))
    .orderBy(asc(refunds.id));
  let completed = 0;
  for (const refund of inFlight) {
    if (!refund.sentAt) continue;
    const arrives = addBusinessDays(companyDayOf(refund.sentAt), SIMULATED_REFUND_BUSINESS_DAYS);
    if (arrives > options.today) continue;
    const result = await moveRefund(db, {
      refundId: refund.id,
      action: "mark-completed",
      caller,
      env: options.env,
      now: options.now,
    });
    if (result.kind === "changed") completed += 1;
  }
  return { sent, completed };
}
