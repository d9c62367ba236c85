// The programme's constants of spec section 9. They live in domain because rules use them
// (the dashboard's savings estimate and projected completion); the marketing pages and the
// calculator import them from here too, so there is one copy.

/** Potential savings estimated at 40% of enrolled debt ('Est. 40% average'), as a whole percent. */
export const ESTIMATED_SAVINGS_PERCENT = 40;

export const PROGRAM = {
  /** ESTIMATED_SAVINGS_PERCENT as a fraction, for the calculator's floating-point estimates. */
  estimatedSavingsRate: ESTIMATED_SAVINGS_PERCENT / 100,
  minMonths: 24,
  maxMonths: 48,
  /** Projected completion shown on the dashboard: 36 months after submission. */
  projectedMonths: 36,
  minimumUnsecuredDebt: 7500,
} as const;
