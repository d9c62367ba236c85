import { describe, expect, it } from "vitest";
import { formatWholeDollars } from "./format.ts";

// Estimates are shown in whole dollars (issue 21), exactly, from bigint cents.
describe("formatWholeDollars", () => {
  it("rounds to the nearest dollar, halves away from zero, with no cents shown", () => {
    expect(formatWholeDollars(730_020n)).toBe("$7,300");
    expect(formatWholeDollars(1_200_020n)).toBe("$12,000");
    expect(formatWholeDollars(149n)).toBe("$1");
    expect(formatWholeDollars(150n)).toBe("$2");
    expect(formatWholeDollars(0n)).toBe("$0");
    expect(formatWholeDollars(49n)).toBe("$0");
    expect(formatWholeDollars(-150n)).toBe("-$2");
    expect(formatWholeDollars(-49n)).toBe("$0");
  });

  it("stays exact beyond a float's precision", () => {
    expect(formatWholeDollars(12_345_678_901_234_550n)).toBe("$123,456,789,012,346");
  });
});
