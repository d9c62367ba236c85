// What My Program shows of a dedicated account (issue 23; decisions.md, "Projection"): from the
// stored rows only, the balance month by month (actual up to this month, then the estimate), each
// remaining debt's expected settlement month in the order set for the debts, and the end month.
// Pure, in whole cents; the projection itself is projection.ts.
import { addMonths, monthOf } from "../calendar.ts";
import { debtEconomics } from "../program.ts";
import { projectProgram } from "./projection.ts";

export interface FigureDebt {
  id: string;
  creditor: string;
  balanceCents: bigint;
}

export interface AccountFiguresInput {
  /** The reader's calendar day ("YYYY-MM-DD"). */
  today: string;
  balanceCents: bigint;
  /** Every entry, in the order posted: the day it took effect and the balance it left. */
  entries: readonly { effectiveOn: string; balanceAfterCents: bigint }[];
  /** Deposits still to come (scheduled, not yet cleared), in whatever order. */
  scheduled: readonly { date: string; amountCents: bigint }[];
  /** The debts still to settle. */
  debts: readonly FigureDebt[];
  /**
   * Payments already promised (issue 24): approved settlements' payments not yet made, and the
   * fee each will bring when its first payment clears.
   */
  commitments?: readonly { date: string; amountCents: bigint }[];
  /** An admin's order (debt ids); debts not in it follow, smallest balance first. */
  order?: readonly string[] | null;
  /** The month the account opened ("YYYY-MM"): the chart starts there. */
  openedMonth: string;
}

export interface BalanceMonth {
  month: string;
  balanceCents: bigint;
  projected: boolean;
}

export interface ProjectedDebtFigure extends FigureDebt {
  neededCents: bigint;
  /** "YYYY-MM", or null when the deposits to come cannot cover it. */
  expectedMonth: string | null;
}

export interface AccountFigures {
  months: BalanceMonth[];
  debts: ProjectedDebtFigure[];
  endMonth: string | null;
}

/** Debts in settlement order: the admin's, then smallest balance first (ties: as given). */
export function settlementOrder<T extends FigureDebt>(
  debts: readonly T[],
  order?: readonly string[] | null,
): T[] {
  const rank = new Map((order ?? []).map((id, index) => [id, index]));
  return [...debts].sort((a, b) => {
    const ra = rank.get(a.id);
    const rb = rank.get(b.id);
    if (ra !== undefined || rb !== undefined)
      return (ra ?? Number.MAX_SAFE_INTEGER) - (rb ?? Number.MAX_SAFE_INTEGER);
    return a.balanceCents === b.balanceCents ? 0 : a.balanceCents < b.balanceCents ? -1 : 1;
  });
}

/** Month-end balances from the opening month through `thisMonth`, from the entries. */
function actualMonths(input: AccountFiguresInput, thisMonth: string): BalanceMonth[] {
  const lastOfMonth = new Map<string, bigint>();
  for (const entry of input.entries) lastOfMonth.set(monthOf(entry.effectiveOn), entry.balanceAfterCents);
  const months: BalanceMonth[] = [];
  let running = 0n;
  for (let month = input.openedMonth; month <= thisMonth; month = addMonths(`${month}-01`, 1).slice(0, 7)) {
    running = lastOfMonth.get(month) ?? running;
    months.push({
      month,
      balanceCents: month === thisMonth ? input.balanceCents : running,
      projected: false,
    });
  }
  return months;
}

export function accountFigures(input: AccountFiguresInput): AccountFigures {
  const thisMonth = monthOf(input.today);
  const ordered = settlementOrder(input.debts, input.order).map((debt) => ({
    ...debt,
    neededCents: debtEconomics(debt.balanceCents).totalCents,
  }));
  const projection = projectProgram({
    balanceCents: input.balanceCents,
    deposits: input.scheduled,
    commitments: input.commitments ?? [],
    debts: ordered.map((debt) => ({ id: debt.id, neededCents: debt.neededCents })),
    fromMonth: thisMonth,
  });
  const monthOfDebt = new Map(projection.debts.map((debt) => [debt.id, debt.month]));
  const debts = ordered.map((debt) => ({ ...debt, expectedMonth: monthOfDebt.get(debt.id) ?? null }));

  // The estimate: this month's balance, then each later month's deposits in and settlements out,
  // through the last scheduled deposit or the last settlement, whichever is later.
  const months = actualMonths(input, thisMonth);
  const inflow = new Map<string, bigint>();
  for (const deposit of input.scheduled) {
    const month = monthOf(deposit.date);
    // A deposit due this month and not yet cleared is counted in next month's figure.
    const key = month <= thisMonth ? addMonths(`${thisMonth}-01`, 1).slice(0, 7) : month;
    inflow.set(key, (inflow.get(key) ?? 0n) + deposit.amountCents);
  }
  const outflow = new Map<string, bigint>();
  for (const commitment of input.commitments ?? []) {
    // Like a deposit: one due this month and not yet paid is counted in next month's figure.
    const month = monthOf(commitment.date);
    const key = month <= thisMonth ? addMonths(`${thisMonth}-01`, 1).slice(0, 7) : month;
    outflow.set(key, (outflow.get(key) ?? 0n) + commitment.amountCents);
  }
  for (const debt of debts) {
    if (debt.expectedMonth)
      outflow.set(debt.expectedMonth, (outflow.get(debt.expectedMonth) ?? 0n) + debt.neededCents);
  }
  const lastMonth = [...inflow.keys(), ...outflow.keys()].sort().at(-1);
  let running = input.balanceCents - (outflow.get(thisMonth) ?? 0n);
  if (months.length > 0 && outflow.has(thisMonth)) {
    months[months.length - 1] = { month: thisMonth, balanceCents: input.balanceCents, projected: false };
  }
  if (lastMonth) {
    for (
      let month = addMonths(`${thisMonth}-01`, 1).slice(0, 7);
      month <= lastMonth;
      month = addMonths(`${month}-01`, 1).slice(0, 7)
    ) {
      running += (inflow.get(month) ?? 0n) - (outflow.get(month) ?? 0n);
      months.push({ month, balanceCents: running, projected: true });
    }
  }
  return { months, debts, endMonth: projection.endMonth };
}
