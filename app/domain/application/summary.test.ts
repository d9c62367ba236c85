import { describe, expect, it } from "vitest";
import { centsOf } from "../money.ts";
import { addMonthsUtc } from "./months.ts";
import {
  estimateSavings,
  financialSummary,
  isCountedInSummary,
  projectedCompletion,
  SUMMARY_COUNTED_STATUSES,
} from "./summary.ts";

describe("estimateSavings", () => {
  it("estimates 40% and nets the rest, to the cent, with no float drift", () => {
    // 0.1 + 0.2 style sums: 10.10 + 20.20 + 0.03 = 30.33; 40% = 12.132 → 12.13.
    const estimate = estimateSavings(centsOf("10.10") + centsOf("20.20") + centsOf("0.03"));
    expect(estimate).toEqual({ debtCents: 3033n, savingsCents: 1213n, netCents: 1820n });
  });

  it("always has savings + net = debt", () => {
    for (const debt of [1n, 7n, 99n, 12_345n, 999_999_999_999n]) {
      const { savingsCents, netCents } = estimateSavings(debt);
      expect(savingsCents + netCents).toBe(debt);
    }
  });
});

describe("which applications count", () => {
  it("counts pending and approved, not declined or cancelled", () => {
    expect(SUMMARY_COUNTED_STATUSES).toEqual(["pending", "approved"]);
    expect(isCountedInSummary("pending")).toBe(true);
    expect(isCountedInSummary("approved")).toBe(true);
    expect(isCountedInSummary("declined")).toBe(false);
    expect(isCountedInSummary("cancelled")).toBe(false);
  });
});

describe("projected completion", () => {
  it("is 36 months after submission, at the same moment of the day", () => {
    expect(projectedCompletion(new Date("2025-03-15T10:20:30.456Z"))).toEqual(
      new Date("2028-03-15T10:20:30.456Z"),
    );
  });

  it("keeps the last day of a shorter month instead of spilling over", () => {
    expect(projectedCompletion(new Date("2024-02-29T12:00:00Z"))).toEqual(new Date("2027-02-28T12:00:00Z"));
    expect(addMonthsUtc(new Date("2025-01-31T00:00:00Z"), 1)).toEqual(new Date("2025-02-28T00:00:00Z"));
    expect(addMonthsUtc(new Date("2023-12-31T23:59:59Z"), 2)).toEqual(new Date("2024-02-29T23:59:59Z"));
  });
});

describe("financialSummary", () => {
  it("projects completion from the newest counted submission", () => {
    const summary = financialSummary({
      applicationCount: 2,
      debtCents: 3_000_050n,
      latestSubmittedAt: new Date("2025-06-01T08:00:00Z"),
    });
    expect(summary).toEqual({
      applicationCount: 2,
      debtCents: 3_000_050n,
      savingsCents: 1_200_020n,
      netCents: 1_800_030n,
      projectedCompletion: new Date("2028-06-01T08:00:00Z"),
    });
  });

  it("is all zeros with no date when nothing is counted", () => {
    expect(financialSummary({ applicationCount: 0, debtCents: 0n, latestSubmittedAt: null })).toEqual({
      applicationCount: 0,
      debtCents: 0n,
      savingsCents: 0n,
      netCents: 0n,
      projectedCompletion: null,
    });
  });
});
