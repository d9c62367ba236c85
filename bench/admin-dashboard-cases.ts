// The admin dashboard's numbers for bench/admin-applications.ts: the app's own
// findAdminDashboardStats when app/server/models/admin-dashboard.server.ts exists, and
// always a stand-in of the same shape (counts, sums and the last six months' buckets in one
// query) that checks the indexes such a query can use. The table names which is which.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../app/server/db.server.ts";
import type { Case } from "./admin-applications-measure.ts";

type StatsFunction = (db: Db, options: { now: Date }) => Promise<unknown>;

/** The spec's four cards and two charts (product-spec section 2, Dashboard), in one statement. */
export function dashboardStandIn(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.execute(sql`
    with totals as (
      select count(*) applications, coalesce(sum(debt_amount), 0) total_debt,
        count(*) filter (where status = 'pending') pending,
        count(*) filter (where status = 'approved') approved
      from applications
    ), months as (
      select generate_series(date_trunc('month', ${at}) - interval '5 months', date_trunc('month', ${at}),
        interval '1 month') as month
    ), monthly as (
      select date_trunc('month', created_at) as month, count(*) applications, sum(debt_amount) debt
      from applications
      where created_at >= date_trunc('month', ${at}) - interval '5 months' and created_at < ${at}
      group by 1
    )
    select (select count(*) from users) total_users, totals.*,
      (select json_agg(json_build_object('month', months.month, 'applications', coalesce(monthly.applications, 0),
        'debt', coalesce(monthly.debt, 0)) order by months.month)
       from months left join monthly using (month)) monthly
    from totals`);
}

export async function dashboardCases(database: Database, rootDir: string): Promise<Case[]> {
  const now = new Date();
  const cases: Case[] = [
    {
      name: "dashboard stand-in (one query)",
      call: (db) => dashboardStandIn(db, now),
      found: () => "stand-in",
    },
  ];
  const file = path.join(rootDir, "app/server/models/admin-dashboard.server.ts");
  if (!fs.existsSync(file)) {
    process.stdout.write(
      "findAdminDashboardStats: skipped, app/server/models/admin-dashboard.server.ts is absent\n",
    );
    return cases;
  }
  // A path in a variable: the module may not exist on this branch, so no static import.
  const module = (await import(pathToFileURL(file).href)) as { findAdminDashboardStats?: StatsFunction };
  const stats = module.findAdminDashboardStats;
  if (!stats) {
    process.stdout.write("findAdminDashboardStats: skipped, not exported by admin-dashboard.server.ts\n");
    return cases;
  }
  await stats(database.db, { now }); // fails here, not in the middle of the table
  return [
    { name: "findAdminDashboardStats", call: (db) => stats(db, { now }), found: () => "app" },
    ...cases,
  ];
}
