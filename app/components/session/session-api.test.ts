import { describe, expect, it } from "vitest";
import { parseSessionStatus } from "./session-api.ts";

describe("parseSessionStatus", () => {
  it("reads a status and refuses anything else", () => {
    const status = { secondsLeft: 90, warningSeconds: 120, extendable: true };
    expect(parseSessionStatus(status)).toEqual(status);
    expect(parseSessionStatus({ ...status, extra: 1 })).toEqual(status);
    for (const bad of [
      null,
      "90",
      { ...status, secondsLeft: -1 },
      { ...status, secondsLeft: Number.NaN },
      { ...status, warningSeconds: 0 },
      { ...status, extendable: "yes" },
      { warningSeconds: 120, extendable: true },
    ]) {
      expect(parseSessionStatus(bad)).toBeNull();
    }
  });
});
