import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { Loaded, SummaryView } from "#app/domain/dashboard/views.ts";

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/**
 * The financial summary (spec section 9) over the applications that are not declined or
 * cancelled: total debt, potential savings at 40%, net result, projected completion.
 */
export function FinancialSummary({ summary }: { summary: Loaded<SummaryView> }) {
  return (
    <section aria-labelledby="financial-summary" className="mt-8">
      <h2 id="financial-summary" className="text-xl font-semibold text-slate-900">
        Financial Summary
      </h2>
      {summary.ok ? (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Total Debt" value={summary.value.totalDebt} />
            <Stat label="Potential Savings" value={summary.value.potentialSavings} note={M.savingsNote} />
            <Stat label="Net Result" value={summary.value.netResult} note="Debt minus estimated savings" />
            <Stat
              label="Projected Completion"
              value={summary.value.projectedCompletion ?? "—"}
              note={summary.value.projectedCompletion ? "36 months after your latest application" : undefined}
            />
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            {summary.value.applicationCount === 1
              ? "Based on 1 application that is pending or approved."
              : `Based on ${summary.value.applicationCount} applications that are pending or approved.`}{" "}
            Estimates only: actual results depend on your creditors.
          </p>
        </>
      ) : (
        <PanelMessage tone="error" className="mt-4">
          {summary.message}
        </PanelMessage>
      )}
    </section>
  );
}
