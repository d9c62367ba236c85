import { describe, expect, it } from "vitest";
import { projectProgram } from "./projection.ts";

const monthly = (first: string, count: number, amountCents: bigint) =>
  Array.from({ length: count }, (_, i) => {
    const [year, month] = first.split("-").map(Number) as [number, number];
    const date = new Date(Date.UTC(year, month - 1 + i, 15)).toISOString().slice(0, 10);
    return { date, amountCents };
  });

describe("the projection of the dedicated account", () => {
  it("settles each debt in order in the first month the account can pay it", () => {
    const projection = projectProgram({
      balanceCents: 0n,
      deposits: monthly("2027-01", 6, 10_000n),
      commitments: [],
      debts: [
        { id: "first", neededCents: 25_000n },
        { id: "second", neededCents: 30_000n },
      ],
    });
    expect(projection.debts).toEqual([
      { id: "first", month: "2027-03" },
      { id: "second", month: "2027-06" },
    ]);
    expect(projection.endMonth).toBe("2027-06");
  });

  it("counts the balance already saved", () => {
    const projection = projectProgram({
      balanceCents: 20_000n,
      deposits: monthly("2027-01", 3, 10_000n),
      commitments: [],
      debts: [{ id: "only", neededCents: 30_000n }],
    });
    expect(projection.debts).toEqual([{ id: "only", month: "2027-01" }]);
  });

  it("never settles a debt with money a later promised payment needs", () => {
    // Month ends without settling: $150, $80 (a $120 payment is due), $130.
    const projection = projectProgram({
      balanceCents: 10_000n,
      deposits: monthly("2027-01", 3, 5_000n),
      commitments: [{ date: "2027-02-20", amountCents: 12_000n }],
      debts: [
        { id: "x", neededCents: 8_000n },
        { id: "y", neededCents: 6_000n },
      ],
    });
    // x fits from January ($80 stays the lowest later balance); y would leave February negative.
    expect(projection.debts).toEqual([
      { id: "x", month: "2027-01" },
      { id: "y", month: null },
    ]);
    expect(projection.endMonth).toBeNull();
  });

  it("once one debt cannot settle, the ones after it cannot either", () => {
    const projection = projectProgram({
      balanceCents: 0n,
      deposits: monthly("2027-01", 2, 10_000n),
      commitments: [],
      debts: [
        { id: "big", neededCents: 50_000n },
        { id: "small", neededCents: 1_000n },
      ],
    });
    expect(projection.debts).toEqual([
      { id: "big", month: null },
      { id: "small", month: null },
    ]);
  });

  it("settles nothing before the month it is told to start from, and counts the money before it", () => {
    // $500 now, $100 in January: $600 by January's end, $700 by February's.
    const projection = projectProgram({
      balanceCents: 50_000n,
      deposits: monthly("2027-01", 3, 10_000n),
      commitments: [],
      debts: [{ id: "only", neededCents: 65_000n }],
      fromMonth: "2027-02",
    });
    expect(projection.debts).toEqual([{ id: "only", month: "2027-02" }]);
  });
});
