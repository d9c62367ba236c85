import { lazy, Suspense } from "react";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { ChartBar } from "./monthly-bar-chart-canvas.tsx";

const MonthlyBarChartCanvas = lazy(() =>
  import("./monthly-bar-chart-canvas.tsx").then((module) => ({ default: module.MonthlyBarChartCanvas })),
);

// The bars are drawn only in the browser, once hydrated: the server's HTML is the same as the
// browser's first render (a box of fixed height, and the table), whatever the screen's width.
// Recharts (96 KB gzip) is fetched then, not with the page: the scripts loaded before the first
// paint are what Lighthouse's simulation puts in front of it (issue 26, decision 48). The box
// keeps its height while it comes, so nothing moves.

interface MonthlyBarChartProps {
  title: string;
  /** The table's caption ("Monthly Applications, last 6 months"). */
  caption: string;
  /** The table's column heading for the figure ("Applications", "Debt Amount"). */
  measure: string;
  kind: "count" | "usd";
  bars: readonly ChartBar[];
}

/**
 * One bar per month, with its text alternative: the same figures as a table, read by screen
 * readers and present from the server's HTML on, whether or not the chart could be drawn.
 */
export function MonthlyBarChart({ title, caption, measure, kind, bars }: MonthlyBarChartProps) {
  const hydrated = useHydrated();
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </figcaption>
      <div className="mt-4 h-64">
        {hydrated ? (
          <PanelBoundary name={`the ${title} chart`}>
            <Suspense fallback={null}>
              <MonthlyBarChartCanvas bars={bars} kind={kind} />
            </Suspense>
          </PanelBoundary>
        ) : null}
      </div>
      {/* The wrapper hides it: a table's own box does not shrink to Tailwind's 1px sr-only. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{measure}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
