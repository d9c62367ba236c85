import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { type AdminDashboardView, chartCaption, DASHBOARD_LABELS as L } from "#app/domain/admin/dashboard.ts";
import { MonthlyBarChart } from "./monthly-bar-chart.tsx";
import { StatCards } from "./stat-cards.tsx";

/** The admin Dashboard's four stat cards and its two monthly charts (spec section 2). */
export function DashboardFigures({ view }: { view: AdminDashboardView }) {
  const months = view.months;
  return (
    <>
      <PanelBoundary name="the dashboard figures">
        <StatCards cards={view.cards} />
      </PanelBoundary>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <MonthlyBarChart
          title={L.monthlyApplications}
          caption={chartCaption(L.monthlyApplications)}
          measure="Applications"
          kind="count"
          bars={months.map((m) => ({ label: m.label, value: m.applications, text: m.applicationsText }))}
        />
        <MonthlyBarChart
          title={L.monthlyDebt}
          caption={chartCaption(L.monthlyDebt)}
          measure="Debt Amount"
          kind="usd"
          bars={months.map((m) => ({ label: m.label, value: m.debtDollars, text: m.debtText }))}
        />
      </div>
    </>
  );
}
