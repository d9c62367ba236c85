import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  ACCOUNT_DETAILS_PAGE_SIZE,
  type AccountDetailsQuery,
} from "#app/domain/admin/account-details-query.ts";
import { likePattern } from "#app/domain/admin/applications-query.ts";
import { accountDetailsForms, applications, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { isApplicationId } from "../application/customer-reads.server.ts";

// The admin's reads of account details forms (spec section 7, "Account details forms": read all
// with the application's first_name, last_name, email, debt_amount and status, newest first).
// Search, filter and paging run in the database, one page at a time.

const f = accountDetailsForms;
const nameExpression = sql`(${applications.firstName} || ' ' || ${applications.lastName})`;

function filterOf({ search, filter }: Pick<AccountDetailsQuery, "search" | "filter">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter === "pending") conditions.push(isNull(f.completedAt));
  if (filter === "completed") conditions.push(isNotNull(f.completedAt));
  if (search) {
    const pattern = likePattern(search);
    const matches = or(
      ilike(f.originalCreditor, pattern),
      ilike(nameExpression, pattern),
      ilike(applications.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The form's version: `updated_at` exactly, as text (a Date would lose the microseconds). */
export const accountDetailsVersion = sql<string>`${f.updatedAt}::text`;

const cardColumns = {
  id: f.id,
  originalCreditor: f.originalCreditor,
  accountType: f.accountType,
  currentBalance: f.currentBalance,
  completedAt: f.completedAt,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  debtAmount: applications.debtAmount,
};

/** One page of forms, newest first; how many match the search and filter, and how many exist. */
export async function findAccountDetailsFormsPageForAdmin(db: Db, query: AccountDetailsQuery) {
  const where = filterOf(query);
  const [rows, [matching], [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(f)
      .innerJoin(applications, eq(applications.id, f.applicationId))
      .where(where)
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(ACCOUNT_DETAILS_PAGE_SIZE)
      .offset((query.page - 1) * ACCOUNT_DETAILS_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(f)
      .innerJoin(applications, eq(applications.id, f.applicationId))
      .where(where),
    db.select({ value: count() }).from(f),
  ]);
  return { rows, matching: matching?.value ?? 0, total: total?.value ?? 0 };
}

/** One form with its application and the e-mail of the admin who completed it, or null. */
export async function findAccountDetailsFormForAdmin(db: Db, formId: string) {
  if (!isApplicationId(formId)) return null;
  const [row] = await db
    .select({
      id: f.id,
      applicationId: f.applicationId,
      originalCreditor: f.originalCreditor,
      accountSold: f.accountSold,
      accountType: f.accountType,
      openClosed: f.openClosed,
      status: f.status,
      currentBalance: f.currentBalance,
      paidOff: f.paidOff,
      paymentFrequency: f.paymentFrequency,
      paymentAmount: f.paymentAmount,
      originalBalance: f.originalBalance,
      term: f.term,
      completedAt: f.completedAt,
      createdAt: f.createdAt,
      updatedAt: f.updatedAt,
      version: accountDetailsVersion,
      filledByEmail: users.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      debtAmount: applications.debtAmount,
      applicationStatus: applications.status,
    })
    .from(f)
    .innerJoin(applications, eq(applications.id, f.applicationId))
    .leftJoin(users, eq(users.id, f.filledByAdminId))
    .where(eq(f.id, formId));
  return row ?? null;
}
