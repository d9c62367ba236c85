import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { ApplicationTimeline } from "./application-timeline.tsx";

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** Overview: the progress timeline and the cards Total Debt, Potential Savings, Projected Completion. */
export function ApplicationOverview({ application }: { application: ApplicationView }) {
  return (
    <div className="space-y-6">
      <ApplicationTimeline steps={application.timeline} />
      <dl className="grid gap-4 sm:grid-cols-3">
        <Card label="Total Debt" value={application.debt} />
        <Card label="Potential Savings" value={application.potentialSavings} note={M.savingsNote} />
        <Card label="Projected Completion" value={application.projectedCompletion} />
      </dl>
    </div>
  );
}
