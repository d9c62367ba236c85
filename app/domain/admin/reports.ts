// The back office's reports (issue 45; decisions.md, "The operator's month"): fees earned, refunds
// due and overdue, deposits cleared and returned, each by month, and the fee compliance export.
// The months are the company's calendar (US Eastern): the ledger's bank days and the refunds' due
// days are days of that calendar already, so a month is the first seven characters of a day.
// Pure: the page, its files and the tests share these words, addresses and windows.

/** The monthly reports, in the page's order; each is also a CSV file. */
export const MONTHLY_REPORTS = ["fees", "refunds", "deposits"] as const;
export type MonthlyReport = (typeof MONTHLY_REPORTS)[number];

/** How far back the page and its files reach, in months (the current one included). */
export const REPORT_MONTH_CHOICES = [12, 24] as const;
export type ReportMonths = (typeof REPORT_MONTH_CHOICES)[number];
export const DEFAULT_REPORT_MONTHS: ReportMonths = 12;

export const REPORTS_PATH = "/admin/reports";
export const FEE_COMPLIANCE_PATH = "/admin/reports/fee-compliance.csv";

/** `?months=24` is the longer window; anything else (absent, "7", "abc") is the default. */
export function readReportMonths(params: URLSearchParams): ReportMonths {
  const asked = Number(params.get("months"));
  return REPORT_MONTH_CHOICES.find((choice) => choice === asked) ?? DEFAULT_REPORT_MONTHS;
}

/** "fees.csv" → "fees"; any other file name is no report. */
export function monthlyReportOf(file: string | undefined): MonthlyReport | null {
  const name = /^([a-z]+)\.csv$/.exec(file ?? "")?.[1];
  return MONTHLY_REPORTS.find((report) => report === name) ?? null;
}

export const reportPageHref = (months: ReportMonths) =>
  months === DEFAULT_REPORT_MONTHS ? REPORTS_PATH : `${REPORTS_PATH}?months=${months}`;

export const reportCsvHref = (report: MonthlyReport, months: ReportMonths) =>
  `${REPORTS_PATH}/${report}.csv?months=${months}`;

/** The downloaded file's name: "fees-by-month-2026-12-06.csv" (the company's day). */
export function reportFileName(report: MonthlyReport | "fee-compliance", today: string): string {
  return report === "fee-compliance" ? `fee-compliance-${today}.csv` : `${report}-by-month-${today}.csv`;
}

/** The month after "2026-12": "2027-01". */
export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 12
    ? `${String(year + 1).padStart(4, "0")}-01`
    : `${String(year).padStart(4, "0")}-${String(number + 1).padStart(2, "0")}`;
}

/** The month before "2027-01": "2026-12". */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 1
    ? `${String(year - 1).padStart(4, "0")}-12`
    : `${String(year).padStart(4, "0")}-${String(number - 1).padStart(2, "0")}`;
}

/** `count` months ending with `today`'s month ("2026-12-06"), oldest first. */
export function monthsEndingAt(today: string, count: number): string[] {
  const months = [today.slice(0, 7)];
  while (months.length < count) months.unshift(previousMonth(months[0] as string));
  return months;
}

export interface ReportWindow {
  /** The company's day the reports are read on ("2026-12-06"). */
  today: string;
  /** Fees and deposits: the last `count` months, this one included, oldest first. */
  months: string[];
  /**
   * Refunds by the month they are due: the same months and the next, since a refund asked for
   * at the end of a month falls due in the next (7 business days).
   */
  refundMonths: string[];
}

export function reportWindow(today: string, count: ReportMonths): ReportWindow {
  const months = monthsEndingAt(today, count);
  return { today, months, refundMonths: [...months, nextMonth(months.at(-1) as string)] };
}

/** The page's words. */
export const REPORT_WORDS = {
  title: "Reports",
  intro:
    "Figures from the ledger and the refunds, by month of the company's calendar (US Eastern). A deposit, a fee or a returned deposit counts in the month of its bank day; a refund in the month it is due.",
  period: "Period",
  lastMonths: (months: number) => `Last ${months} months`,
  downloadCsv: "Download CSV",
  downloadCsvOf: (title: string) => `Download ${title} (CSV)`,
  loadFailed: "The reports could not be loaded. Please try again.",
  tryAgain: "Try again",
  total: "Total",
  month: "Month",
  chartNote: "The chart draws the figures of the table below.",
  fees: {
    title: "Fees earned",
    caption: (months: number) => `Fees earned by month, last ${months} months`,
    count: "Fees charged",
    amount: "Fees earned",
  },
  refunds: {
    title: "Refunds due and overdue",
    caption: (months: number) => `Refunds by the month they are due, last ${months} months and next month`,
    chartTitle: "Refunds due",
    openDue: "Open, not yet due",
    overdue: "Overdue now",
    due: "Refunds due",
    amount: "Amount due",
    onTime: "Completed on time",
    late: "Completed late",
    open: "Still open",
    overdueNow: "Overdue now",
    listLink: "Pay the refunds still open on the Money page",
  },
  deposits: {
    title: "Deposits cleared and returned",
    caption: (months: number) => `Deposits cleared and returned by month, last ${months} months`,
    clearedTitle: "Deposits cleared",
    returnedTitle: "Deposits returned",
    cleared: "Cleared",
    clearedAmount: "Amount cleared",
    returned: "Returned",
    returnedAmount: "Amount returned",
    returnRate: "Returned of cleared",
  },
  compliance: {
    title: "Fee compliance export",
    body: "Every fee charged, with its settlement, the customer's approval (time, typed name, the SHA-256 of the terms approved) and the first cleared payment to the creditor under it: the rows a regulator asks for under the Telemarketing Sales Rule (16 CFR 310.4(a)(5)(i)). Each row says whether the order held: approval, then payment, then fee.",
    download: "Download the fee compliance export (CSV)",
  },
} as const;
