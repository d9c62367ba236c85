import { and, asc, count, desc, eq, isNotNull, max, notInArray, sql } from "drizzle-orm";
import {
  type FinancialSummary,
  financialSummary,
  SUMMARY_EXCLUDED_STATUSES,
} from "#app/domain/application/summary.ts";
import { APPLICATIONS_PAGE_SIZE, applicationPageCount } from "#app/domain/dashboard/application-pages.ts";
import { centsOf } from "#app/domain/money.ts";
import { accountDetailsForms, applications, debtAccounts } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { accountDetailsColumns, debtAccountColumns } from "../debt-account/columns.server.ts";
import { shownApplicationFields } from "./personal-data.server.ts";

// A customer's own applications (spec section 7, "Customer reads" and the cancel update).
// Every read and write is filtered by the owner's user id: another user's application
// looks exactly like one that does not exist.

/** The canonical text form of a UUID; anything else cannot be an id of ours. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isApplicationId(value: string): boolean {
  return UUID.test(value);
}

/** What the Overview needs (timeline, cards); no personal details. */
const overviewColumns = {
  id: applications.id,
  status: applications.status,
  debtAmount: applications.debtAmount,
  debtRange: applications.debtRange,
  enrollmentStatus: applications.enrollmentStatus,
  enrollmentApprovedAt: applications.enrollmentApprovedAt,
  negotiationsStatus: applications.negotiationsStatus,
  negotiationsApprovedAt: applications.negotiationsApprovedAt,
  completionPercentage: applications.completionPercentage,
  isComplete: applications.isComplete,
  completedAt: applications.completedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  decidedAt: applications.decidedAt,
  // Why it was declined (issue 21): the customer is told.
  declineReason: applications.declineReason,
  declineNote: applications.declineNote,
};

/** The personal and financial information of Application Details. The SSN digits are never read. */
const detailColumns = {
  ...overviewColumns,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  address: applications.address,
  dateOfBirth: applications.dateOfBirth,
  creditScore: applications.creditScore,
  employmentStatus: applications.employmentStatus,
  monthlyIncome: applications.monthlyIncome,
  // Issue 21: where the applicant lives, and which figure they said is right (the total typed or
  // the balances listed) when the two differed.
  state: applications.state,
  debtTotalChoice: applications.debtTotalChoice,
};

/** What a line of the list shows. */
const listItemColumns = {
  id: applications.id,
  status: applications.status,
  enrollmentStatus: applications.enrollmentStatus,
  isComplete: applications.isComplete,
  debtAmount: applications.debtAmount,
  createdAt: applications.createdAt,
};

/**
 * One page of the user's applications, newest first (created_at desc, then id so ties keep one
 * order), with how many they have: APPLICATIONS_PAGE_SIZE rows at most, however many the
 * account holds. A page beyond the last gives the last.
 */
export async function findApplicationsPageForCustomer(db: Db, userId: string, page: number) {
  const [counted] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.userId, userId));
  const total = counted?.total ?? 0;
  const pageCount = applicationPageCount(total);
  const shown = Math.min(Math.max(1, page), pageCount);
  const items =
    total === 0
      ? []
      : await db
          .select(listItemColumns)
          .from(applications)
          .where(eq(applications.userId, userId))
          .orderBy(desc(applications.createdAt), desc(applications.id))
          .limit(APPLICATIONS_PAGE_SIZE)
          .offset((shown - 1) * APPLICATIONS_PAGE_SIZE);
  return { items, page: shown, pageCount, total };
}

export interface FindApplicationForCustomerOptions {
  userId: string;
  /** From the URL: anything may arrive here. */
  applicationId: string;
}

/**
 * One of the user's applications with its debt accounts (in the order listed) and its account
 * details form, or null when the id is malformed, unknown or someone else's. The form is
 * given only once completed (spec section 6); before that the customer sees the placeholder.
 */
export async function findApplicationForCustomer(
  db: Db,
  cipher: DataCipher,
  { userId, applicationId }: FindApplicationForCustomerOptions,
) {
  // A malformed id would make PostgreSQL raise "invalid input syntax for type uuid".
  if (!isApplicationId(applicationId)) return null;
  const [application] = await db
    .select(detailColumns)
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!application) return null;
  const [accounts, forms] = await Promise.all([
    db
      .select(debtAccountColumns)
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, applicationId))
      .orderBy(asc(debtAccounts.createdAt), asc(debtAccounts.position), asc(debtAccounts.id)),
    db
      .select(accountDetailsColumns)
      .from(accountDetailsForms)
      .where(
        and(eq(accountDetailsForms.applicationId, applicationId), isNotNull(accountDetailsForms.completedAt)),
      ),
  ]);
  return {
    ...shownApplicationFields(cipher, application),
    debtAccounts: accounts,
    accountDetailsForm: forms[0] ?? null,
  };
}

export type CustomerApplication = NonNullable<Awaited<ReturnType<typeof findApplicationForCustomer>>>;

/**
 * The financial summary over the user's applications that are not declined or cancelled.
 * The debt is summed in SQL (numeric, exact) and read as text, so no cent is lost.
 */
export async function findFinancialSummaryForCustomer(
  db: Db,
  userId: string,
  /** Only the applications without a plan: a program's figures are its projection (issue 43). */
  { withoutPlan = false }: { withoutPlan?: boolean } = {},
): Promise<FinancialSummary> {
  const [totals] = await db
    .select({
      applicationCount: count(),
      debt: sql<string>`coalesce(sum(${applications.debtAmount}), 0)::text`,
      latestSubmittedAt: max(applications.createdAt),
    })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        notInArray(applications.status, [...SUMMARY_EXCLUDED_STATUSES]),
        withoutPlan
          ? sql`not exists (select 1 from enrollment_plans summed_plan where summed_plan.application_id = "applications"."id")`
          : undefined,
      ),
    );
  return financialSummary({
    applicationCount: totals?.applicationCount ?? 0,
    debtCents: centsOf(totals?.debt ?? "0"),
    latestSubmittedAt: totals?.latestSubmittedAt ?? null,
  });
}
