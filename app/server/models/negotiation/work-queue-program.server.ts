import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { WORK_QUEUE_LIMIT } from "#app/domain/admin/work-queue.ts";
import type {
  AtRiskSource,
  GraduateSource,
  InactiveSource,
  ReadySource,
} from "#app/domain/admin/work-queue-views.ts";
import {
  applications,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  programActivity,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The Work Queue's program sections (issue 45): debts ready to negotiate, deposits at risk,
// graduates to close out, customers with no activity for 30 days. Each reads a partial index kept
// by the database at write time (migration 0039), never a projection per account: the projection's
// expected month is written by reconcileSchedule (debt_negotiations.expected_month), the returns in
// a row and the open debts by triggers, the last contact by program_activity's triggers. Each
// condition is written out as its index's predicate (see work-queue.server.ts for why).

/**
 * Ready: still to settle, no offer in play, the projection's month reached. One table: a month is
 * written only while the program's negotiations are approved, and the stages named are those of an
 * open account (leaving closes every debt in play as left_program; graduating needs every debt
 * final), so neither the account nor the application is joined to count.
 */
export const readyToNegotiate = (month: string) =>
  sql`${debtNegotiations.stage} in ('enrolled', 'saving', 'negotiating') and ${debtNegotiations.expectedMonth} is not null and ${debtNegotiations.expectedMonth} <= ${month}::date and not exists (select 1 from settlement_offers live where live.debt_account_id = ${debtNegotiations.debtAccountId} and live.status in ('awaiting_approval', 'approved'))`;
export const readyFrom = sql`${debtNegotiations}`;

export const atRisk = sql`${dedicatedAccounts.status} = 'open' and ${dedicatedAccounts.returnsInARow} >= 2`;

/** Open with no enrolled debt left in play (an open program with none at all has nothing to wait for either). */
export const toClose = sql`${dedicatedAccounts.status} = 'open' and ${dedicatedAccounts.openDebts} = 0`;

export const inactiveSince = (before: Date) =>
  sql`${programActivity.lastAt} < ${before.toISOString()}::timestamptz`;

const customer = {
  applicationId: dedicatedAccounts.applicationId,
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
};

/** Debts ready to negotiate in the month starting `month`, longest ready first. */
export function findReadyToNegotiate(
  db: Db,
  month: string,
  limit = WORK_QUEUE_LIMIT,
): Promise<ReadySource[]> {
  return db
    .select({
      debtAccountId: debtNegotiations.debtAccountId,
      ...customer,
      creditor: debtAccounts.originalCreditor,
      enrolledBalanceCents: debtNegotiations.enrolledBalanceCents,
      expectedMonth: sql<string>`${debtNegotiations.expectedMonth}::text`,
      balanceCents: dedicatedAccounts.balanceCents,
    })
    .from(debtNegotiations)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, debtNegotiations.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .where(readyToNegotiate(month))
    .orderBy(asc(debtNegotiations.expectedMonth), asc(debtNegotiations.debtAccountId))
    .limit(limit);
}

/** Open programs with two returns in a row or more, latest return first. */
export function findDepositsAtRisk(db: Db, limit = WORK_QUEUE_LIMIT): Promise<AtRiskSource[]> {
  return db
    .select({
      accountId: dedicatedAccounts.id,
      ...customer,
      returnsInARow: dedicatedAccounts.returnsInARow,
      lastReturnAt: dedicatedAccounts.lastReturnAt,
      balanceCents: dedicatedAccounts.balanceCents,
    })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(atRisk)
    .orderBy(desc(dedicatedAccounts.lastReturnAt), desc(dedicatedAccounts.id))
    .limit(limit);
}

/** Open programs with no debt left in play, longest waiting first. */
export function findGraduatesToClose(db: Db, limit = WORK_QUEUE_LIMIT): Promise<GraduateSource[]> {
  return db
    .select({
      accountId: dedicatedAccounts.id,
      ...customer,
      balanceCents: dedicatedAccounts.balanceCents,
      updatedAt: dedicatedAccounts.updatedAt,
    })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(toClose)
    .orderBy(asc(dedicatedAccounts.updatedAt), asc(dedicatedAccounts.id))
    .limit(limit);
}

/** Customers of open programs with no contact since `before`, longest inactive first. */
export function findInactiveCustomers(
  db: Db,
  before: Date,
  limit = WORK_QUEUE_LIMIT,
): Promise<InactiveSource[]> {
  return db
    .select({
      accountId: programActivity.accountId,
      ...customer,
      lastAt: programActivity.lastAt,
    })
    .from(programActivity)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, programActivity.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(and(inactiveSince(before), eq(dedicatedAccounts.status, "open")))
    .orderBy(asc(programActivity.lastAt), asc(programActivity.accountId))
    .limit(limit);
}

/** The program sections' counts, as the counts' one statement selects them (each capped). */
export function programCounts(countOf: (from: SQL, where: SQL) => SQL, month: string, before: Date): SQL {
  const accounts = sql`${dedicatedAccounts}`;
  return sql`
      ${countOf(readyFrom, readyToNegotiate(month))} as ready_to_negotiate,
      ${countOf(accounts, atRisk)} as deposits_at_risk,
      ${countOf(accounts, toClose)} as graduates_to_close,
      ${countOf(sql`${programActivity}`, inactiveSince(before))} as inactive_customers`;
}
