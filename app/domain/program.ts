import { percentOfCents } from "./money.ts";

// The program's economics and constants (decisions.md, "The program after enrollment" and "One
// set of figures"; spec section 9). They live in domain because rules use them (the dashboard's
// savings estimate and projected completion, the calculator, the plan); every page, e-mail and
// the calculator states them through app/content/figures.ts, which reads them from here.
// Percentages are whole-percent integers: money is worked in integer cents (money.ts).

/** Each enrolled debt is expected to settle for this percentage of its enrolled balance. */
export const SETTLEMENT_PERCENT = 45;

/**
 * The fee on a debt: this percentage of the amount saved on it (enrolled balance minus the
 * settlement), charged only after that debt is settled. No up-front fees.
 */
export const FEE_PERCENT_OF_SAVINGS = 25;

/**
 * The savings the site states, after fees, on average: 'Est. 40% average', "about 40% less than
 * you owe". From the two above: 100 - 45 - 25% of 55 = 41.25, stated as "about 40%"
 * (program.test.ts holds them together).
 */
export const ESTIMATED_SAVINGS_PERCENT = 40;

/** Results vary: typically between these savings percentages, after fees. */
export const SAVINGS_RANGE_PERCENT = { low: 30, high: 50 } as const;

export const PROGRAM = {
  /** Most programs take 24-48 months ("debt free in as little as 24 months"). */
  minMonths: 24,
  maxMonths: 48,
  /** Projected completion shown on the dashboard: 36 months after submission; the plan's default term. */
  projectedMonths: 36,
  minimumUnsecuredDebt: 7500,
} as const;

export interface DebtEconomics {
  /** The expected settlement: SETTLEMENT_PERCENT of the balance. */
  settlementCents: bigint;
  /** Balance minus settlement. */
  savedCents: bigint;
  /** FEE_PERCENT_OF_SAVINGS of the amount saved. */
  feeCents: bigint;
  /** Settlement plus fee: what the customer pays for this debt. */
  totalCents: bigint;
  /** Balance minus what the customer pays: the savings after fees. */
  netSavingsCents: bigint;
}

/** What one enrolled debt is expected to cost and save, in whole cents. */
export function debtEconomics(balanceCents: bigint): DebtEconomics {
  const settlementCents = percentOfCents(balanceCents, SETTLEMENT_PERCENT);
  const savedCents = balanceCents - settlementCents;
  const feeCents = percentOfCents(savedCents, FEE_PERCENT_OF_SAVINGS);
  const totalCents = settlementCents + feeCents;
  return { settlementCents, savedCents, feeCents, totalCents, netSavingsCents: balanceCents - totalCents };
}
