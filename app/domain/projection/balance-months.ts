// The dedicated account's balance month by month (issue 23; decisions.md, "Projection"), as My
// Program's chart and its table show it: actual month-end balances from the entries through this
// month, then the estimate: each later month's deposits in, its promised payments and expected
// settlements out, through the last of them. Pure, in whole cents; the projection
// (program-projection.ts) hands in the months it settled each debt in.
import { addMonths, monthOf } from "../calendar.ts";

export interface BalanceMonth {
  month: string;
  balanceCents: bigint;
  projected: boolean;
}

export interface BalanceMonthsInput {
  /** This month ("YYYY-MM"): actual up to it, estimated after. */
  thisMonth: string;
  /** The month the account opened: the chart starts there. */
  openedMonth: string;
  balanceCents: bigint;
  /** Every entry, in the order posted: the day it took effect and the balance it left. */
  entries: readonly { effectiveOn: string; balanceAfterCents: bigint }[];
  /** Deposits still to come. */
  scheduled: readonly { date: string; amountCents: bigint }[];
  /** Payments promised to creditors (and the fees they bring), still to come. */
  commitments: readonly { date: string; amountCents: bigint }[];
  /** The debts still to settle that the deposits cover: the month and what each takes. */
  settlements: readonly { month: string; neededCents: bigint }[];
}

const nextMonth = (month: string) => addMonths(`${month}-01`, 1).slice(0, 7);

/** Month-end balances from the opening month through `thisMonth`, from the entries. */
function actualMonths(input: BalanceMonthsInput): BalanceMonth[] {
  const lastOfMonth = new Map<string, bigint>();
  for (const entry of input.entries) lastOfMonth.set(monthOf(entry.effectiveOn), entry.balanceAfterCents);
  const months: BalanceMonth[] = [];
  let running = 0n;
  for (let month = input.openedMonth; month <= input.thisMonth; month = nextMonth(month)) {
    running = lastOfMonth.get(month) ?? running;
    months.push({
      month,
      balanceCents: month === input.thisMonth ? input.balanceCents : running,
      projected: false,
    });
  }
  return months;
}

export function balanceMonths(input: BalanceMonthsInput): BalanceMonth[] {
  const { thisMonth } = input;
  const months = actualMonths(input);
  // A deposit or a payment due this month (or before) and not yet made is counted in next
  // month's figure: this month's shows the balance as it is.
  const keyOf = (date: string) => {
    const month = monthOf(date);
    return month <= thisMonth ? nextMonth(thisMonth) : month;
  };
  const inflow = new Map<string, bigint>();
  for (const deposit of input.scheduled) {
    const key = keyOf(deposit.date);
    inflow.set(key, (inflow.get(key) ?? 0n) + deposit.amountCents);
  }
  const outflow = new Map<string, bigint>();
  for (const commitment of input.commitments) {
    const key = keyOf(commitment.date);
    outflow.set(key, (outflow.get(key) ?? 0n) + commitment.amountCents);
  }
  for (const settlement of input.settlements) {
    outflow.set(settlement.month, (outflow.get(settlement.month) ?? 0n) + settlement.neededCents);
  }
  const lastMonth = [...inflow.keys(), ...outflow.keys()].sort().at(-1);
  let running = input.balanceCents - (outflow.get(thisMonth) ?? 0n);
  if (lastMonth) {
    for (let month = nextMonth(thisMonth); month <= lastMonth; month = nextMonth(month)) {
      running += (inflow.get(month) ?? 0n) - (outflow.get(month) ?? 0n);
      months.push({ month, balanceCents: running, projected: true });
    }
  }
  return months;
}

/** Debts in settlement order: the admin's, then smallest balance first (ties: as given). */
export function settlementOrder<T extends { id: string; balanceCents: bigint }>(
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
