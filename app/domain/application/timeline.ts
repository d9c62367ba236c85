// The customer timeline of spec section 4, as a pure function of one application row.
import type { ApplicationStatus, StageStatus } from "../enums.ts";

export type TimelineStepKey =
  | "submitted"
  | "review"
  | "enrollment"
  | "negotiations"
  | "completion"
  | "departure";

/**
 * "cancelled" is ours: the spec's review step reads "else declined", but telling a customer
 * who withdrew an application that it was declined would be wrong (docs/decisions/0011).
 */
export type TimelineState = "completed" | "in-progress" | "pending" | "declined" | "cancelled" | "ended";

export const TIMELINE_TITLES: Record<TimelineStepKey, string> = {
  submitted: "Application Submitted",
  review: "Application Review",
  enrollment: "Enrollment Process",
  negotiations: "Negotiations",
  completion: "Program Completed",
  departure: "Left the Program",
};

export const TIMELINE_LABELS: Record<TimelineState, string> = {
  completed: "Completed",
  "in-progress": "In Progress",
  pending: "Pending",
  declined: "Declined",
  cancelled: "Cancelled",
  ended: "Ended",
};

export interface TimelineSource {
  status: ApplicationStatus;
  enrollmentStatus: StageStatus;
  enrollmentApprovedAt: Date | null;
  negotiationsStatus: StageStatus;
  negotiationsApprovedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** When it was approved, declined or cancelled (null for rows decided before it was kept). */
  decidedAt: Date | null;
  /** Mark as Complete (issue 43): the program graduated. */
  isComplete?: boolean;
  completedAt?: Date | null;
  /** When the program's dedicated account closed, and why (issue 43). */
  programEnded?: { kind: "left" | "graduated"; at: Date } | null;
}

export interface TimelineStep {
  key: TimelineStepKey;
  title: string;
  state: TimelineState;
  label: string;
  /** When the step was reached or decided; null while it waits. */
  date: Date | null;
  /** The step waiting on a decision now (at most one; for aria-current). */
  current: boolean;
}

function step(key: TimelineStepKey, state: TimelineState, date: Date | null): TimelineStep {
  const waiting = state === "in-progress" || state === "pending";
  return { key, title: TIMELINE_TITLES[key], state, label: TIMELINE_LABELS[state], date, current: waiting };
}

const REVIEW_STATE: Record<ApplicationStatus, TimelineState> = {
  pending: "in-progress",
  approved: "completed",
  declined: "declined",
  cancelled: "cancelled",
};

// Enrollment and negotiations are pending until an admin approves or declines them.
const STAGE_STATE: Record<StageStatus, TimelineState> = {
  pending: "pending",
  approved: "completed",
  declined: "declined",
};

/**
 * The steps, each dated when it reached its state. Leaving never rewrites history (issue 43): a
 * customer who left after enrollment keeps approval, enrollment and negotiation with their dates,
 * then "Left the Program"; a completed program ends with "Program Completed". Negotiations read
 * "In Progress" while they go on (an admin approving them starts them: it never completes them).
 */
export function customerTimeline(app: TimelineSource): TimelineStep[] {
  const left = app.status === "cancelled" && app.enrollmentStatus === "approved";
  const complete = app.status === "approved" && app.isComplete === true;
  const endedAt = app.programEnded?.at ?? null;
  const steps = [
    step("submitted", "completed", app.createdAt),
    // Dated once decided (spec: by updated_at, which a cancel refreshes too). decided_at keeps
    // that moment when later changes (enrollment, negotiations) move updated_at on.
    step(
      "review",
      left ? "completed" : REVIEW_STATE[app.status],
      app.status === "pending" ? null : (app.decidedAt ?? app.updatedAt),
    ),
  ];
  if (app.status !== "approved" && !left) return steps;
  steps.push(step("enrollment", STAGE_STATE[app.enrollmentStatus], app.enrollmentApprovedAt));
  if (app.enrollmentStatus !== "approved") return steps;
  if (left && app.negotiationsStatus === "pending") {
    // Negotiations never began: the customer left before them.
  } else if (app.negotiationsStatus !== "approved") {
    steps.push(step("negotiations", STAGE_STATE[app.negotiationsStatus], app.negotiationsApprovedAt));
  } else if (complete) {
    steps.push(step("negotiations", "completed", app.completedAt ?? null));
  } else if (left) {
    steps.push(step("negotiations", "ended", endedAt ?? app.negotiationsApprovedAt));
  } else {
    steps.push(step("negotiations", "in-progress", app.negotiationsApprovedAt));
  }
  if (complete) steps.push(step("completion", "completed", app.completedAt ?? null));
  if (left) steps.push(step("departure", "ended", endedAt ?? app.updatedAt));
  return steps;
}
