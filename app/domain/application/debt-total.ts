// The total debt typed on the first step against the balances listed later (issue 21): when they
// differ by more than a tenth, the applicant is asked which is right. Both are kept; the plan
// uses the balances.
import { readMoney } from "../money.ts";

export const DEBT_TOTAL_CHOICES = ["total", "balances"] as const;
export type DebtTotalChoice = (typeof DEBT_TOTAL_CHOICES)[number];

/**
 * More than 10% apart, measured against the smaller of the two (so whichever way one reads "10%",
 * the applicant is asked). Whole cents of each, so that no rounding decides it.
 */
export function debtTotalsDisagree(totalCents: number, balancesCents: number): boolean {
  const smaller = Math.min(totalCents, balancesCents);
  return Math.abs(totalCents - balancesCents) * 10 > smaller;
}

/** The cents of a checked amount ("1234.50"); 0 for anything unreadable. */
function centsOfAmount(amount: unknown): number {
  const reading = readMoney(amount);
  return reading.kind === "amount" ? Number(reading.cents) : 0;
}

/**
 * The total debt typed and the sum of the balances listed, in cents. Free of Zod, like this whole
 * module: the review shows both in the browser, and the schema checks the answer with it.
 */
export function debtTotals(application: {
  debtAmount: unknown;
  debtAccounts: readonly { currentBalance: unknown }[];
}): { totalCents: number; balancesCents: number; disagree: boolean } {
  const totalCents = centsOfAmount(application.debtAmount);
  const balancesCents = application.debtAccounts.reduce(
    (sum, account) => sum + centsOfAmount(account.currentBalance),
    0,
  );
  return { totalCents, balancesCents, disagree: debtTotalsDisagree(totalCents, balancesCents) };
}
