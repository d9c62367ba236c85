import { sql } from "drizzle-orm";
import type { MonthSum } from "#app/domain/admin/report-views.ts";
import { nextMonth, type ReportWindow } from "#app/domain/admin/reports.ts";
import type { Db } from "../../db.server.ts";

// The ledger's months as the reports read them (issue 45): ledger_month_totals, kept by the ledger's
// own statement trigger (migration 0034), a few rows per month and kind instead of every entry (at
// 100,000 customers, 1.2 million deposits a year: summing the entries took 0.6-1 s on PostgreSQL,
// bench/reports.ts). Each posting statement adds its own rows, so a busy month gathers many: when a
// read finds more than FOLD_AT, the rows of each month and kind are folded into one, in one
// statement (a row added meanwhile by a posting this statement does not see stays as it is).

/** More rows than this in a report's window, and they are folded after the read. */
export const FOLD_AT = 2_000;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

interface Row {
  month: string;
  kind: string;
  entries: string;
  cents: string;
  pieces: number;
}

export interface LedgerMonths {
  fees: MonthSum[];
  cleared: MonthSum[];
  returned: MonthSum[];
}

/** Fees, deposits and returned deposits of the window by month, amounts positive (the kind fixes the sign). */
export async function findLedgerMonths(db: Db, window: ReportWindow): Promise<LedgerMonths> {
  const from = `${window.months[0]}-01`;
  const until = `${nextMonth(window.months.at(-1) as string)}-01`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select to_char(t.month, 'YYYY-MM') as month, t.kind, sum(t.entries)::text as entries,
             abs(sum(t.cents))::text as cents, count(*)::int as pieces
      from ledger_month_totals t
      where t.kind in ('fee', 'deposit', 'returned_deposit')
        and t.month >= ${from}::date and t.month < ${until}::date
      group by 1, 2
      order by 1, 2`),
  );
  if (rows.reduce((total, row) => total + row.pieces, 0) > FOLD_AT) await foldLedgerMonthTotals(db);
  const of = (kind: string): MonthSum[] =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ month: row.month, count: Number(row.entries), cents: BigInt(row.cents) }));
  return { fees: of("fee"), cleared: of("deposit"), returned: of("returned_deposit") };
}

/**
 * Folds the rows of each month and kind into one: the rows this statement sees are deleted and their
 * sums added back in the same statement, so a reader sees the rows before or after, never between;
 * a second fold at the same moment waits for the first, then finds its rows gone.
 */
export async function foldLedgerMonthTotals(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from ledger_month_totals
      where (month, kind) in (select month, kind from ledger_month_totals group by 1, 2 having count(*) > 1)
      returning month, kind, entries, cents
    )
    insert into ledger_month_totals (month, kind, entries, cents)
    select month, kind, sum(entries), sum(cents) from folded group by 1, 2`);
}
