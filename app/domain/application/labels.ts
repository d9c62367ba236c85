// How an application is named wherever it is shown, to the customer and the admin alike (spec
// section 2): its status in words, its number, its SSN digits masked.
import type { ApplicationStatus, StageStatus } from "../enums.ts";

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Cancelled",
};

/**
 * Where an application stands, as a person reads it (issue 43): the spec's labels, and two states
 * the spec never had, derived without changing what is stored: a completed program reads
 * "Completed" (its status stays approved), a customer who left after enrollment "Left the
 * program" (stored as cancelled, with the enrollment they had).
 */
export function applicationStateLabel(app: {
  status: ApplicationStatus;
  enrollmentStatus: StageStatus;
  isComplete: boolean;
}): string {
  if (app.status === "approved" && app.isComplete) return "Completed";
  if (app.status === "cancelled" && app.enrollmentStatus === "approved") return "Left the program";
  return STATUS_LABELS[app.status];
}

/** The SSN's last four are never shown once typed (decisions.md): the review, the dashboard, the admin row. */
export const SSN_MASK = "••••";

/** Only the last 8 characters of the id are shown as the application's number (spec). */
export function applicationNumber(id: string): string {
  return id.slice(-8);
}
