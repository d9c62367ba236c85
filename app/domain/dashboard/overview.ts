// What the dashboard shows for one application: its number, its Overview cards (Total
// Debt, Potential Savings, Projected Completion) and its timeline.
import { applicationNumber } from "../application/labels.ts";
import { isAllowed } from "../application/lifecycle.ts";
import {
  estimateSavings,
  isCountedInSummary,
  projectedCompletion,
  type SavingsEstimate,
} from "../application/summary.ts";
import { customerTimeline, type TimelineSource, type TimelineStep } from "../application/timeline.ts";
import { centsOf } from "../money.ts";

export interface OverviewSource extends TimelineSource {
  id: string;
  completionPercentage: number;
  /** numeric(12,2) as the driver returns it, e.g. "15000.00". */
  debtAmount: string;
}

export interface ApplicationOverview extends SavingsEstimate {
  number: string;
  projectedCompletion: Date;
  timeline: TimelineStep[];
  cancellable: boolean;
  /**
   * Whether savings and completion are estimated: not for a declined or cancelled application,
   * which will not be enrolled (issue 21), as the financial summary leaves it out.
   */
  estimated: boolean;
}

export function applicationOverview(app: OverviewSource): ApplicationOverview {
  return {
    number: applicationNumber(app.id),
    ...estimateSavings(centsOf(app.debtAmount)),
    projectedCompletion: projectedCompletion(app.createdAt),
    timeline: customerTimeline(app),
    // The owner's cancel, as the life cycle allows it (only while pending, spec section 4).
    // (The signature matters to Approve Enrollment only, never to a cancel.)
    cancellable: isAllowed({ ...app, agreementSigned: false }, "cancel", "owner"),
    estimated: isCountedInSummary(app.status),
  };
}
