import { describe, expect, it } from "vitest";
import { signInDelaySeconds } from "./sign-in-delay.ts";

const rule = { failuresBeforeDelay: 10, maxSeconds: 30 };

describe("signInDelaySeconds", () => {
  it("costs nothing for the first failures", () => {
    for (const failures of [0, 1, 9, 10])
      expect(signInDelaySeconds(failures, rule), String(failures)).toBe(0);
  });

  it("then doubles from one second, up to the cap and never beyond", () => {
    expect([11, 12, 13, 14, 15, 16, 17].map((n) => signInDelaySeconds(n, rule))).toEqual([
      1, 2, 4, 8, 16, 30, 30,
    ]);
    expect(signInDelaySeconds(1_000_000, rule)).toBe(30);
  });

  it("follows the rule's numbers", () => {
    expect(signInDelaySeconds(1, { failuresBeforeDelay: 0, maxSeconds: 5 })).toBe(1);
    expect(signInDelaySeconds(4, { failuresBeforeDelay: 0, maxSeconds: 5 })).toBe(5);
  });
});
