// The admin Dashboard (spec section 2, "Admin area"; section 9): four stat cards and two bar
// charts of the last 6 calendar months, shaped here from the database's figures into text
// ready to show, so the browser receives no raw amount.
import { formatCents } from "../format.ts";
import { centsOf } from "../money.ts";
import { calendarMonthIn } from "../time-zone.ts";

/** Spec section 9: "Dashboard shows the last 6 months" (the current one included). */
export const DASHBOARD_MONTHS = 6;

/** The spec's words. */
export const DASHBOARD_LABELS = {
  title: "Admin Dashboard",
  totalUsers: "Total Users",
  totalDebt: "Total Debt",
  pendingApplications: "Pending Applications",
  approvalRate: "Approval Rate",
  monthlyApplications: "Monthly Applications",
  monthlyDebt: "Monthly Debt Amount",
} as const;

/** The caption of a chart's table of figures: "Monthly Applications, last 6 months". */
export const chartCaption = (title: string) => `${title}, last ${DASHBOARD_MONTHS} months`;

/** Shown in place of the figures when they could not be read (the spec has no words for it). */
export const DASHBOARD_LOAD_FAILED = "The dashboard figures could not be loaded. Please try again.";

/** One calendar month: its key "2026-06" (in the admin's zone) and what the database counted in it. */
export interface MonthFigures {
  month: string;
  applications: number;
  /** Sum of the month's debt amounts, an exact decimal ("1234.50"). */
  debt: string;
}

/** What the database reads for the dashboard (app/server/models/application/admin-stats.server.ts). */
export interface AdminDashboardFigures {
  users: number;
  applications: number;
  pending: number;
  approved: number;
  /** Sum of every application's debt amount, an exact decimal ("1234.50"). */
  totalDebt: string;
  /** The last DASHBOARD_MONTHS months, oldest first, months with nothing included as 0. */
  months: MonthFigures[];
}

export interface DashboardWindow {
  /** "2026-01" … "2026-06", oldest first: calendar months in the admin's zone. */
  months: string[];
}

/**
 * The calendar months the charts show at `now`: the admin's current month in their `timeZone`
 * (decisions.md, "Dates and language") and the five before. The database finds where each month
 * begins and ends in that zone (admin-stats.server.ts).
 */
export function dashboardWindow(now: Date, timeZone: string, count = DASHBOARD_MONTHS): DashboardWindow {
  const [year = 0, month = 1] = calendarMonthIn(now, timeZone).split("-").map(Number);
  const months = Array.from({ length: count }, (_, i) => {
    // Counted from the 1st in UTC arithmetic: only the year and month are read.
    const first = new Date(Date.UTC(year, month - count + i, 1));
    return `${String(first.getUTCFullYear()).padStart(4, "0")}-${String(first.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  return { months };
}

/**
 * Approved over all applications as a whole percent, halves rounded up (spec section 9:
 * "rounded to a whole percent"): integer arithmetic, so 1 of 8 (12.5%) is 13% and never 12%
 * through a float's error. No applications: 0%.
 */
export function approvalRatePercent(approved: number, total: number): number {
  if (!Number.isSafeInteger(approved) || !Number.isSafeInteger(total) || approved < 0 || approved > total) {
    throw new RangeError("approved must be a whole number from 0 to total");
  }
  if (total === 0) return 0;
  // round(100a/t) = floor((200a + t) / 2t), exact while 200a + t is a safe integer.
  return Math.floor((200 * approved + total) / (2 * total));
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-06" → "Jun 2026". */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`not a month key: ${JSON.stringify(key)}`);
  return MONTH_LABEL.format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}

const wholeNumber = (n: number) => n.toLocaleString("en-US");

export interface StatCardView {
  label: string;
  value: string;
}

export interface MonthBarView {
  /** "2026-06". */
  key: string;
  /** "Jun 2026". */
  label: string;
  applications: number;
  applicationsText: string;
  /** The month's debt in dollars, for the bar's height only: the exact amount is debtText. */
  debtDollars: number;
  debtText: string;
}

export interface AdminDashboardView {
  cards: StatCardView[];
  months: MonthBarView[];
}

/** The dashboard as shown: the four cards in the spec's order, then one bar per month. */
export function adminDashboardView(figures: AdminDashboardFigures): AdminDashboardView {
  const L = DASHBOARD_LABELS;
  return {
    cards: [
      { label: L.totalUsers, value: wholeNumber(figures.users) },
      { label: L.totalDebt, value: formatCents(centsOf(figures.totalDebt)) },
      { label: L.pendingApplications, value: wholeNumber(figures.pending) },
      { label: L.approvalRate, value: `${approvalRatePercent(figures.approved, figures.applications)}%` },
    ],
    months: figures.months.map(({ month, applications, debt }) => {
      const cents = centsOf(debt);
      return {
        key: month,
        label: monthLabel(month),
        applications,
        applicationsText: wholeNumber(applications),
        debtDollars: Number(cents) / 100,
        debtText: formatCents(cents),
      };
    }),
  };
}
