import { describe, expect, it } from "vitest";
import { balanceMonths, settlementOrder } from "./balance-months.ts";

// The balance month by month (issue 23, moved under the one projection in issue 43): actual
// through this month from the entries, then estimated; the admin's order of the debts.

describe("balanceMonths", () => {
  it("gives month-end balances, actual through this month, then estimated", () => {
    const months = balanceMonths({
      thisMonth: "2027-03",
      openedMonth: "2027-01",
      balanceCents: 60_000n,
      entries: [
        { effectiveOn: "2027-01-15", balanceAfterCents: 50_000n },
        { effectiveOn: "2027-02-15", balanceAfterCents: 100_000n },
        { effectiveOn: "2027-02-20", balanceAfterCents: 60_000n },
      ],
      scheduled: [
        { date: "2027-03-15", amountCents: 50_000n },
        { date: "2027-04-15", amountCents: 50_000n },
      ],
      commitments: [],
      settlements: [{ month: "2027-04", neededCents: 58_750n }],
    });
    expect(months).toEqual([
      { month: "2027-01", balanceCents: 50_000n, projected: false },
      { month: "2027-02", balanceCents: 60_000n, projected: false },
      { month: "2027-03", balanceCents: 60_000n, projected: false },
      // March's deposit (not cleared yet) and April's, then the $587.50 settlement in April.
      { month: "2027-04", balanceCents: 60_000n + 100_000n - 58_750n, projected: true },
    ]);
  });
});

describe("settlementOrder", () => {
  const debts = [
    { id: "b", balanceCents: 200_000n },
    { id: "a", balanceCents: 100_000n },
    { id: "c", balanceCents: 100_000n },
  ];
  it("is smallest balance first, ties as given", () => {
    expect(settlementOrder(debts).map((debt) => debt.id)).toEqual(["a", "c", "b"]);
  });
  it("follows an admin's order, the others after it", () => {
    expect(settlementOrder(debts, ["b"]).map((debt) => debt.id)).toEqual(["b", "a", "c"]);
  });
});
