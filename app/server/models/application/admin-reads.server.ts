import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationsQuery,
  likePattern,
  searchCountLimit,
} from "#app/domain/admin/applications-query.ts";
import { accountDetailsForms, applications, debtAccounts } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { accountDetailsColumns, debtAccountColumns } from "../debt-account/columns.server.ts";
import { agreementSigned, openDebts } from "../enrollment/plan.server.ts";
import { isApplicationId } from "./customer-reads.server.ts";
import { shownApplicationFields } from "./personal-data.server.ts";

// Applications Management's reads (spec section 7, "Admin reads"), built for 100,000
// applications: the filter and search run in the database (trigram indexes for name and
// e-mail, see db/schema/applications.ts), one page at a time, with the total read from the
// counts the database keeps per status, or, for a search, counted by the same filter. Only the expanded application's personal details and debt accounts are read.

const nameExpression = sql`(${applications.firstName} || ' ' || ${applications.lastName})`;

function filterOf({ search, filter }: Pick<ApplicationsQuery, "search" | "filter">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter !== "all") conditions.push(eq(applications.status, filter));
  if (search) {
    const pattern = likePattern(search);
    // Both expressions match the trigram indexes exactly, so each can use its own.
    const matches = or(
      ilike(nameExpression, pattern),
      ilike(applications.email, pattern),
      // A whole application id finds that application (the Audit Log links to it so).
      isApplicationId(search) ? eq(applications.id, search.toLowerCase()) : undefined,
    );
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What a row of the table shows (no address, date of birth or income: those wait for "Details"). */
const rowColumns = {
  id: applications.id,
  // The customer's login, for the link to their page (null once the login is deleted).
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  status: applications.status,
  debtAmount: applications.debtAmount,
  enrollmentStatus: applications.enrollmentStatus,
  negotiationsStatus: applications.negotiationsStatus,
  completionPercentage: applications.completionPercentage,
  isComplete: applications.isComplete,
  // Approve Enrollment waits for the customer's signature (issue 22).
  agreementSigned: agreementSigned(),
  openDebts: openDebts(),
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  version: sql<string>`${applications.updatedAt}::text`,
};

export type AdminApplicationRow = Awaited<ReturnType<typeof findApplicationsPageForAdmin>>["rows"][number];

/** The list's order (newest first, then by id) and where a page starts in it. */
const LIST_ORDER = [desc(applications.createdAt), desc(applications.id)];
const offsetOf = (query: ApplicationsQuery) => (query.page - 1) * APPLICATIONS_PAGE_SIZE;

/**
 * The ids and `xmin` of a page's rows, as a subquery: what a stored page of the list is made of
 * (page-fingerprint.server.ts, docs/decisions/0037).
 */
export function pageRowVersions(db: Db, query: ApplicationsQuery) {
  return db
    .select({ id: applications.id, xmin: sql<string>`${applications}.xmin::text`.as("xmin") })
    .from(applications)
    .where(filterOf(query))
    .orderBy(...LIST_ORDER)
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset(offsetOf(query))
    .as("page_rows");
}

/**
 * How many applications have the filter's status (all of them for "all"), from the counts the
 * database keeps as applications are written (migration 0017, docs/decisions/0037): no count
 * over 100,000 rows per page.
 */
async function countByStatus(db: Db, filter: ApplicationsQuery["filter"]): Promise<{ value: number }[]> {
  const which = filter === "all" ? sql`` : sql`where status = ${filter}`;
  const { rows } = (await db.execute(
    sql`select coalesce(sum(applications), 0)::integer as value from application_counts ${which}`,
  )) as unknown as { rows: { value: number }[] };
  return rows;
}

/**
 * One page of applications, newest first, and how many match. The page's ids are found on
 * the (created_at, id) order alone and only then its rows read, so a page deep in the list
 * does not read the rows it skips. The ids come back as an array (`= any(array(...))`, not
 * `in (...)`): the embedded database keeps a generic plan for a prepared statement, which
 * cannot see the LIMIT, guesses thousands of ids and then reads the whole table to join them
 * (about 100 ms at 100,000 applications, bench/admin-applications.ts); an array is looked up
 * in the primary key whatever the plan. A search counts only up to `searchCountLimit`; `more`
 * says the count stopped there.
 */
export async function findApplicationsPageForAdmin(db: Db, cipher: DataCipher, query: ApplicationsQuery) {
  const where = filterOf(query);
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset(offsetOf(query));
  const limit = query.search ? searchCountLimit(query.page) : undefined;
  const counted =
    limit === undefined
      ? countByStatus(db, query.filter)
      : db.select({ value: count() }).from(
          db
            .select({ one: sql`1`.as("one") })
            .from(applications)
            .where(where)
            .limit(limit + 1)
            .as("matches"),
        );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(applications)
      .where(sql`${applications.id} = any(array(${pageIds}))`)
      .orderBy(...LIST_ORDER),
    counted,
  ]);
  const value = total?.value ?? 0;
  const more = limit !== undefined && value > limit;
  return { rows: rows.map((row) => shownApplicationFields(cipher, row)), total: more ? limit : value, more };
}

/** The expanded row: everything of spec section 2 but the SSN digits, which are never read. */
export async function findApplicationDetailsForAdmin(db: Db, cipher: DataCipher, applicationId: string) {
  if (!isApplicationId(applicationId)) return null;
  const [application] = await db
    .select({
      ...rowColumns,
      address: applications.address,
      dateOfBirth: applications.dateOfBirth,
      monthlyIncome: applications.monthlyIncome,
      employmentStatus: applications.employmentStatus,
      creditScore: applications.creditScore,
      debtRange: applications.debtRange,
      state: applications.state,
      debtTotalChoice: applications.debtTotalChoice,
      enrollmentApprovedAt: applications.enrollmentApprovedAt,
      negotiationsApprovedAt: applications.negotiationsApprovedAt,
      completedAt: applications.completedAt,
      decidedAt: applications.decidedAt,
      declineReason: applications.declineReason,
      declineNote: applications.declineNote,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
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
      .where(eq(accountDetailsForms.applicationId, applicationId)),
  ]);
  return {
    ...shownApplicationFields(cipher, application),
    debtAccounts: accounts,
    accountDetailsForm: forms[0] ?? null,
  };
}

export type AdminApplicationDetails = NonNullable<Awaited<ReturnType<typeof findApplicationDetailsForAdmin>>>;
