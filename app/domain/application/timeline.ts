// The customer timeline of spec section 4, as a pure function of one application row.
import type { ApplicationStatus, StageStatus } from "../enums.ts";

export type TimelineStepKey = "submitted" | "review" | "enrollment" | "negotiations";

/**
 * "cancelled" is ours: the spec's review step reads "else declined", but telling a customer
 * who withdrew an application that it was declined would be wrong (docs/decisions/0011).
 */
export type TimelineState = "completed" | "in-progress" | "pending" | "declined" | "cancelled";

export const TIMELINE_TITLES: Record<TimelineStepKey, string> = {
  submitted: "Application Submitted",
  review: "Application Review",
  enrollment: "Enrollment Process",
  negotiations: "Negotiations",
};

export const TIMELINE_LABELS: Record<TimelineState, string> = {
  completed: "Completed",
  "in-progress": "In Progress",
  pending: "Pending",
  declined: "Declined",
  cancelled: "Cancelled",
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

export function customerTimeline(app: TimelineSource): TimelineStep[] {
  const steps = [
    step("submitted", "completed", app.createdAt),
    // Dated once decided (spec: by updated_at, which a cancel refreshes too). decided_at keeps
    // that moment when later changes (enrollment, negotiations) move updated_at on.
    step(
      "review",
      REVIEW_STATE[app.status],
      app.status === "pending" ? null : (app.decidedAt ?? app.updatedAt),
    ),
  ];
  if (app.status !== "approved") return steps;
  steps.push(step("enrollment", STAGE_STATE[app.enrollmentStatus], app.enrollmentApprovedAt));
  if (app.enrollmentStatus !== "approved") return steps;
  steps.push(step("negotiations", STAGE_STATE[app.negotiationsStatus], app.negotiationsApprovedAt));
  return steps;
}
