import { sql } from "drizzle-orm";
import type { RefundMonthFigures, ReportFigures, Tally } from "#app/domain/admin/report-views.ts";
import { nextMonth, type ReportWindow } from "#app/domain/admin/reports.ts";
import { DEFAULT_TIME_ZONE } from "#app/domain/time-zone.ts";
import type { Db } from "../../db.server.ts";
import { findLedgerMonths } from "./ledger-month-totals.server.ts";

// The reports' figures (issue 45), in three statements whatever the number of customers:
// - the ledger's fees, deposits and returned deposits of the window by the month of their bank day,
//   from the ledger's own monthly totals (ledger-month-totals.server.ts);
// - the refunds due in the window by month, and every refund not completed (on
//   refunds_open_due_idx), each against the company's day.
// Counts are cast to int and sums to text, so both drivers return the same JavaScript types and no
// cent is lost. The months are the company's calendar (US Eastern): bank days and due days are
// days of it already; a refund's completion, a moment, is placed on it here.

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** The first day of `month` ("2026-12" → "2026-12-01"). */
const firstDay = (month: string) => `${month}-01`;

interface RefundRow {
  month: string;
  due: number;
  due_cents: string;
  on_time: number;
  late: number;
  open: number;
  overdue: number;
  overdue_cents: string;
}

interface OpenRow {
  not_due: number;
  not_due_cents: string;
  overdue: number;
  overdue_cents: string;
}

async function readRefundMonths(db: Db, window: ReportWindow): Promise<RefundMonthFigures[]> {
  const from = firstDay(window.refundMonths[0] as string);
  const until = firstDay(nextMonth(window.refundMonths.at(-1) as string));
  const completedDay = sql`(r.completed_at at time zone ${DEFAULT_TIME_ZONE})::date`;
  const overdue = sql`r.state <> 'completed' and r.due_on < ${window.today}::date`;
  const rows = rowsOf<RefundRow>(
    await db.execute(sql`
      select to_char(r.due_on, 'YYYY-MM') as month,
             count(*)::int as due,
             sum(r.amount_cents)::text as due_cents,
             (count(*) filter (where r.state = 'completed' and ${completedDay} <= r.due_on))::int as on_time,
             (count(*) filter (where r.state = 'completed' and ${completedDay} > r.due_on))::int as late,
             (count(*) filter (where r.state <> 'completed'))::int as open,
             (count(*) filter (where ${overdue}))::int as overdue,
             coalesce(sum(r.amount_cents) filter (where ${overdue}), 0)::text as overdue_cents
      from refunds r
      where r.due_on >= ${from}::date and r.due_on < ${until}::date
      group by 1
      order by 1`),
  );
  return rows.map((row) => ({
    month: row.month,
    due: row.due,
    dueCents: BigInt(row.due_cents),
    onTime: row.on_time,
    late: row.late,
    open: row.open,
    overdue: row.overdue,
    overdueCents: BigInt(row.overdue_cents),
  }));
}

/**
 * Every refund not completed, whatever month it is due in: those not yet due and those past it.
 * The condition is its partial index's predicate (refunds_open_due_idx), written out.
 */
async function readOpenRefunds(db: Db, today: string): Promise<ReportFigures["openRefunds"]> {
  const [row] = rowsOf<OpenRow>(
    await db.execute(sql`
      select (count(*) filter (where r.due_on >= ${today}::date))::int as not_due,
             coalesce(sum(r.amount_cents) filter (where r.due_on >= ${today}::date), 0)::text as not_due_cents,
             (count(*) filter (where r.due_on < ${today}::date))::int as overdue,
             coalesce(sum(r.amount_cents) filter (where r.due_on < ${today}::date), 0)::text as overdue_cents
      from refunds r
      where r.state <> 'completed'`),
  );
  const tally = (count: number | undefined, cents: string | undefined): Tally => ({
    count: count ?? 0,
    cents: BigInt(cents ?? "0"),
  });
  return {
    notDue: tally(row?.not_due, row?.not_due_cents),
    overdue: tally(row?.overdue, row?.overdue_cents),
  };
}

/** The reports' figures for `window` (the company's day and months: reportWindow). */
export async function findReportFigures(db: Db, window: ReportWindow): Promise<ReportFigures> {
  const [ledger, refunds, openRefunds] = await Promise.all([
    findLedgerMonths(db, window),
    readRefundMonths(db, window),
    readOpenRefunds(db, window.today),
  ]);
  return { window, ...ledger, refunds, openRefunds };
}
