import { describe, expect, it } from "vitest";
import { addMonths } from "../calendar.ts";
import { accountFigures } from "./account-figures.ts";

// My Program's figures from the stored rows (issue 23): exact months for a worked example, a
// missed deposit moving the dates, an admin's order, a debt too big for the term, and the
// balance month by month, actual then estimated.

const monthly = (first: string, count: number, amountCents = 50_000n) =>
  Array.from({ length: count }, (_, index) => ({ date: addMonths(first, index), amountCents }));

// $1,000.00 needs $450.00 + 25% of $550.00 = $587.50; $2,000.00 needs $900.00 + $275.00 = $1,175.00.
const DEBTS = [
  { id: "b", creditor: "Bank B", balanceCents: 200_000n },
  { id: "a", creditor: "Card A", balanceCents: 100_000n },
];

const base = {
  today: "2027-01-10",
  balanceCents: 0n,
  entries: [],
  debts: DEBTS,
  openedMonth: "2027-01",
};

describe("accountFigures", () => {
  it("settles the smallest debt first, each in the first month the deposits cover it", () => {
    const figures = accountFigures({ ...base, scheduled: monthly("2027-01-15", 12) });
    expect(figures.debts.map((debt) => [debt.id, debt.neededCents, debt.expectedMonth])).toEqual([
      ["a", 58_750n, "2027-02"],
      ["b", 117_500n, "2027-04"],
    ]);
    expect(figures.endMonth).toBe("2027-04");
  });

  it("moves the dates when a deposit is missed", () => {
    const scheduled = monthly("2027-01-15", 12).filter((deposit) => deposit.date !== "2027-02-15");
    const figures = accountFigures({ ...base, scheduled });
    expect(figures.debts.map((debt) => debt.expectedMonth)).toEqual(["2027-03", "2027-05"]);
  });

  it("follows an admin's order", () => {
    const figures = accountFigures({ ...base, scheduled: monthly("2027-01-15", 12), order: ["b", "a"] });
    expect(figures.debts.map((debt) => [debt.id, debt.expectedMonth])).toEqual([
      ["b", "2027-03"],
      ["a", "2027-04"],
    ]);
  });

  it("says so when a debt is too big for the deposits to come", () => {
    const figures = accountFigures({
      ...base,
      scheduled: monthly("2027-01-15", 3),
      debts: [...DEBTS, { id: "c", creditor: "Loan C", balanceCents: 10_000_000n }],
    });
    expect(figures.debts.find((debt) => debt.id === "c")?.expectedMonth).toBeNull();
    expect(figures.endMonth).toBeNull();
  });

  it("gives month-end balances, actual through this month, then estimated", () => {
    const figures = accountFigures({
      ...base,
      today: "2027-03-02",
      balanceCents: 60_000n,
      entries: [
        { effectiveOn: "2027-01-15", balanceAfterCents: 50_000n },
        { effectiveOn: "2027-02-15", balanceAfterCents: 100_000n },
        { effectiveOn: "2027-02-20", balanceAfterCents: 60_000n },
      ],
      scheduled: monthly("2027-03-15", 2),
      debts: [{ id: "a", creditor: "Card A", balanceCents: 100_000n }],
    });
    expect(figures.months).toEqual([
      { month: "2027-01", balanceCents: 50_000n, projected: false },
      { month: "2027-02", balanceCents: 60_000n, projected: false },
      { month: "2027-03", balanceCents: 60_000n, projected: false },
      // March's deposit (not cleared yet) and April's, then the $587.50 settlement in April.
      { month: "2027-04", balanceCents: 60_000n + 100_000n - 58_750n, projected: true },
    ]);
    expect(figures.debts[0]?.expectedMonth).toBe("2027-03");
  });
});
