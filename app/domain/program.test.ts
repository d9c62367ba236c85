import { describe, expect, it } from "vitest";
import { DASHBOARD_MESSAGES } from "./dashboard/messages.ts";
import { ESTIMATED_SAVINGS_PERCENT, PROGRAM } from "./program.ts";

describe("programme constants (spec section 9)", () => {
  it("estimates savings at 40% and projects completion 36 months out", () => {
    expect(ESTIMATED_SAVINGS_PERCENT).toBe(40);
    expect(PROGRAM.estimatedSavingsRate).toBe(0.4);
    expect(PROGRAM.projectedMonths).toBe(36);
    expect(DASHBOARD_MESSAGES.savingsNote).toBe("Est. 40% average");
  });
});
