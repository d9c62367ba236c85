import type { CalculatorAssumptions } from "#app/domain/debt-calculator.ts";
import { FEE_PERCENT_OF_SAVINGS, PROGRAM, SETTLEMENT_PERCENT } from "#app/domain/program.ts";
import { CONSOLIDATION_LOAN, FEE_STATEMENT, FIGURES, SAVINGS_CAVEAT, SAVINGS_CLAIM } from "./figures.ts";

// The debt calculator's assumptions (/resources/calculator), stated on the page in plain words.
// The program's economics are the domain's (app/domain/program.ts); the words are figures.ts's.

export const CALCULATOR_ASSUMPTIONS: CalculatorAssumptions = {
  program: {
    settlementPercent: SETTLEMENT_PERCENT,
    feePercentOfSavings: FEE_PERCENT_OF_SAVINGS,
    minMonths: PROGRAM.minMonths,
    maxMonths: PROGRAM.maxMonths,
  },
  loan: { apr: CONSOLIDATION_LOAN.aprPercent, months: CONSOLIDATION_LOAN.months },
};

export const CALCULATOR_ASSUMPTION_NOTES: readonly string[] = [
  `Keeping your payments: interest is charged every month at your APR divided by 12, your monthly payment stays the same, and you add no new charges or late fees. Card issuers often lower the minimum payment as the balance falls, which makes real payoff slower and more expensive than shown.`,
  `Our program: we assume each debt settles for ${FIGURES.settlementPercent} of its enrolled balance, the average we expect. With our fee, that is ${SAVINGS_CLAIM}. ${SAVINGS_CAVEAT} Some creditors do not settle.`,
  `${FEE_STATEMENT} Where state law sets a lower limit, the lower fee applies.`,
  `The monthly program payment range spreads what you pay (settlements and fee) over ${PROGRAM.maxMonths} months (lower payment) to ${PROGRAM.minMonths} months (higher payment).`,
  `Debt settlement usually lowers your credit score while accounts go unpaid, creditors may still charge interest and fees or take collection action, and forgiven debt may be taxable (the IRS may receive a Form 1099-C).`,
  `Consolidation loan: a fixed ${CONSOLIDATION_LOAN.aprPercent}% APR over ${CONSOLIDATION_LOAN.months} months with no origination fee. The rate you are offered depends on your credit and may be higher.`,
  `This is a demonstration calculator for a fictional company. It gives estimates, not financial, tax or legal advice.`,
];
