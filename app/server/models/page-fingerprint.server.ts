import { sql } from "drizzle-orm";
import type { Db } from "../db.server.ts";

// What a customer's dashboard shows, summed up in one value (docs/decisions/0036): it changes
// whenever a row the page reads is written, whoever writes it and on whichever node, so a page
// rendered for one value may be served again while the value stays the same.
//
// Each row carries `xmin`, the transaction that wrote this version of it: every insert or
// update gives the row a new one, and a delete removes the row from the list. The value reads
// the person's users row, their admin grant, their applications and those applications' debt
// accounts and account details forms (everything dashboard-data.server.ts reads), and needs no
// trigger, no counter to keep up and no write of its own.

/** The fingerprint of the rows a customer's dashboard is made of, or null for an unknown user. */
export async function dashboardFingerprint(db: Db, userId: string): Promise<string | null> {
  const { rows } = (await db.execute(sql`
    select md5(string_agg(part, ',' order by part)) as fingerprint from (
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
        from account_details_forms f join applications a on a.id = f.application_id where a.user_id = ${userId}
    ) parts
    having bool_or(part like 'user:%')`)) as unknown as { rows: { fingerprint: string }[] };
  return rows[0]?.fingerprint ?? null;
}
