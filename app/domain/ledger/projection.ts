// When each debt can settle (decisions.md, "Projection"): from the account's balance, the
// deposits to come and the payments already promised to creditors, month by month, each debt in
// its order settles in the first month from which the account can pay its settlement and fee
// and still meet every later promise. A pure function, in whole cents.
import { monthOf } from "../calendar.ts";

export interface ProjectionInput {
  /** The dedicated account's balance now. */
  balanceCents: bigint;
  /** Deposits to come, each on its day ("YYYY-MM-DD"). */
  deposits: readonly { date: string; amountCents: bigint }[];
  /** Payments already promised (accepted settlements' installments), each on its day. */
  commitments: readonly { date: string; amountCents: bigint }[];
  /** The debts still to settle, in the order they are to settle, each with what it needs. */
  debts: readonly { id: string; neededCents: bigint }[];
  /** The month ("YYYY-MM") before which nothing settles: by default the first deposit's. */
  fromMonth?: string;
}

export interface ProjectedDebt {
  id: string;
  /** "YYYY-MM", or null when the deposits to come cannot cover it. */
  month: string | null;
}

export interface Projection {
  debts: ProjectedDebt[];
  /** The month the last debt settles, null when one cannot. */
  endMonth: string | null;
}

/** The months in order, with the net money each brings (deposits less promised payments). */
function monthlyFlows(input: ProjectionInput): { month: string; netCents: bigint }[] {
  const flows = new Map<string, bigint>();
  for (const deposit of input.deposits) {
    const month = monthOf(deposit.date);
    flows.set(month, (flows.get(month) ?? 0n) + deposit.amountCents);
  }
  for (const commitment of input.commitments) {
    const month = monthOf(commitment.date);
    flows.set(month, (flows.get(month) ?? 0n) - commitment.amountCents);
  }
  if (input.fromMonth && !flows.has(input.fromMonth)) flows.set(input.fromMonth, 0n);
  return [...flows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, netCents]) => ({ month, netCents }));
}

export function projectProgram(input: ProjectionInput): Projection {
  const flows = monthlyFlows(input);
  // balances[i]: the balance at the end of month i with nothing settled.
  const balances: bigint[] = [];
  let running = input.balanceCents;
  for (const flow of flows) {
    running += flow.netCents;
    balances.push(running);
  }
  let spent = 0n;
  // Money that comes before `fromMonth` counts; nothing settles before it.
  const fromMonth = input.fromMonth;
  let from = fromMonth ? flows.findIndex((flow) => flow.month >= fromMonth) : 0;
  if (from < 0) from = flows.length;
  const debts: ProjectedDebt[] = [];
  for (const debt of input.debts) {
    let month: string | null = null;
    // The lowest balance from month i on, with what is already spent: a debt settles in month i
    // when that stays at or above its need.
    let lowest: bigint | null = null;
    const lowestFrom: bigint[] = new Array(balances.length);
    for (let i = balances.length - 1; i >= 0; i--) {
      const value = (balances[i] as bigint) - spent;
      lowest = lowest === null || value < lowest ? value : lowest;
      lowestFrom[i] = lowest;
    }
    for (let i = from; i < balances.length; i++) {
      if ((lowestFrom[i] as bigint) >= debt.neededCents) {
        month = (flows[i] as { month: string }).month;
        spent += debt.neededCents;
        from = i;
        break;
      }
    }
    debts.push({ id: debt.id, month });
    if (month === null) from = balances.length;
  }
  const months = debts.map((debt) => debt.month);
  return { debts, endMonth: months.includes(null) ? null : (months.at(-1) ?? null) };
}
