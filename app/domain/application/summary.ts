// The dashboard's financial summary (spec section 9): total debt, potential savings at the
// programme's estimated rate ('Est. 40% average'), net result (debt minus savings) and
// projected completion, over the applications that are not declined or cancelled.
import { APPLICATION_STATUSES, type ApplicationStatus } from "../enums.ts";
import { percentOfCents } from "../money.ts";
import { ESTIMATED_SAVINGS_PERCENT, PROGRAM } from "../program.ts";
import { addMonthsUtc } from "./months.ts";

/** Left out of the summary: a declined or cancelled application will not be enrolled. */
export const SUMMARY_EXCLUDED_STATUSES = [
  "declined",
  "cancelled",
] as const satisfies readonly ApplicationStatus[];

export const SUMMARY_COUNTED_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => !(SUMMARY_EXCLUDED_STATUSES as readonly string[]).includes(status),
);

export function isCountedInSummary(status: ApplicationStatus): boolean {
  return SUMMARY_COUNTED_STATUSES.includes(status);
}

export interface SavingsEstimate {
  debtCents: bigint;
  /** ESTIMATED_SAVINGS_PERCENT of the debt, to the nearest cent. */
  savingsCents: bigint;
  /** Debt minus savings: savings + net always equals the debt exactly. */
  netCents: bigint;
}

export function estimateSavings(debtCents: bigint): SavingsEstimate {
  const savingsCents = percentOfCents(debtCents, ESTIMATED_SAVINGS_PERCENT);
  return { debtCents, savingsCents, netCents: debtCents - savingsCents };
}

/** Projected completion of one application: 36 months after it was submitted. */
export function projectedCompletion(submittedAt: Date): Date {
  return addMonthsUtc(submittedAt, PROGRAM.projectedMonths);
}

/** What the database adds up over the counted applications (sums in SQL). */
export interface SummaryTotals {
  applicationCount: number;
  debtCents: bigint;
  /** The newest submission among them; null when none is counted. */
  latestSubmittedAt: Date | null;
}

export interface FinancialSummary extends SavingsEstimate {
  applicationCount: number;
  /**
   * When the last counted application is projected to finish: 36 months after the newest
   * submission, since the whole debt is done only when that one is. Null with none counted.
   */
  projectedCompletion: Date | null;
}

export function financialSummary(totals: SummaryTotals): FinancialSummary {
  return {
    applicationCount: totals.applicationCount,
    // Savings are estimated on the total, not per application then added, so the three
    // figures shown always add up (per-application rounding could be a cent off).
    ...estimateSavings(totals.debtCents),
    projectedCompletion: totals.latestSubmittedAt ? projectedCompletion(totals.latestSubmittedAt) : null,
  };
}
