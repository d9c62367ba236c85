import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { ApplicationTimeline } from "./application-timeline.tsx";
import { StatCard } from "./stat-card.tsx";

/**
 * Overview: the progress timeline and the cards Total Debt, Potential Savings, Projected
 * Completion. A declined or cancelled application will not be enrolled: it shows its debt and
 * no estimate (issue 21).
 */
export function ApplicationOverview({ application }: { application: ApplicationView }) {
  const { potentialSavings, projectedCompletion } = application;
  const estimated = potentialSavings !== null && projectedCompletion !== null;
  return (
    <div className="space-y-6">
      <ApplicationTimeline steps={application.timeline} />
      <dl className={`grid gap-4 ${estimated ? "sm:grid-cols-3" : "sm:grid-cols-1"}`}>
        <StatCard label="Total Debt" value={application.debt} />
        {estimated ? (
          <>
            <StatCard label="Potential Savings" value={potentialSavings} note={M.savingsNote} />
            <StatCard label="Projected Completion" value={projectedCompletion} />
          </>
        ) : null}
      </dl>
      {estimated ? null : (
        <p className="text-sm text-slate-700">
          {application.status === "declined"
            ? "This application was declined, so it has no savings or completion estimate."
            : "This application was canceled, so it has no savings or completion estimate."}
        </p>
      )}
    </div>
  );
}
