import { BalanceChartPlot, type BalanceChartRow } from "./balance-chart-plot.tsx";

// Drawn by the server (decision 51): the same HTML at any width, nothing drawn or fetched after
// the page loads, and the chart is there without JavaScript.

export interface BalancePoint {
  /** "YYYY-MM". */
  month: string;
  /** "Jan 2027". */
  label: string;
  /** The projected month-end balance: a decimal string of whole cents (bigint-safe over JSON). */
  balanceCents: string;
  /** The exact balance ("$1,234.56"). */
  text: string;
  /** True for a month still to come: its balance is an estimate. */
  projected: boolean;
}

export interface SettlementMarker {
  /** "YYYY-MM": the month the debt is expected to settle. */
  month: string;
  /** "Jan 2027". */
  label: string;
  creditor: string;
}

export interface BalanceChartProps {
  points: readonly BalancePoint[];
  markers: readonly SettlementMarker[];
  /** The figure's caption, also read before the table. */
  caption: string;
}

/** The creditors expected to settle in each month, in the markers' order, joined with ", ". */
function settlementsByMonth(markers: readonly SettlementMarker[]): Map<string, string> {
  const names = new Map<string, string[]>();
  for (const marker of markers) {
    const list = names.get(marker.month);
    if (list) list.push(marker.creditor);
    else names.set(marker.month, [marker.creditor]);
  }
  return new Map([...names].map(([month, list]) => [month, list.join(", ")]));
}

/**
 * The rows the plot draws: past months on the solid line, months to come on the dashed one,
 * and the last past month before an estimate on both, so the line does not break. Dollars are
 * for drawing only; the exact figures stay in the text.
 */
function chartRows(points: readonly BalancePoint[], settlements: Map<string, string>): BalanceChartRow[] {
  return points.map((point, index) => {
    const dollars = Number(BigInt(point.balanceCents)) / 100;
    const next = points[index + 1];
    const joinsEstimate = !point.projected && next?.projected === true;
    return {
      label: point.label,
      text: point.text,
      estimated: point.projected,
      actual: point.projected ? null : dollars,
      projected: point.projected || joinsEstimate ? dollars : null,
      settlements: settlements.get(point.month) ?? "",
    };
  });
}

/**
 * The dedicated account's month-end balance over the program, with a mark at each month a debt
 * is expected to settle, and its text alternative: the same figures as a table, read by screen
 * readers.
 */
export function BalanceChart({ points, markers, caption }: BalanceChartProps) {
  if (points.length === 0) return <p className="text-slate-700">No figures to chart yet.</p>;
  const settlements = settlementsByMonth(markers);
  return (
    <figure className="min-w-0">
      <figcaption className="font-semibold text-slate-900">{caption}</figcaption>
      <div className="mt-4">
        <BalanceChartPlot rows={chartRows(points, settlements)} />
      </div>
      {/* The wrapper hides it: a table's own box does not shrink to Tailwind's 1px sr-only. */}
      <div className="sr-only">
        <table>
          <caption>{caption}, month by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Balance</th>
              <th scope="col">Actual or estimate</th>
              <th scope="col">Expected settlements</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{point.label}</th>
                <td>{point.text}</td>
                <td>{point.projected ? "Estimate" : "Actual"}</td>
                <td>{settlements.get(point.month) ?? "None"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
