import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomersQuery,
  likePattern,
  phoneDigits,
} from "#app/domain/admin/customers-query.ts";
import { applications, customerNotes, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { phoneContains } from "../user/phone.server.ts";

// The customer list (issue 45): users with at least one application, newest first on
// users_created_at_id_idx, a page at a time by keyset (the last row's time and id); searched by
// name or e-mail (their trigram indexes), phone (its search tokens, the data being encrypted) or
// the text of a note or call (customer_notes_body_trgm_idx). The page's ids are found first, on
// the order alone, then their rows and what is read beside each (latest application, account,
// open tasks, last note).

// Written out: inside a subquery drizzle names a column without its table, and "id" would be the
// subquery's own.
const hasApplications = sql`exists (select 1 from applications a where a.user_id = "users"."id")`;

/**
 * The users a search finds, as one union of index scans: the name's and the e-mail's trigram
 * indexes, the phone's search tokens, and the notes' trigram index. (One OR over the users row
 * cannot use them together: the planner then walks the whole list filtering each row.)
 */
function searchCondition(
  cipher: DataCipher,
  search: string,
): { where: SQL | undefined; notePattern: string | null } {
  if (!search) return { where: undefined, notePattern: null };
  const pattern = likePattern(search);
  const digits = phoneDigits(search);
  const phone = digits ? sql` union select id from users where ${phoneContains(cipher, digits)}` : sql``;
  return {
    where: sql`"users"."id" in (
      select u.id from users u where (u.first_name || ' ' || u.last_name) ilike ${pattern}
      union select u.id from users u where u.email ilike ${pattern}${phone}
      union select n.customer_id from customer_notes n where n.body ilike ${pattern})`,
    notePattern: pattern,
  };
}

export async function findCustomersPage(db: Db, cipher: DataCipher, query: CustomersQuery) {
  const { where: matches, notePattern } = searchCondition(cipher, query.search);
  const after = query.after
    ? sql`(${users.createdAt}, ${users.id}) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
    : undefined;
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(and(hasApplications, matches, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PAGE_SIZE + 1);
  const latest = db
    .select({
      applicationId: sql<string>`${applications.id}`.as("latest_id"),
      status: applications.status,
      enrollmentStatus: applications.enrollmentStatus,
      isComplete: applications.isComplete,
    })
    .from(applications)
    .where(eq(applications.userId, users.id))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1)
    .as("latest");
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      status: latest.status,
      enrollmentStatus: latest.enrollmentStatus,
      isComplete: latest.isComplete,
      balanceCents: sql<
        string | null
      >`(select d.balance_cents::text from dedicated_accounts d where d.application_id = "latest"."latest_id")`,
      openTasks: sql<number>`(select count(*)::int from admin_tasks t where t.customer_id = "users"."id" and t.status = 'open')`,
      lastNoteAt:
        sql<Date | null>`(select max(n.created_at) from customer_notes n where n.customer_id = "users"."id")`.mapWith(
          customerNotes.createdAt,
        ),
      matchedNote: notePattern
        ? sql<
            string | null
          >`(select n.body from customer_notes n where n.customer_id = "users"."id" and n.body ilike ${notePattern} order by n.created_at desc limit 1)`
        : sql<string | null>`null`,
    })
    .from(users)
    .leftJoinLateral(latest, sql`true`)
    .where(sql`${users.id} = any(array(${pageIds}))`)
    .orderBy(desc(users.createdAt), desc(users.id));
  return { rows: rows.slice(0, CUSTOMERS_PAGE_SIZE), more: rows.length > CUSTOMERS_PAGE_SIZE };
}

export type CustomerListSource = Awaited<ReturnType<typeof findCustomersPage>>["rows"][number];
