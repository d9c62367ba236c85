// The total debt typed on the first step against the balances listed later (issue 21): when they
// differ by more than a tenth, the applicant is asked which is right. Both are kept; the plan
// uses the balances.
import { z } from "#app/domain/zod.ts";

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

export const debtTotalChoiceSchema = z.enum(DEBT_TOTAL_CHOICES);
