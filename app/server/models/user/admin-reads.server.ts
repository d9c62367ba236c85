import { and, count, desc, eq, ilike, not, or, type SQL, sql } from "drizzle-orm";
import type { UserRowSource } from "#app/domain/admin/user-views.ts";
import { likePattern, phoneDigits, USERS_PAGE_SIZE, type UsersQuery } from "#app/domain/admin/users-query.ts";
import { adminUsers, applications, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { phoneContains, shownPhone } from "./phone.server.ts";

// User Management's reads (spec section 7, "Users"): the search (name, e-mail, phone) and the
// filters run in the database, one page at a time, newest first, with how many match and how
// many users there are in all. Each row carries its admin flag and its latest application.

const nameExpression = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** Whether the user is an admin (a row in admin_users, spec section 3). */
export const isAdminColumn = sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${users.id})`;
const hasApplications = sql`exists (select 1 from ${applications} where ${applications.userId} = ${users.id})`;

/** The conditions of the list's search and filter (shared with the export). */
export function usersFilter(
  { search, filter }: Pick<UsersQuery, "search" | "filter">,
  cipher: DataCipher,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter === "admins") conditions.push(isAdminColumn);
  if (filter === "regular") conditions.push(not(isAdminColumn));
  if (filter === "with-applications") conditions.push(hasApplications);
  if (search) {
    const pattern = likePattern(search);
    const digits = phoneDigits(search);
    const matches = or(
      ilike(nameExpression, pattern),
      ilike(users.email, pattern),
      // The phone is encrypted: its search tokens are matched (docs/decisions/0028).
      digits ? phoneContains(cipher, digits) : undefined,
    );
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The user's latest application (debt, status and date), read beside each row. */
export function latestApplication(db: Db) {
  return db
    .select({
      debt: sql<string>`${applications.debtAmount}::text`.as("latest_debt"),
      status: applications.status,
      createdAt: sql<Date>`${applications.createdAt}`.mapWith(applications.createdAt).as("latest_created_at"),
    })
    .from(applications)
    .where(eq(applications.userId, users.id))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1)
    .as("latest");
}

/**
 * One page of users, newest first, how many match the search and filter, and how many users
 * there are. The page's ids are found on the order alone and only then their rows (and latest
 * applications) read, as findApplicationsPageForAdmin does, so a deep page reads no row it skips.
 */
export async function findUsersPageForAdmin(db: Db, cipher: DataCipher, query: UsersQuery) {
  const where = usersFilter(query, cipher);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((query.page - 1) * USERS_PAGE_SIZE);
  const latest = latestApplication(db);
  const [rows, [matching], [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        isAdmin: isAdminColumn,
        applicationDebt: latest.debt,
        applicationStatus: latest.status,
        applicationCreatedAt: latest.createdAt,
        version: sql<string>`${users.updatedAt}::text`,
      })
      .from(users)
      .leftJoinLateral(latest, sql`true`)
      .where(sql`${users.id} = any(array(${pageIds}))`)
      .orderBy(desc(users.createdAt), desc(users.id)),
    where ? db.select({ value: count() }).from(users).where(where) : Promise.resolve([]),
    db.select({ value: count() }).from(users),
  ]);
  const all = total?.value ?? 0;
  const shown = rows.map((row) => ({ ...row, phone: shownPhone(cipher, row.phone) }));
  return { rows: shown as UserRowSource[], matching: where ? (matching?.value ?? 0) : all, total: all };
}
