import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { type ChartBar, MonthlyBarChartCanvas } from "./monthly-bar-chart-canvas.tsx";

// The bars are drawn only in the browser, once hydrated: the server's HTML is the same as the
// browser's first render (a box of fixed height, and the table), whatever the screen's width.
// Recharts comes with this route's own chunk. (A lazy import() would keep it out of that chunk,
// but Vite's preload helper it needs lives in the public pages' shell chunk, which would then
// export one more name to every public page.)

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
            <MonthlyBarChartCanvas bars={bars} kind={kind} />
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
