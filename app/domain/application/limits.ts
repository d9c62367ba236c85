import type { ApplicationStatus } from "../enums.ts";

// How much one account may submit (docs/decisions/0029). The spec sets no limit; without one
// an account stored 8,169 applications in seconds and its dashboard slowed the site for
// everyone. The server enforces both limits in the submit itself, atomically per account.

export interface SubmissionLimits {
  /** Applications awaiting a decision at once. */
  pending: number;
  /** Applications submitted in any rolling hour (whatever became of them since). */
  perHour: number;
}

/** The defaults; APPLICATIONS_PENDING_LIMIT and APPLICATIONS_PER_HOUR_LIMIT change them. */
export const SUBMISSION_LIMITS: SubmissionLimits = { pending: 3, perHour: 10 };

/** The rolling window of `perHour`, in seconds. */
export const SUBMISSION_WINDOW_SECONDS = 60 * 60;

/**
 * The statuses that count as awaiting a decision: only "pending" (spec section 4). Approved,
 * declined and cancelled applications have been decided (or withdrawn) and do not count.
 * The database's count (migration 0015) and its partial index (0014) write it out.
 */
export const AWAITING_DECISION_STATUSES = ["pending"] as const satisfies readonly ApplicationStatus[];

/** What an account holds when it submits, counted up to the limits (never beyond). */
export interface SubmissionCounts {
  pending: number;
  lastHour: number;
  /** When the oldest submission counted in `lastHour` was made; null when none. */
  oldestInHour: Date | null;
}

export type SubmissionRefusal =
  | { limit: "per-hour"; retryAfterSeconds: number; message: string }
  | { limit: "pending"; message: string };

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? "1 minute" : `${count} minutes`;
}

export const SUBMISSION_LIMIT_MESSAGES = {
  pending: (limit: number) =>
    `You already have ${limit} applications waiting for review. You can submit another once one of them has been decided, or after you cancel one on your dashboard.`,
  perHour: (limit: number, retryAfterSeconds: number) =>
    `You have submitted ${limit} applications in the last hour. Please try again in ${minutes(retryAfterSeconds)}.`,
};

/**
 * Why a new submission is refused, or null when it may be stored. The hourly limit is named
 * first: when both are reached, cancelling an application would not help yet.
 */
export function submissionRefusal(
  counts: SubmissionCounts,
  limits: SubmissionLimits,
  now: Date,
): SubmissionRefusal | null {
  if (counts.lastHour >= limits.perHour) {
    const freedAt = (counts.oldestInHour?.getTime() ?? now.getTime()) + SUBMISSION_WINDOW_SECONDS * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    return {
      limit: "per-hour",
      retryAfterSeconds,
      message: SUBMISSION_LIMIT_MESSAGES.perHour(limits.perHour, retryAfterSeconds),
    };
  }
  if (counts.pending >= limits.pending) {
    return { limit: "pending", message: SUBMISSION_LIMIT_MESSAGES.pending(limits.pending) };
  }
  return null;
}
