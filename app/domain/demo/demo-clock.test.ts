import { describe, expect, it } from "vitest";
import { DEMO_WORDS, demoAdvanceDays } from "./demo-clock.ts";

describe("the demonstration's clock words", () => {
  it("takes only a day, a week or a month", () => {
    expect(demoAdvanceDays("1")).toBe(1);
    expect(demoAdvanceDays("7")).toBe(7);
    expect(demoAdvanceDays("30")).toBe(30);
    for (const other of ["0", "2", "31", "-1", "1.5", "", null]) expect(demoAdvanceDays(other)).toBeNull();
  });

  it("says where the clock is and what an advance did", () => {
    expect(DEMO_WORDS.banner({ day: "Thu, Apr 15, 2027", aheadDays: 45 })).toBe(
      "Demonstration: this is not a real site. Its clock is at Thu, Apr 15, 2027, 45 days ahead of real time.",
    );
    expect(DEMO_WORDS.banner({ day: "Mon, Dec 7, 2026", aheadDays: 0 })).toBe(
      "Demonstration: this is not a real site. Its clock is at Mon, Dec 7, 2026.",
    );
    expect(
      DEMO_WORDS.advanced({
        days: 30,
        depositsCleared: 41,
        paymentsCleared: 1,
        offersExpired: 3,
        refundsSent: 1,
        refundsCompleted: 2,
      }),
    ).toBe(
      "30 days passed: 41 deposits cleared, 1 payment to creditors cleared, 3 offers expired, 2 refunds completed.",
    );
  });
});
