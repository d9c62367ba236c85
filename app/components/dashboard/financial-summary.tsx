import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { Loaded, SummaryView } from "#app/domain/dashboard/views.ts";
import { StatCard } from "./stat-card.tsx";

/**
 * The financial summary (spec section 9) over the applications that are not declined or
 * cancelled: total debt, potential savings at 40%, net result, projected completion.
 */
export function FinancialSummary({ summary }: { summary: Loaded<SummaryView> }) {
  return (
    <section aria-labelledby="financial-summary">
      <h2 id="financial-summary" className="text-xl font-semibold text-slate-900">
        Financial Summary
      </h2>
      {summary.ok ? (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard size="large" label="Total Debt" value={summary.value.totalDebt} />
            <StatCard
              size="large"
              label="Potential Savings"
              value={summary.value.potentialSavings}
              note={summary.value.savingsNote}
            />
            <StatCard
              size="large"
              label="Net Result"
              value={summary.value.netResult}
              note="Debt minus estimated savings"
            />
            <StatCard
              size="large"
              label={summary.value.completionLabel}
              value={summary.value.projectedCompletion ?? "—"}
              note={summary.value.completionNote ?? undefined}
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
