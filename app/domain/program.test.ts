import { describe, expect, it } from "vitest";
import { DASHBOARD_MESSAGES } from "./dashboard/messages.ts";
import {
  debtEconomics,
  ESTIMATED_SAVINGS_PERCENT,
  FEE_PERCENT_OF_SAVINGS,
  PROGRAM,
  SAVINGS_RANGE_PERCENT,
  SETTLEMENT_PERCENT,
} from "./program.ts";

describe("the program's economics (decisions.md, 'One set of figures')", () => {
  it("settles each debt for 45% of its balance and charges 25% of the amount saved, as whole percents", () => {
    expect(SETTLEMENT_PERCENT).toBe(45);
    expect(FEE_PERCENT_OF_SAVINGS).toBe(25);
    for (const value of [SETTLEMENT_PERCENT, FEE_PERCENT_OF_SAVINGS, ESTIMATED_SAVINGS_PERCENT]) {
      expect(Number.isInteger(value)).toBe(true);
    }
  });

  it("works one debt in whole cents: $10,000 settles for $4,500, saves $5,500, costs a $1,375 fee", () => {
    expect(debtEconomics(1_000_000n)).toEqual({
      settlementCents: 450_000n,
      savedCents: 550_000n,
      feeCents: 137_500n,
      totalCents: 587_500n,
      netSavingsCents: 412_500n,
    });
    // Rounded to the nearest cent at each step, and the parts always add up.
    const odd = debtEconomics(12_345n);
    expect(odd.settlementCents).toBe(5_555n);
    expect(odd.feeCents).toBe(1_698n);
    expect(odd.settlementCents + odd.savedCents).toBe(12_345n);
    expect(odd.totalCents + odd.netSavingsCents).toBe(12_345n);
  });

  it("the stated 'about 40% less, after fees' is what the economics give (41.25%), within the 30-50% range", () => {
    const { netSavingsCents } = debtEconomics(10_000_00n);
    const exact = Number(netSavingsCents) / 10_000;
    expect(exact).toBe(41.25);
    expect(Math.abs(exact - ESTIMATED_SAVINGS_PERCENT)).toBeLessThan(2.5);
    expect(ESTIMATED_SAVINGS_PERCENT).toBeGreaterThanOrEqual(SAVINGS_RANGE_PERCENT.low);
    expect(ESTIMATED_SAVINGS_PERCENT).toBeLessThanOrEqual(SAVINGS_RANGE_PERCENT.high);
  });

  it("estimates savings at 40%, most programs take 24-48 months, completion projected 36 months out", () => {
    expect(ESTIMATED_SAVINGS_PERCENT).toBe(40);
    expect([PROGRAM.minMonths, PROGRAM.maxMonths]).toEqual([24, 48]);
    expect(PROGRAM.projectedMonths).toBe(36);
    expect(DASHBOARD_MESSAGES.savingsNote).toBe("Est. 40% average");
  });
});
