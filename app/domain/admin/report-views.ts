// The monthly reports as the page and the CSV files show them (issue 45): every month of the
// window, those with nothing included as zero, amounts exact to the cent from whole cents, and one
// bar per month for the server-drawn charts (decision 51). Pure: the figures come from
// app/server/models/reports/monthly-figures.server.ts.
import { formatCents, formatCount } from "../format.ts";
import { centsToDecimal } from "../money.ts";
import { monthLabel } from "./dashboard.ts";
import type { ReportMonths, ReportWindow } from "./reports.ts";

/** What the database summed for one month: how many entries and their amount (positive cents). */
export interface MonthSum {
  month: string;
  count: number;
  cents: bigint;
}

/** The refunds falling due in one month, by what became of them on the report's day. */
export interface RefundMonthFigures {
  month: string;
  due: number;
  dueCents: bigint;
  /** Completed on or before the day it was due (the company's calendar). */
  onTime: number;
  /** Completed after it. */
  late: number;
  /** Not completed yet (requested or sent). */
  open: number;
  /** Not completed and past the day it was due. */
  overdue: number;
  overdueCents: bigint;
}

export interface Tally {
  count: number;
  cents: bigint;
}

/** What the database reads for the reports page and files. */
export interface ReportFigures {
  window: ReportWindow;
  /** Months with fees only; the views fill the others with zero. */
  fees: MonthSum[];
  cleared: MonthSum[];
  returned: MonthSum[];
  refunds: RefundMonthFigures[];
  /** Every refund not completed, whatever its month: not yet due, and past its due day. */
  openRefunds: { notDue: Tally; overdue: Tally };
}

/** One bar of a chart: the month, its height, and the exact figure (MonthlyBarChartPlot's ChartBar). */
export interface ReportBar {
  label: string;
  value: number;
  text: string;
}

const ZERO: Tally = { count: 0, cents: 0n };
const tallyText = (tally: Tally) => ({ count: formatCount(tally.count), amount: formatCents(tally.cents) });
/** Dollars for a bar's height only: the exact amount is its text. */
const dollars = (cents: bigint) => Number(cents) / 100;

function byMonth<T extends { month: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.month, row]));
}

function sumOf(tallies: readonly Tally[]): Tally {
  return tallies.reduce((total, t) => ({ count: total.count + t.count, cents: total.cents + t.cents }), ZERO);
}

// ---- Fees earned ------------------------------------------------------------------------------

export interface FeesMonthView {
  key: string;
  label: string;
  count: string;
  amount: string;
}

export interface FeesReportView {
  rows: FeesMonthView[];
  total: { count: string; amount: string };
  bars: ReportBar[];
}

export function feesReportView(figures: ReportFigures): FeesReportView {
  const found = byMonth(figures.fees);
  const months = figures.window.months.map((month) => ({ month, tally: found.get(month) ?? ZERO }));
  return {
    rows: months.map(({ month, tally }) => ({ key: month, label: monthLabel(month), ...tallyText(tally) })),
    total: tallyText(sumOf(months.map(({ tally }) => tally))),
    bars: months.map(({ month, tally }) => ({
      label: monthLabel(month),
      value: dollars(tally.cents),
      text: formatCents(tally.cents),
    })),
  };
}

// ---- Refunds due and overdue ------------------------------------------------------------------

export interface RefundsMonthView {
  key: string;
  label: string;
  due: string;
  amount: string;
  onTime: string;
  late: string;
  open: string;
  overdue: string;
  /** Some refund of this month is past its due day and not completed: said in words too. */
  hasOverdue: boolean;
}

export interface RefundsReportView {
  /** The figures above the table: every open refund, whatever its month. */
  notDue: { count: string; amount: string };
  overdue: { count: string; amount: string };
  anyOverdue: boolean;
  rows: RefundsMonthView[];
  total: Omit<RefundsMonthView, "key" | "label" | "hasOverdue">;
  bars: ReportBar[];
}

const emptyRefundMonth = (month: string): RefundMonthFigures => ({
  month,
  due: 0,
  dueCents: 0n,
  onTime: 0,
  late: 0,
  open: 0,
  overdue: 0,
  overdueCents: 0n,
});

function refundCells(row: RefundMonthFigures) {
  return {
    due: formatCount(row.due),
    amount: formatCents(row.dueCents),
    onTime: formatCount(row.onTime),
    late: formatCount(row.late),
    open: formatCount(row.open),
    overdue: formatCount(row.overdue),
  };
}

/** The months' refunds added up, for the total row and the file's checks. */
function refundTotal(rows: readonly RefundMonthFigures[]): RefundMonthFigures {
  return rows.reduce(
    (total, row) => ({
      month: "",
      due: total.due + row.due,
      dueCents: total.dueCents + row.dueCents,
      onTime: total.onTime + row.onTime,
      late: total.late + row.late,
      open: total.open + row.open,
      overdue: total.overdue + row.overdue,
      overdueCents: total.overdueCents + row.overdueCents,
    }),
    emptyRefundMonth(""),
  );
}

function refundMonths(figures: ReportFigures): RefundMonthFigures[] {
  const found = byMonth(figures.refunds);
  return figures.window.refundMonths.map((month) => found.get(month) ?? emptyRefundMonth(month));
}

export function refundsReportView(figures: ReportFigures): RefundsReportView {
  const months = refundMonths(figures);
  return {
    notDue: tallyText(figures.openRefunds.notDue),
    overdue: tallyText(figures.openRefunds.overdue),
    anyOverdue: figures.openRefunds.overdue.count > 0,
    rows: months.map((row) => ({
      key: row.month,
      label: monthLabel(row.month),
      ...refundCells(row),
      hasOverdue: row.overdue > 0,
    })),
    total: refundCells(refundTotal(months)),
    bars: months.map((row) => ({
      label: monthLabel(row.month),
      value: dollars(row.dueCents),
      text: formatCents(row.dueCents),
    })),
  };
}

// ---- Deposits cleared and returned ------------------------------------------------------------

export interface DepositsMonthView {
  key: string;
  label: string;
  cleared: string;
  clearedAmount: string;
  returned: string;
  returnedAmount: string;
  /** "2.5%" of the month's cleared deposits came back; "—" when none cleared. */
  returnRate: string;
}

export interface DepositsReportView {
  rows: DepositsMonthView[];
  total: Omit<DepositsMonthView, "key" | "label">;
  clearedBars: ReportBar[];
  returnedBars: ReportBar[];
}

/** `part` of `whole` as a percent to one decimal ("2.5%"), "—" of nothing. */
export function shareText(part: number, whole: number): string {
  if (whole <= 0) return "—";
  return `${(Math.round((part * 1000) / whole) / 10).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

function depositCells(cleared: Tally, returned: Tally) {
  return {
    cleared: formatCount(cleared.count),
    clearedAmount: formatCents(cleared.cents),
    returned: formatCount(returned.count),
    returnedAmount: formatCents(returned.cents),
    returnRate: shareText(returned.count, cleared.count),
  };
}

function depositMonths(figures: ReportFigures) {
  const cleared = byMonth(figures.cleared);
  const returned = byMonth(figures.returned);
  return figures.window.months.map((month) => ({
    month,
    cleared: cleared.get(month) ?? ZERO,
    returned: returned.get(month) ?? ZERO,
  }));
}

export function depositsReportView(figures: ReportFigures): DepositsReportView {
  const months = depositMonths(figures);
  const bar = (month: string, tally: Tally): ReportBar => ({
    label: monthLabel(month),
    value: dollars(tally.cents),
    text: `${formatCents(tally.cents)} (${formatCount(tally.count)})`,
  });
  return {
    rows: months.map((row) => ({
      key: row.month,
      label: monthLabel(row.month),
      ...depositCells(row.cleared, row.returned),
    })),
    total: depositCells(sumOf(months.map((row) => row.cleared)), sumOf(months.map((row) => row.returned))),
    clearedBars: months.map((row) => bar(row.month, row.cleared)),
    returnedBars: months.map((row) => bar(row.month, row.returned)),
  };
}

export interface ReportsView {
  months: number;
  fees: FeesReportView;
  refunds: RefundsReportView;
  deposits: DepositsReportView;
}

export function reportsView(figures: ReportFigures): ReportsView {
  return {
    months: figures.window.months.length,
    fees: feesReportView(figures),
    refunds: refundsReportView(figures),
    deposits: depositsReportView(figures),
  };
}

/** The page's data: the reports, or the message said in their place when they could not be read. */
export type ReportsPageData =
  | { ok: true; months: ReportMonths; view: ReportsView }
  | { ok: false; months: ReportMonths; message: string };

// ---- The CSV files ----------------------------------------------------------------------------
// One record per month, oldest first: the month as "2026-12" and amounts as plain positive
// decimals, so a spreadsheet reads numbers (a leading minus would be quoted as text by the
// writer's formula guard).

export const REPORT_CSV_COLUMNS = {
  fees: ["Month", "Fees charged", "Fees earned"],
  refunds: [
    "Month due",
    "Refunds due",
    "Amount due",
    "Completed on time",
    "Completed late",
    "Still open",
    "Overdue now",
    "Amount overdue",
  ],
  deposits: ["Month", "Deposits cleared", "Amount cleared", "Deposits returned", "Amount returned"],
} as const;

export function reportCsvRecords(
  report: keyof typeof REPORT_CSV_COLUMNS,
  figures: ReportFigures,
): string[][] {
  if (report === "fees") {
    const found = byMonth(figures.fees);
    return figures.window.months.map((month) => {
      const tally = found.get(month) ?? ZERO;
      return [month, String(tally.count), centsToDecimal(tally.cents)];
    });
  }
  if (report === "refunds") {
    return refundMonths(figures).map((row) => [
      row.month,
      String(row.due),
      centsToDecimal(row.dueCents),
      String(row.onTime),
      String(row.late),
      String(row.open),
      String(row.overdue),
      centsToDecimal(row.overdueCents),
    ]);
  }
  return depositMonths(figures).map((row) => [
    row.month,
    String(row.cleared.count),
    centsToDecimal(row.cleared.cents),
    String(row.returned.count),
    centsToDecimal(row.returned.cents),
  ]);
}
