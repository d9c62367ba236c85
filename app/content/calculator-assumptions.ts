import type { CalculatorAssumptions } from "#app/domain/debt-calculator.ts";
import { ESTIMATED_SAVINGS_PERCENT, PROGRAM } from "#app/domain/program.ts";

// The debt calculator's assumptions (/resources/calculator), stated on the page in plain words.

export const CALCULATOR_ASSUMPTIONS: CalculatorAssumptions = {
  program: {
    estimatedSavingsRate: PROGRAM.estimatedSavingsRate,
    minMonths: PROGRAM.minMonths,
    maxMonths: PROGRAM.maxMonths,
  },
  /** A typical unsecured personal loan used to consolidate card balances. */
  loan: { apr: 12, months: 60 },
};

const { loan } = CALCULATOR_ASSUMPTIONS;

export const CALCULATOR_ASSUMPTION_NOTES: readonly string[] = [
  `Keeping your payments: interest is charged every month at your APR divided by 12, your monthly payment stays the same, and you add no new charges or late fees. Card issuers often lower the minimum payment as the balance falls, which makes real payoff slower and more expensive than shown.`,
  `Our program: we assume the program saves about ${ESTIMATED_SAVINGS_PERCENT}% of your enrolled debt after our fee (the average estimate we use across the site). Results vary; some creditors do not settle.`,
  `Our fee is a percentage of the savings on each debt, charged only after that debt is settled and you have approved the settlement. There are no upfront fees. Fees vary by state.`,
  `The monthly program payment range spreads the remaining amount over ${PROGRAM.maxMonths} months (lower payment) to ${PROGRAM.minMonths} months (higher payment).`,
  `Debt settlement usually lowers your credit score while accounts go unpaid, creditors may still charge interest and fees or take collection action, and forgiven debt may be taxable (the IRS may receive a Form 1099-C).`,
  `Consolidation loan: a fixed ${loan.apr}% APR over ${loan.months} months with no origination fee. The rate you are offered depends on your credit and may be higher.`,
  `This is a demonstration calculator for a fictional company. It gives estimates, not financial, tax or legal advice.`,
];
