import { sql } from "drizzle-orm";
import { type AdminDashboardFigures, dashboardWindow } from "#app/domain/admin/dashboard.ts";
import type { Db } from "../../db.server.ts";

// The admin Dashboard's figures (spec section 2; section 9: the last 6 months), in one query.
//
// Which applications count: all of them, whatever their status, including declined and
// cancelled ones and those whose login was deleted (kept for the record, decisions.md). The
// spec's approval rate is "approved over total", so the total is every application and
// "approved" is status 'approved' (an application stays 'approved' through enrollment,
// negotiations and completion). Total Debt is the sum of every application's debt amount;
// Total Users counts every row of `users`, admins included.
//
// The plan: applications is read once. Each row is put in a bucket, its month in the admin's
// time zone (decisions.md, "Dates and language") when it falls
// in the window and one bucket for everything older (or newer), and the buckets are summed
// (a few rows); the totals are the sum of the buckets and the months are generate_series
// left-joined to them, so a month with nothing shows as 0. The CTE is used twice, so
// PostgreSQL computes it once. Reading every row is what the totals need anyway (no index
// holds the debt amounts), so the month figures cost no second scan.

interface Row extends Record<string, unknown> {
  month: string;
  month_applications: number;
  month_debt: string;
  users: number;
  applications: number;
  pending: number;
  approved: number;
  total_debt: string;
}

export interface AdminDashboardOptions {
  /** The moment whose month (in `timeZone`) is the last one shown. */
  now: Date;
  /** The admin's IANA zone: the months are their calendar months. */
  timeZone: string;
}

/** Totals and the last 6 calendar months (in the admin's zone), zero-filled, read in one statement. */
export async function findDashboardStatsForAdmin(
  db: Db,
  { now, timeZone }: AdminDashboardOptions,
): Promise<AdminDashboardFigures> {
  const window = dashboardWindow(now, timeZone);
  const first = `${window.months[0]}-01`;
  const last = `${window.months.at(-1)}-01`;
  // Where the window begins and ends in the admin's zone (a local time `at time zone` is a moment).
  const start = sql`(${first}::timestamp at time zone ${timeZone})`;
  const end = sql`((${last}::timestamp + interval '1 month') at time zone ${timeZone})`;
  // Counts are cast to int and sums to text: both drivers then return the same JavaScript
  // types (a bigint count or a numeric would come back as a string from pg), and no cent is lost.
  const result = (await db.execute(sql`
    with buckets as (
      select
        case when a.created_at >= ${start} and a.created_at < ${end}
          then date_trunc('month', a.created_at at time zone ${timeZone}) end as month,
        count(*) as applications,
        count(*) filter (where a.status = 'pending') as pending,
        count(*) filter (where a.status = 'approved') as approved,
        sum(a.debt_amount) as debt
      from applications a
      group by 1
    ),
    totals as (
      select
        coalesce(sum(applications), 0)::int as applications,
        coalesce(sum(pending), 0)::int as pending,
        coalesce(sum(approved), 0)::int as approved,
        coalesce(sum(debt), 0.00)::text as total_debt
      from buckets
    )
    select
      to_char(m.month, 'YYYY-MM') as month,
      coalesce(b.applications, 0)::int as month_applications,
      coalesce(b.debt, 0.00)::text as month_debt,
      (select count(*) from users)::int as users,
      t.applications, t.pending, t.approved, t.total_debt
    from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 month') as m(month)
    cross join totals t
    left join buckets b on b.month = m.month
    order by m.month`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const head = rows[0];
  if (!head || rows.length !== window.months.length) {
    throw new Error(`the dashboard query returned ${rows.length} months`);
  }
  return {
    users: head.users,
    applications: head.applications,
    pending: head.pending,
    approved: head.approved,
    totalDebt: head.total_debt,
    months: rows.map((row) => ({
      month: row.month,
      applications: row.month_applications,
      debt: row.month_debt,
    })),
  };
}
