import { describe, expect, it } from "vitest";
import { SUBMISSION_LIMITS, submissionRefusal } from "./limits.ts";

const now = new Date("2026-11-20T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const limits = SUBMISSION_LIMITS;

describe("submissionRefusal", () => {
  it("allows a submit below both limits", () => {
    expect(
      submissionRefusal({ pending: 2, lastHour: 9, oldestInHour: minutesAgo(50) }, limits, now),
    ).toBeNull();
    expect(submissionRefusal({ pending: 0, lastHour: 0, oldestInHour: null }, limits, now)).toBeNull();
  });

  it("refuses a fourth application awaiting review, saying how to go on", () => {
    expect(submissionRefusal({ pending: 3, lastHour: 3, oldestInHour: minutesAgo(5) }, limits, now)).toEqual({
      limit: "pending",
      message:
        "You already have 3 applications waiting for review. You can submit another once one of them has been decided, or after you cancel one on your dashboard.",
    });
  });

  it("refuses an eleventh submission in an hour until the oldest of them is an hour old", () => {
    const refusal = submissionRefusal(
      { pending: 0, lastHour: 10, oldestInHour: minutesAgo(48) },
      limits,
      now,
    );
    expect(refusal).toEqual({
      limit: "per-hour",
      retryAfterSeconds: 12 * 60,
      message: "You have submitted 10 applications in the last hour. Please try again in 12 minutes.",
    });
  });

  it("names the hourly limit when both are reached, and never asks to wait less than a minute", () => {
    const refusal = submissionRefusal(
      { pending: 3, lastHour: 10, oldestInHour: new Date(minutesAgo(60).getTime() + 500) },
      limits,
      now,
    );
    expect(refusal).toMatchObject({ limit: "per-hour", retryAfterSeconds: 1 });
    expect(refusal?.message).toMatch(/try again in 1 minute\.$/);
  });

  it("uses the limits it is given", () => {
    const counts = { pending: 3, lastHour: 3, oldestInHour: minutesAgo(1) };
    expect(submissionRefusal(counts, { pending: 5, perHour: 20 }, now)).toBeNull();
    expect(submissionRefusal(counts, { pending: 5, perHour: 3 }, now)?.message).toMatch(
      /submitted 3 applications/,
    );
  });
});
