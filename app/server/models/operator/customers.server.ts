import { desc, eq, type SQL, sql } from "drizzle-orm";
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

/** The newest customers a search first tests one by one: a common word is found among them. */
const SEARCH_WINDOW = 200;

/** A statement's rows, whichever driver ran it. */
async function idsOf(db: Db, statement: SQL): Promise<string[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: { id: string }[] } | { id: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => row.id);
}

/**
 * The page's ids, in the list's order (one more than a page, to know there are more). Without a
 * search: the order's index, each customer checked for an application. With one, in two steps,
 * each exact: the newest SEARCH_WINDOW customers after the cursor are tested one by one in order (name,
 * e-mail, phone tokens, or a note through customer_notes_customer_idx), which finds a page at once
 * when the words are common; when fewer than a page match there, few match at all, and one union
 * of index scans (the name's and the e-mail's trigram indexes, the phone's tokens, the notes'
 * trigram index) finds them all, then they are put in order. (One OR over the users row cannot use
 * those indexes together: the planner then walks the whole list.)
 */
async function findPageIds(db: Db, cipher: DataCipher, query: CustomersQuery): Promise<string[]> {
  const limit = CUSTOMERS_PAGE_SIZE + 1;
  // Written out in SQL: inside a subquery drizzle names a column without its table.
  const hasApplications = sql`exists (select 1 from applications a where a.user_id = u.id)`;
  const after = query.after
    ? sql`and (u.created_at, u.id) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
    : sql``;
  if (!query.search) {
    return idsOf(
      db,
      sql`select u.id::text id from users u where ${hasApplications} ${after} order by u.created_at desc, u.id desc limit ${limit}`,
    );
  }
  const pattern = likePattern(query.search);
  const digits = phoneDigits(query.search);
  const phoneIds = digits ? sql`select id from users where ${phoneContains(cipher, digits)}` : null;
  const windowed = await idsOf(
    db,
    sql`select w.id::text id from (
        select u.id, u.created_at, u.first_name, u.last_name, u.email from users u
        where ${hasApplications} ${after} order by u.created_at desc, u.id desc limit ${SEARCH_WINDOW}
      ) w
      -- A lookup per customer on customer_notes_customer_idx, in the list's order, stopping at a
      -- page: as an EXISTS the planner would hash every note that matches (most, for a common word).
      left join lateral (
        select true hit from customer_notes n where n.customer_id = w.id and n.body ilike ${pattern} limit 1
      ) note on true
      where (w.first_name || ' ' || w.last_name) ilike ${pattern} or w.email ilike ${pattern}
        ${phoneIds ? sql`or w.id in (${phoneIds})` : sql``}
        or note.hit
      order by w.created_at desc, w.id desc limit ${limit}`,
  );
  if (windowed.length === limit) return windowed;
  // The matches' rows are then read by their primary key (a hash of the whole users table was the
  // planner's choice for a join).
  return idsOf(
    db,
    sql`with m as materialized (
        select u.id from users u where (u.first_name || ' ' || u.last_name) ilike ${pattern}
        union select u.id from users u where u.email ilike ${pattern}
        ${phoneIds ? sql`union ${phoneIds}` : sql``}
        union select n.customer_id from customer_notes n where n.body ilike ${pattern}
      )
      select u.id::text id from users u
      where u.id = any(array(select id from m)) and ${hasApplications} ${after}
      order by u.created_at desc, u.id desc limit ${limit}`,
  );
}

export async function findCustomersPage(db: Db, cipher: DataCipher, query: CustomersQuery) {
  const notePattern = query.search ? likePattern(query.search) : null;
  const pageIds = await findPageIds(db, cipher, query);
  if (pageIds.length === 0) return { rows: [], more: false };
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
    .where(sql`${users.id} = any(${`{${pageIds.join(",")}}`}::uuid[])`)
    .orderBy(desc(users.createdAt), desc(users.id));
  return { rows: rows.slice(0, CUSTOMERS_PAGE_SIZE), more: rows.length > CUSTOMERS_PAGE_SIZE };
}

export type CustomerListSource = Awaited<ReturnType<typeof findCustomersPage>>["rows"][number];
