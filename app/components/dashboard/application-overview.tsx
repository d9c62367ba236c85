import { OVERVIEW_CARDS } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { ApplicationTimeline } from "./application-timeline.tsx";
import { StatCard } from "./stat-card.tsx";

/**
 * Overview: the progress timeline and the cards Total Debt, Potential Savings, Projected
 * Completion; once a plan exists, the program's own figures under names that say so, and once it
 * is complete what it came to (issue 43). A declined or cancelled application will not be
 * enrolled: it shows its debt and no estimate (issue 21).
 */
export function ApplicationOverview({ application }: { application: ApplicationView }) {
  const { potentialSavings, projectedCompletion, program } = application;
  const estimated = potentialSavings !== null && projectedCompletion !== null;
  const cards = !program
    ? OVERVIEW_CARDS.estimate
    : program.phase === "graduated"
      ? OVERVIEW_CARDS.graduated
      : OVERVIEW_CARDS.program;
  return (
    <div className="space-y-6">
      <ApplicationTimeline steps={application.timeline} />
      <dl className={`grid gap-4 ${estimated ? "sm:grid-cols-3" : "sm:grid-cols-1"}`}>
        <StatCard label="Total Debt" value={application.debt} />
        {estimated ? (
          <>
            <StatCard label={cards.savings} value={potentialSavings} note={cards.savingsNote} />
            <StatCard label={cards.completion} value={projectedCompletion} />
          </>
        ) : null}
      </dl>
      {estimated ? null : (
        <p className="text-sm text-slate-700">
          {application.status === "declined"
            ? "This application was declined, so it has no savings or completion estimate."
            : program?.ended
              ? `${program.ended}: this application has no savings or completion estimate.`
              : "This application was canceled, so it has no savings or completion estimate."}
        </p>
      )}
    </div>
  );
}
