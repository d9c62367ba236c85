// The plan a customer is offered when their application is approved (decisions.md, "The program
// after enrollment"; issue 22): the debts to enroll, what each is expected to settle for and its
// fee, the monthly deposit, the first deposit's date and the term. Whole cents throughout; every
// total is the sum of its parts (each part is rounded once, then added).

import { addMonths } from "../calendar.ts";
import { type ProjectedDebt, projectProgram } from "../ledger/projection.ts";
import { debtEconomics, PROGRAM } from "../program.ts";

export const PLAN_TERM = { min: PROGRAM.minMonths, max: PROGRAM.maxMonths, default: PROGRAM.projectedMonths };

export interface PlanDebtInput {
  id: string;
  creditor: string;
  balanceCents: bigint;
}

export interface PlanTerms {
  termMonths: number;
  monthlyDepositCents: bigint;
  /** "YYYY-MM-DD". */
  firstDepositDate: string;
}

export interface PlanDebt extends PlanDebtInput {
  settlementCents: bigint;
  feeCents: bigint;
  /** Settlement plus fee: what must be saved for this debt before it can settle. */
  neededCents: bigint;
  /** The month ("YYYY-MM") the deposits are expected to cover it, or null when the term cannot. */
  expectedMonth: string | null;
}

export interface Plan {
  terms: PlanTerms;
  debts: PlanDebt[];
  totals: { balanceCents: bigint; settlementCents: bigint; feeCents: bigint; neededCents: bigint };
  /** The smallest deposit that covers every settlement and fee by the end of the term. */
  minimumDepositCents: bigint;
  /** Every deposit of the term, in order. */
  deposits: { date: string; amountCents: bigint }[];
  /** The month the last debt is expected to settle, or null when some cannot within the term. */
  endMonth: string | null;
  /** The month the first debt is expected to settle. */
  firstSettlementMonth: string | null;
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

/** One deposit a month from the first date, on its day of the month (or the month's last day). */
export function depositSchedule(terms: PlanTerms): { date: string; amountCents: bigint }[] {
  const day = Number(terms.firstDepositDate.slice(8, 10));
  return Array.from({ length: terms.termMonths }, (_, month) => ({
    date: addMonths(terms.firstDepositDate, month, day),
    amountCents: terms.monthlyDepositCents,
  }));
}

function economics(debts: readonly PlanDebtInput[]) {
  return debts.map((debt) => {
    const { settlementCents, feeCents } = debtEconomics(debt.balanceCents);
    return { ...debt, settlementCents, feeCents, neededCents: settlementCents + feeCents };
  });
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** The default terms: 36 months, the smallest deposit that covers the plan. */
export function defaultTerms(debts: readonly PlanDebtInput[], firstDepositDate: string): PlanTerms {
  const needed = sum(economics(debts).map((debt) => debt.neededCents));
  return {
    termMonths: PLAN_TERM.default,
    monthlyDepositCents: minimumDeposit(needed, PLAN_TERM.default),
    firstDepositDate,
  };
}

/**
 * The plan for these debts on these terms. Debts settle smallest balance first (the default
 * order; ties by the order given), each once the deposits cover its settlement and fee.
 */
export function makePlan(debts: readonly PlanDebtInput[], terms: PlanTerms): Plan {
  const priced = economics(debts);
  const deposits = depositSchedule(terms);
  const order = [...priced].sort((a, b) =>
    a.balanceCents === b.balanceCents ? 0 : a.balanceCents < b.balanceCents ? -1 : 1,
  );
  const projection = projectProgram({
    balanceCents: 0n,
    deposits,
    commitments: [],
    debts: order.map((debt) => ({ id: debt.id, neededCents: debt.neededCents })),
  });
  const monthOf = new Map<string, ProjectedDebt>(projection.debts.map((debt) => [debt.id, debt]));
  const planned = priced.map((debt) => ({ ...debt, expectedMonth: monthOf.get(debt.id)?.month ?? null }));
  const totals = {
    balanceCents: sum(planned.map((debt) => debt.balanceCents)),
    settlementCents: sum(planned.map((debt) => debt.settlementCents)),
    feeCents: sum(planned.map((debt) => debt.feeCents)),
    neededCents: sum(planned.map((debt) => debt.neededCents)),
  };
  const months = planned.map((debt) => debt.expectedMonth);
  const known = months.filter((month): month is string => month !== null).sort();
  return {
    terms,
    debts: planned,
    totals,
    minimumDepositCents: minimumDeposit(totals.neededCents, terms.termMonths),
    deposits,
    endMonth: months.includes(null) ? null : (known.at(-1) ?? null),
    firstSettlementMonth: known[0] ?? null,
  };
}
