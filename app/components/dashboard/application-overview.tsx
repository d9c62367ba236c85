import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { ApplicationTimeline } from "./application-timeline.tsx";
import { StatCard } from "./stat-card.tsx";

/** Overview: the progress timeline and the cards Total Debt, Potential Savings, Projected Completion. */
export function ApplicationOverview({ application }: { application: ApplicationView }) {
  return (
    <div className="space-y-6">
      <ApplicationTimeline steps={application.timeline} />
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Debt" value={application.debt} />
        <StatCard label="Potential Savings" value={application.potentialSavings} note={M.savingsNote} />
        <StatCard label="Projected Completion" value={application.projectedCompletion} />
      </dl>
    </div>
  );
}
