// A plan's terms (decisions.md, "The program after enrollment"; issues 22 and 43): the monthly
// deposit, the first deposit's day and the longest term the customer authorizes (24-48 months),
// and the deposits they give. What the plan settles and when is the program's one projection
// (domain/projection/program-projection.ts), the same before enrollment and after. Whole cents
// throughout; every total is the sum of its parts (each part is rounded once, then added).

import { nextBusinessDay } from "../business-days.ts";
import { addMonths } from "../calendar.ts";
import { debtEconomics, PROGRAM } from "../program.ts";

export const PLAN_TERM = { min: PROGRAM.minMonths, max: PROGRAM.maxMonths, default: PROGRAM.projectedMonths };

export interface PlanDebtInput {
  id: string;
  creditor: string;
  balanceCents: bigint;
}

export interface PlanTerms {
  /** The longest the plan may run: as many monthly deposits as the customer authorizes. */
  termMonths: number;
  monthlyDepositCents: bigint;
  /** "YYYY-MM-DD": the first deposit's nominal day (drawn on the next business day). */
  firstDepositDate: string;
}

/** Whole cents, rounded up to the next whole dollar. */
function upToDollar(cents: bigint): bigint {
  return ((cents + 99n) / 100n) * 100n;
}

/** The deposit that covers `neededCents` in `termMonths` deposits, rounded up to the dollar. */
export function minimumDeposit(neededCents: bigint, termMonths: number): bigint {
  const months = BigInt(termMonths);
  return upToDollar((neededCents + months - 1n) / months);
}

/**
 * Every deposit the terms authorize: one a month from the first date, on its day of the month (or
 * the month's last day), each drawn on the next business day when that day is a weekend or a US
 * federal holiday (decisions.md, "Business days"). The nominal day is kept, so a roll never moves
 * the later months (Jan 31 → Feb 28 → Mar 31, each then rolled on its own).
 */
export function depositSchedule(terms: PlanTerms): { date: string; amountCents: bigint }[] {
  const day = Number(terms.firstDepositDate.slice(8, 10));
  return Array.from({ length: terms.termMonths }, (_, month) => ({
    date: nextBusinessDay(addMonths(terms.firstDepositDate, month, day)),
    amountCents: terms.monthlyDepositCents,
  }));
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** What the debts need in all: each one's expected settlement plus its fee. */
export function neededFor(debts: readonly { balanceCents: bigint }[]): bigint {
  return sum(debts.map((debt) => debtEconomics(debt.balanceCents).totalCents));
}

/** The default terms: 36 months, the smallest deposit that covers the plan. */
export function defaultTerms(
  debts: readonly { balanceCents: bigint }[],
  firstDepositDate: string,
): PlanTerms {
  return {
    termMonths: PLAN_TERM.default,
    monthlyDepositCents: minimumDeposit(neededFor(debts), PLAN_TERM.default),
    firstDepositDate,
  };
}
