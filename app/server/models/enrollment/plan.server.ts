import { asc, eq, type SQL, sql } from "drizzle-orm";
import { nextBusinessDay } from "#app/domain/business-days.ts";
import { addDays } from "#app/domain/calendar.ts";
import { debtEligibility } from "#app/domain/debt-account/eligibility.ts";
import { defaultTerms, type PlanDebtInput, type PlanTerms } from "#app/domain/enrollment/plan.ts";
import { centsOf } from "#app/domain/money.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { applications, debtAccounts, enrollmentPlans, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The enrollment plan (issue 22; decisions.md, "Plan"): made when an application is approved,
// from its debt accounts, with the default terms (36 months, the smallest whole-dollar deposit
// that covers the expected settlements and fees, the first deposit two weeks after approval in
// the customer's own calendar). The debts' figures are never stored: they are the program's one
// projection (app/domain/projection/, server/models/projection/) of the debt accounts and the
// stored terms, computed whenever a page reads them.

/** Days from approval to the first deposit: time to read, sign and set the account up. */
export const FIRST_DEPOSIT_AFTER_DAYS = 14;

/** A plan's stored terms, its revision and whether it is signed: its figures are the program's projection. */
export interface StoredPlan {
  terms: PlanTerms;
  revision: number;
  signedRevision: number | null;
  signedAt: Date | null;
}

/** The debts a plan enrolls: those with a balance that the program settles (issue 43: eligibility.ts). */
async function planDebts(db: Db, applicationId: string): Promise<PlanDebtInput[]> {
  const rows = await db
    .select({
      id: debtAccounts.id,
      creditor: debtAccounts.originalCreditor,
      balance: debtAccounts.currentBalance,
      accountType: debtAccounts.accountType,
      loanDetail: debtAccounts.loanDetail,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(asc(debtAccounts.position), asc(debtAccounts.id));
  return rows
    .filter((row) => debtEligibility(row).settles)
    .map((row) => ({ id: row.id, creditor: row.creditor, balanceCents: centsOf(row.balance) }))
    .filter((debt) => debt.balanceCents > 0n);
}

/** Whether approving the application makes a plan for it: some debt it lists is one the program settles. */
export async function hasDebtsToEnroll(db: Db, applicationId: string): Promise<boolean> {
  return (await planDebts(db, applicationId)).length > 0;
}

/**
 * Makes the plan of an application being approved, in the approval's transaction. None when its
 * debt accounts owe nothing (there is nothing to enroll), and none made again when one exists
 * (an application approved before keeps the plan it had).
 */
export async function createPlanAtApproval(tx: Db, applicationId: string, now: Date): Promise<boolean> {
  const debts = await planDebts(tx, applicationId);
  if (debts.length === 0) return false;
  const [owner] = await tx
    .select({ timeZone: users.timeZone })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  const today = calendarDateIn(now, timeZoneOf(owner?.timeZone));
  // Two weeks on, drawn on a business day (issue 43: never a weekend or a federal holiday).
  const terms = defaultTerms(debts, nextBusinessDay(addDays(today, FIRST_DEPOSIT_AFTER_DAYS)));
  const made = await tx
    .insert(enrollmentPlans)
    .values({
      applicationId,
      termMonths: terms.termMonths,
      monthlyDepositCents: terms.monthlyDepositCents,
      firstDepositDate: terms.firstDepositDate,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: enrollmentPlans.applicationId })
    .returning({ id: enrollmentPlans.id });
  return made.length > 0;
}

/** An application's plan terms, or null when it has none. */
export async function findPlan(db: Db, applicationId: string): Promise<StoredPlan | null> {
  const [row] = await db
    .select()
    .from(enrollmentPlans)
    .where(eq(enrollmentPlans.applicationId, applicationId));
  if (!row) return null;
  return {
    terms: {
      termMonths: row.termMonths,
      monthlyDepositCents: row.monthlyDepositCents,
      firstDepositDate: row.firstDepositDate,
    },
    revision: row.revision,
    signedRevision: row.signedRevision,
    signedAt: row.signedAt,
  };
}

/**
 * Whether the application's plan is signed, as a column of a query over `applications`. Written
 * out in full: a column interpolated here would be rendered without its table inside a select
 * from a single table, and `application_id = id` would then compare the plan with itself.
 */
export function agreementSigned(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from enrollment_plans signed_plan where signed_plan.application_id = "applications"."id" and signed_plan.signed_at is not null)`.mapWith(
    Boolean,
  );
}

/**
 * How many of the application's enrolled debts are neither Paid Off nor Removed (issue 24), as a
 * column of a query over `applications` (written out in full, like `agreementSigned`).
 */
export function openDebts(): SQL<number> {
  return sql<number>`(select count(*)::int from debt_negotiations open_debt join debt_accounts open_debt_account on open_debt_account.id = open_debt.debt_account_id where open_debt_account.application_id = "applications"."id" and open_debt.stage not in ('paid_off', 'removed'))`.mapWith(
    Number,
  );
}
