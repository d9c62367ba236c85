import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "#app/domain/session/status.ts";
import { formatCountdown, type SessionClockOptions, startSessionClock } from "./session-clock.ts";

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds, rounding up and never below zero", () => {
    expect(formatCountdown(120)).toBe("2:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(8.2)).toBe("0:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

// The browser's schedule for the idle timeout, with fake timers: it asks the server before
// warning and before leaving, and follows what the server says.

const status = (secondsLeft: number, extendable = true): SessionStatus => ({
  secondsLeft,
  warningSeconds: 120,
  extendable,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(initial: SessionStatus, answers: (SessionStatus | null | Error)[]) {
  const warnings: ({ deadline: number; extendable: boolean } | null)[] = [];
  let expired = 0;
  const check = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    if (next === undefined) throw new Error("no answer left");
    return next;
  });
  const options: SessionClockOptions = {
    check,
    onWarning: (warning) => warnings.push(warning),
    onExpired: () => {
      expired += 1;
    },
    pollMs: 10_000,
  };
  const clock = startSessionClock(initial, options);
  return { clock, check, warnings, expired: () => expired };
}

describe("startSessionClock", () => {
  it("asks the server when the warning is due, and warns only if the server agrees", async () => {
    const { check, warnings } = start(status(1800), [status(1500), status(120)]);
    expect(warnings).toEqual([null]);
    await vi.advanceTimersByTimeAsync(1680 * 1000 - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Another tab was active meanwhile: 1500 s left, so no warning, and a new wait.
    expect(check).toHaveBeenCalledTimes(1);
    expect(warnings.at(-1)).toBeNull();
    await vi.advanceTimersByTimeAsync(1380 * 1000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(warnings.at(-1)).toEqual({ deadline: Date.now() + 120_000, extendable: true });
  });

  it("polls while warning, closes the warning when another tab stayed signed in, and leaves once the server says it is over", async () => {
    const { check, warnings, expired } = start(status(120), [status(110), status(1790), status(120), null]);
    expect(warnings.at(-1)).toMatchObject({ extendable: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warnings.at(-1)).toMatchObject({ extendable: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warnings.at(-1)).toBeNull();
    await vi.advanceTimersByTimeAsync(1670 * 1000);
    expect(warnings.at(-1)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(4);
    expect(expired()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it("a fresh status (a page load, 'Stay signed in') starts the schedule again", async () => {
    const { clock, check, warnings } = start(status(100), []);
    expect(warnings.at(-1)).not.toBeNull();
    clock.update(status(1800));
    expect(warnings.at(-1)).toBeNull();
    await vi.advanceTimersByTimeAsync(1600 * 1000);
    expect(check).not.toHaveBeenCalled();
    clock.stop();
  });

  it("when the server cannot be reached it keeps trying, and leaves only once the known end has passed", async () => {
    const down = new Error("offline");
    const { check, expired } = start(status(15), [down, down]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(expired()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(expired()).toBe(1);
  });

  it("leaves at once when it starts from a session already over, and never after being stopped", async () => {
    expect(start(status(0), []).expired()).toBe(1);
    const { clock, check, expired } = start(status(121), [null]);
    clock.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(check).not.toHaveBeenCalled();
    expect(expired()).toBe(0);
  });
});
