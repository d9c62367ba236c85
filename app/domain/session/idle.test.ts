import { describe, expect, it } from "vitest";
import { activityWriteDue, judgeSession } from "./idle.ts";

const SIGN_IN = Date.parse("2026-11-20T08:00:00Z");
const MINUTE = 60_000;
const customer = { idleSeconds: 30 * 60, maxAgeSeconds: 12 * 60 * 60 };
const admin = { idleSeconds: 15 * 60, maxAgeSeconds: 12 * 60 * 60 };
const times = (lastActiveMinutes: number) => ({
  createdAt: new Date(SIGN_IN),
  lastActiveAt: new Date(SIGN_IN + lastActiveMinutes * MINUTE),
});

describe("judgeSession", () => {
  it("lives until 30 idle minutes for a customer, 15 for an admin, and ends at that second", () => {
    expect(judgeSession(times(0), customer, SIGN_IN + 30 * MINUTE - 1)).toEqual({
      ended: null,
      secondsLeft: 1,
      extendable: true,
    });
    expect(judgeSession(times(0), customer, SIGN_IN + 30 * MINUTE).ended).toBe("idle");
    expect(judgeSession(times(0), admin, SIGN_IN + 15 * MINUTE - 1).ended).toBeNull();
    expect(judgeSession(times(0), admin, SIGN_IN + 15 * MINUTE)).toEqual({
      ended: "idle",
      secondsLeft: 0,
      extendable: true,
    });
  });

  it("counts the idle time from the last recorded activity, rounding the seconds left up", () => {
    expect(judgeSession(times(100), customer, SIGN_IN + 110 * MINUTE + 500).secondsLeft).toBe(20 * 60);
    expect(judgeSession(times(100), customer, SIGN_IN + 128 * MINUTE).secondsLeft).toBe(120);
  });

  it("never lives past 12 hours from sign-in, however recent the activity; then activity cannot extend it", () => {
    const twelveHours = 12 * 60 * MINUTE;
    const late = times(12 * 60 - 5);
    expect(judgeSession(late, customer, SIGN_IN + twelveHours - 1000)).toEqual({
      ended: null,
      secondsLeft: 1,
      extendable: false,
    });
    expect(judgeSession(late, customer, SIGN_IN + twelveHours).ended).toBe("lifetime");
    // Half an hour before the 12 hours, a fresh idle period would reach past them: not extendable.
    expect(judgeSession(times(11 * 60 + 29), customer, SIGN_IN + (11 * 60 + 30) * MINUTE).extendable).toBe(
      false,
    );
    expect(judgeSession(times(11 * 60), customer, SIGN_IN + (11 * 60 + 29) * MINUTE).extendable).toBe(true);
  });
});

describe("activityWriteDue", () => {
  it("writes once the last write is at least the interval old, not before", () => {
    const last = new Date(SIGN_IN);
    expect(activityWriteDue(last, 60, SIGN_IN + 59_999)).toBe(false);
    expect(activityWriteDue(last, 60, SIGN_IN + 60_000)).toBe(true);
  });
});
