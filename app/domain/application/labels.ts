// How an application is named wherever it is shown, to the customer and the admin alike (spec
// section 2): its status in words, its number, its SSN digits masked.
import type { ApplicationStatus } from "../enums.ts";

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The SSN's last four are never shown once typed (decisions.md): the review, the dashboard, the admin row. */
export const SSN_MASK = "••••";

/** Only the last 8 characters of the id are shown as the application's number (spec). */
export function applicationNumber(id: string): string {
  return id.slice(-8);
}
