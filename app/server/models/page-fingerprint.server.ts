import { type SQL, sql } from "drizzle-orm";
import type { ApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import type { Db } from "../db.server.ts";
import { pageRowVersions } from "./admin-applications.server.ts";

// What a stored page shows, summed up in one value (docs/decisions/0036 and 0037): it changes
// whenever a row the page reads is written, whoever writes it and on whichever node, so a page
// rendered for one value may be served again while the value stays the same.
//
// Each row carries `xmin`, the transaction that wrote this version of it: every insert or
// update gives the row a new one, and a delete removes the row from the list. Each value reads
// every row its page is made of, and needs no trigger, no counter to keep up and no write of
// its own.

/**
 * The md5 of `parts` (a union of one-column rows named `part`), or null unless some part starts
 * with each of `required` (the rows without which the page is not this person's).
 */
async function fingerprintOf(db: Db, parts: SQL, required: string[]): Promise<string | null> {
  const present = sql.join(
    required.map((prefix) => sql`bool_or(part like ${`${prefix}%`})`),
    sql` and `,
  );
  const { rows } = (await db.execute(
    sql`select md5(string_agg(part, ',' order by part)) as fingerprint from (${parts}) parts having ${present}`,
  )) as unknown as { rows: { fingerprint: string }[] };
  return rows[0]?.fingerprint ?? null;
}

/**
 * The fingerprint of the rows a customer's dashboard is made of (everything
 * dashboard-data.server.ts reads: the person's users row, their admin grant, their applications
 * and those applications' debt accounts and account details forms), or null for an unknown user.
 */
export function dashboardFingerprint(db: Db, userId: string): Promise<string | null> {
  const parts = sql`
      select 'user:' || u.xmin::text as part from users u where u.id = ${userId}
      union all
      select 'admin:' || g.xmin::text from admin_users g where g.id = ${userId}
      union all
      select 'application:' || a.id::text || ':' || a.xmin::text
        from applications a where a.user_id = ${userId}
      union all
      select 'debt:' || d.id::text || ':' || d.xmin::text
        from debt_accounts d join applications a on a.id = d.application_id where a.user_id = ${userId}
      union all
      select 'details:' || f.id::text || ':' || f.xmin::text
        from account_details_forms f join applications a on a.id = f.application_id where a.user_id = ${userId}`;
  return fingerprintOf(db, parts, ["user:"]);
}

/**
 * The fingerprint of a page of Applications Management without a search (everything its loaders
 * read: the admin's users row, which holds their two-factor flag, and admin grant; the counts
 * per status the total comes from, migration 0017; the page's rows), or null unless `adminId`
 * is an admin's.
 */
export function applicationsPageFingerprint(
  db: Db,
  adminId: string,
  query: ApplicationsQuery,
): Promise<string | null> {
  const page = pageRowVersions(db, query);
  const parts = sql`
      select 'user:' || u.xmin::text as part from users u where u.id = ${adminId}
      union all
      select 'admin:' || g.xmin::text from admin_users g where g.id = ${adminId}
      union all
      select 'count:' || c.status || ':' || c.xmin::text from application_counts c
      union all
      select 'row:' || ${page.id}::text || ':' || ${page.xmin} from ${page}`;
  return fingerprintOf(db, parts, ["user:", "admin:"]);
}
