import { type ChartBar, MonthlyBarChartPlot } from "./monthly-bar-chart-plot.tsx";

// Drawn by the server (decision 51): the same HTML at any width, nothing drawn or fetched after
// the page loads, and the chart is there without JavaScript.

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
 * readers.
 */
export function MonthlyBarChart({ title, caption, measure, kind, bars }: MonthlyBarChartProps) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </figcaption>
      <div className="mt-4">
        <MonthlyBarChartPlot bars={bars} kind={kind} />
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
