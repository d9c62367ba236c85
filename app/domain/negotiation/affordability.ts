// Whether the dedicated account can pay an offer's plan on its dates (issue 24; decisions.md,
// "Negotiation per debt"): from the balance now, the deposits still scheduled, and what is
// already promised (other settlements' payments and the fees they will trigger), day by day.
// A day's deposits count before its payments. The answer names the first day the account would
// fall short and the most it would be short by: what the offer needs more. Pure, in whole cents.

export interface Flow {
  date: string;
  amountCents: bigint;
}

export interface AffordabilityInput {
  balanceCents: bigint;
  deposits: readonly Flow[];
  /** Money already promised out (payments of other settlements, their fees), positive. */
  commitments: readonly Flow[];
  /** The offer's plan. */
  payments: readonly Flow[];
  /** The offer's fee, charged when its first payment clears. */
  feeCents: bigint;
}

export type Affordability =
  | { kind: "affordable" }
  | { kind: "short"; failsOn: string; shortfallCents: bigint };

export function affordability(input: AffordabilityInput): Affordability {
  const first = [...input.payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
  const outflows: Flow[] = [...input.commitments, ...input.payments];
  if (first && input.feeCents > 0n) outflows.push({ date: first.date, amountCents: input.feeCents });
  const days = new Map<string, { in: bigint; out: bigint }>();
  const day = (date: string) => {
    let entry = days.get(date);
    if (!entry) {
      entry = { in: 0n, out: 0n };
      days.set(date, entry);
    }
    return entry;
  };
  for (const deposit of input.deposits) day(deposit.date).in += deposit.amountCents;
  for (const outflow of outflows) day(outflow.date).out += outflow.amountCents;
  let balance = input.balanceCents;
  let failsOn: string | null = null;
  let lowest = 0n;
  for (const date of [...days.keys()].sort()) {
    const flow = days.get(date);
    if (!flow) continue;
    balance += flow.in - flow.out;
    if (balance < 0n) {
      failsOn ??= date;
      if (balance < lowest) lowest = balance;
    }
  }
  return failsOn === null ? { kind: "affordable" } : { kind: "short", failsOn, shortfallCents: -lowest };
}
