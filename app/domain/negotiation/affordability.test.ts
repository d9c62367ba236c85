import { describe, expect, it } from "vitest";
import { affordability } from "./affordability.ts";

const monthly = (first: string, months: number, cents: bigint) =>
  Array.from({ length: months }, (_, index) => {
    const [year, month] = first.split("-").map(Number) as [number, number];
    const date = new Date(Date.UTC(year, month - 1 + index, 15));
    return { date: date.toISOString().slice(0, 10), amountCents: cents };
  });

describe("affordability", () => {
  it("accepts a plan the balance and the deposits before each payment cover, fee included", () => {
    expect(
      affordability({
        balanceCents: 10_000n,
        deposits: monthly("2027-01", 3, 20_000n),
        commitments: [],
        payments: [{ date: "2027-02-20", amountCents: 40_000n }],
        feeCents: 10_000n,
      }),
    ).toEqual({ kind: "affordable" });
  });

  it("names the first day it falls short and the most it is short by", () => {
    expect(
      affordability({
        balanceCents: 0n,
        deposits: monthly("2027-01", 3, 20_000n),
        commitments: [],
        payments: [
          { date: "2027-01-20", amountCents: 25_000n },
          { date: "2027-02-20", amountCents: 25_000n },
        ],
        feeCents: 5_000n,
      }),
    ).toEqual({ kind: "short", failsOn: "2027-01-20", shortfallCents: 15_000n });
  });

  it("counts a day's deposits before its payments, and what other settlements already took", () => {
    const base = {
      balanceCents: 0n,
      deposits: [{ date: "2027-01-15", amountCents: 30_000n }],
      payments: [{ date: "2027-01-15", amountCents: 30_000n }],
      feeCents: 0n,
    };
    expect(affordability({ ...base, commitments: [] })).toEqual({ kind: "affordable" });
    expect(affordability({ ...base, commitments: [{ date: "2027-01-10", amountCents: 1n }] })).toEqual({
      kind: "short",
      failsOn: "2027-01-10",
      shortfallCents: 1n,
    });
  });
});
