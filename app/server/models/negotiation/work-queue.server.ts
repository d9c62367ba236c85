import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ReturnedDepositSource } from "#app/domain/admin/money-views.ts";
import {
  expiringSoonUntil,
  inactiveBefore,
  readyMonth,
  returnedSince,
  unsignedBefore,
  WORK_QUEUE_COUNT_CAP,
  WORK_QUEUE_LIMIT,
  type WorkQueueCounts,
} from "#app/domain/admin/work-queue.ts";
import type {
  OfferAwaitingSource,
  OfferUnconfirmedSource,
  UnsignedAgreementSource,
} from "#app/domain/admin/work-queue-views.ts";
import { timeZoneOf } from "#app/domain/time-zone.ts";
import {
  adminTasks,
  applications,
  debtAccounts,
  dedicatedAccounts,
  documents,
  enrollmentPlans,
  refunds,
  scheduledDeposits,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { myOpenTasks } from "../operator/tasks.server.ts";
import { countShortPayments } from "./work-queue-payments.server.ts";
import { programCounts } from "./work-queue-program.server.ts";

// The admins' Work Queue (issue 24): what needs an admin, newest risk first, each section a
// bounded read of a partial index (LIMIT WORK_QUEUE_LIMIT) and the counts of all of them in one
// statement, so that neither grows with the number of accounts. `today` is the company's calendar
// day (companyDay, US Eastern): offers expire and payments fall due on it. The creditor payments
// short of funds are work-queue-payments.server.ts; the refunds due and the legal notices are the
// reads the money page and the dashboard already use (findRefundsDue, findLegalNoticesToReview).

/** The moment the company's calendar day `day` began. */
const startOf = (day: string) => sql`(${day}::timestamp at time zone ${timeZoneOf(null)})`;

// Each condition keeps its partial index's predicate as written text, not a parameter: a plan the
// database keeps for a statement it has seen five times (the embedded database prepares every
// statement) could not otherwise prove that the index covers it.

const awaitingFrom = (today: string) =>
  sql`${settlementOffers.status} = 'awaiting_approval' and ${settlementOffers.expiresOn} >= ${today}::date`;
const unconfirmed = sql`${settlementOffers.status} = 'approved' and ${settlementOffers.confirmedAt} is null`;
const returnedRecently = (today: string) =>
  sql`${scheduledDeposits.status} = 'returned' and ${scheduledDeposits.settledAt} >= ${startOf(returnedSince(today))} and ${dedicatedAccounts.status} = 'open'`;
const refundOpen = sql`${refunds.state} <> 'completed'`;
const legalNoticeWaiting = sql`${documents.kind} = 'legal_notice' and ${documents.reviewedAt} is null`;
// An agreement waits for its customer while the application is approved and its enrollment still
// pending (hasUnsignedPlan's rule); a declined enrollment or a canceled application waits no more.
const unsignedLong = (today: string) =>
  sql`${enrollmentPlans.signedAt} is null and ${enrollmentPlans.createdAt} < ${startOf(unsignedBefore(today))} and ${applications.status} = 'approved' and ${applications.enrollmentStatus} = 'pending'`;

const customer = {
  applicationId: dedicatedAccounts.applicationId,
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
};

/** The offers the customer has not answered and that have not expired, soonest expiry first. */
export function findOffersAwaitingCustomer(
  db: Db,
  today: string,
  limit = WORK_QUEUE_LIMIT,
): Promise<OfferAwaitingSource[]> {
  return db
    .select({
      id: settlementOffers.id,
      debtAccountId: settlementOffers.debtAccountId,
      ...customer,
      creditor: debtAccounts.originalCreditor,
      amountCents: settlementOffers.amountCents,
      expiresOn: settlementOffers.expiresOn,
    })
    .from(settlementOffers)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, settlementOffers.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, settlementOffers.debtAccountId))
    .where(awaitingFrom(today))
    .orderBy(asc(settlementOffers.expiresOn), asc(settlementOffers.id))
    .limit(limit);
}

/** The settlements the customer approved and the creditor has not confirmed, oldest approval first. */
export async function findOffersAwaitingConfirmation(
  db: Db,
  limit = WORK_QUEUE_LIMIT,
): Promise<OfferUnconfirmedSource[]> {
  const rows = await db
    .select({
      id: settlementOffers.id,
      debtAccountId: settlementOffers.debtAccountId,
      ...customer,
      creditor: debtAccounts.originalCreditor,
      amountCents: settlementOffers.amountCents,
      decidedAt: settlementOffers.decidedAt,
      recordedAt: settlementOffers.recordedAt,
    })
    .from(settlementOffers)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, settlementOffers.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, settlementOffers.debtAccountId))
    .where(unconfirmed)
    .orderBy(asc(settlementOffers.decidedAt), asc(settlementOffers.id))
    .limit(limit);
  // An approved offer always has its decision's time (settlement_offers_decided).
  return rows.map(({ recordedAt, decidedAt, ...row }) => ({ ...row, decidedAt: decidedAt ?? recordedAt }));
}

/** The deposits returned in the last 30 days on accounts still open, most recent first. */
export function findRecentReturnedDeposits(
  db: Db,
  today: string,
  limit = WORK_QUEUE_LIMIT,
): Promise<ReturnedDepositSource[]> {
  return db
    .select({
      id: scheduledDeposits.id,
      accountId: scheduledDeposits.accountId,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      returnReason: scheduledDeposits.returnReason,
      returnCode: scheduledDeposits.returnCode,
      ...customer,
    })
    .from(scheduledDeposits)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(returnedRecently(today))
    .orderBy(desc(scheduledDeposits.settledAt), desc(scheduledDeposits.id))
    .limit(limit);
}

/** The enrollment agreements still unsigned a week after their plan was made, oldest first. */
export function findUnsignedAgreements(
  db: Db,
  today: string,
  limit = WORK_QUEUE_LIMIT,
): Promise<UnsignedAgreementSource[]> {
  return db
    .select({
      id: enrollmentPlans.id,
      applicationId: enrollmentPlans.applicationId,
      userId: applications.userId,
      firstName: applications.firstName,
      lastName: applications.lastName,
      createdAt: enrollmentPlans.createdAt,
    })
    .from(enrollmentPlans)
    .innerJoin(applications, eq(applications.id, enrollmentPlans.applicationId))
    .where(unsignedLong(today))
    .orderBy(asc(enrollmentPlans.createdAt), asc(enrollmentPlans.id))
    .limit(limit);
}

interface CountsRow {
  my_tasks: number;
  tasks_overdue: number;
  ready_to_negotiate: number;
  deposits_at_risk: number;
  graduates_to_close: number;
  inactive_customers: number;
  offers_awaiting: number;
  offers_expiring_soon: number;
  offers_unconfirmed: number;
  payments_short: number;
  returned_deposits: number;
  refunds_due: number;
  refunds_overdue: number;
  legal_notices: number;
  unsigned_agreements: number;
}

/** At most the cap's count (WORK_QUEUE_COUNT_CAP): a bounded read of the section's index. */
const countOf = (from: SQL, where: SQL) =>
  sql`(select count(*) from (select 1 from ${from} where ${where} limit ${sql.raw(String(WORK_QUEUE_COUNT_CAP))}) capped)::int`;

/** Noon of the company's day `today`: the moment the counts are taken at when none is given. */
const noonOf = (today: string) => new Date(`${today}T17:00:00Z`);
const NO_ADMIN = "00000000-0000-0000-0000-000000000000";

/**
 * The counts' one statement on `today`: each count reads its section's partial index (the
 * payments short of funds weigh only the scheduled payments due within 7 days). Counts are cast to
 * int so both drivers return numbers. "My tasks" are `adminId`'s; "inactive" is measured at
 * `now`. Exported for the plan's test and the bench.
 */
export function workQueueCountsStatement(
  today: string,
  adminId: string | null = null,
  now: Date = noonOf(today),
): SQL {
  const tasks = sql`${adminTasks}`;
  const mine = myOpenTasks(adminId ?? NO_ADMIN);
  const offers = sql`${settlementOffers}`;
  const returned = sql`${scheduledDeposits} inner join ${dedicatedAccounts} on ${dedicatedAccounts.id} = ${scheduledDeposits.accountId}`;
  const plans = sql`${enrollmentPlans} inner join ${applications} on ${applications.id} = ${enrollmentPlans.applicationId}`;
  return sql`
    select
      ${countOf(offers, awaitingFrom(today))} as offers_awaiting,
      ${countOf(offers, sql`${awaitingFrom(today)} and ${settlementOffers.expiresOn} <= ${expiringSoonUntil(today)}::date`)} as offers_expiring_soon,
      ${countOf(offers, unconfirmed)} as offers_unconfirmed,
      ${countShortPayments(today)} as payments_short,
      ${countOf(returned, returnedRecently(today))} as returned_deposits,
      ${countOf(sql`${refunds}`, refundOpen)} as refunds_due,
      ${countOf(sql`${refunds}`, sql`${refundOpen} and ${refunds.dueOn} < ${today}::date`)} as refunds_overdue,
      ${countOf(sql`${documents}`, legalNoticeWaiting)} as legal_notices,
      ${countOf(plans, unsignedLong(today))} as unsigned_agreements,
      ${countOf(tasks, mine)} as my_tasks,
      ${countOf(tasks, sql`${mine} and ${adminTasks.dueOn} < ${today}::date`)} as tasks_overdue,
      ${programCounts(countOf, readyMonth(today), inactiveBefore(now))}`;
}

/** How many items each section holds on `today` (the company's day), in one statement, for `adminId`. */
export async function workQueueCounts(
  db: Db,
  today: string,
  adminId: string | null = null,
  now: Date = noonOf(today),
): Promise<WorkQueueCounts> {
  const result = (await db.execute(workQueueCountsStatement(today, adminId, now))) as unknown as {
    rows: CountsRow[];
  };
  const row = result.rows[0];
  if (!row) throw new Error("the work queue's counts returned no row");
  return {
    sections: {
      "offers-awaiting": row.offers_awaiting,
      "offers-unconfirmed": row.offers_unconfirmed,
      "payments-short": row.payments_short,
      "returned-deposits": row.returned_deposits,
      "refunds-due": row.refunds_due,
      "legal-notices": row.legal_notices,
      "unsigned-agreements": row.unsigned_agreements,
      "my-tasks": row.my_tasks,
      "deposits-at-risk": row.deposits_at_risk,
      "ready-to-negotiate": row.ready_to_negotiate,
      "graduates-to-close": row.graduates_to_close,
      "inactive-customers": row.inactive_customers,
    },
    offersExpiringSoon: row.offers_expiring_soon,
    refundsOverdue: row.refunds_overdue,
    tasksOverdue: row.tasks_overdue,
  };
}
