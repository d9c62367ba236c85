import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_INK, MonthTick } from "#app/components/charts/month-tick.tsx";

// The dedicated account's balance, drawn by Recharts. Rendered in the browser only
// (balance-chart.tsx), so the server's HTML never depends on a measured width. Hidden from
// screen readers, which read the same figures in the chart's table.

export interface BalanceChartRow {
  /** "Jan 2027": the x axis' category, unique per month. */
  label: string;
  /** The exact balance ("$1,234.56"), for the tooltip. */
  text: string;
  /** True for a month still to come: its balance is an estimate. */
  estimated: boolean;
  /** Dollars for the solid line: the months already past, else null. */
  actual: number | null;
  /** Dollars for the dashed line: the months to come, and the last past month before them. */
  projected: number | null;
  /** The creditors whose debts are expected to settle that month, joined with ", "; "" for none. */
  settlements: string;
}

export interface BalanceChartCanvasProps {
  rows: readonly BalanceChartRow[];
}

const SHORT_USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

// slate-600 text, blue-700 line, emerald-800 settlements: 4.5:1 and 3:1 at least against white.
const INK = CHART_INK;
const LINE = "#1d4ed8";
const FILL = "#dbeafe";
const SETTLEMENT = "#065f46";

/** One tooltip per month, whichever line is under the pointer (the boundary month is in both). */
function BalanceTip({ active, payload }: TooltipContentProps) {
  const row = payload[0]?.payload as BalanceChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
      <p className="font-semibold text-slate-900">{row.label}</p>
      <p className="tabular-nums">
        {row.text} ({row.estimated ? "estimate" : "actual"})
      </p>
      {row.settlements ? <p className="text-emerald-800">Expected to settle: {row.settlements}</p> : null}
    </div>
  );
}

export function BalanceChartCanvas({ rows }: BalanceChartCanvasProps) {
  const short = (value: unknown) => SHORT_USD.format(Number(value));
  const settling = rows.filter((row) => row.settlements !== "");
  return (
    <div aria-hidden="true" className="h-full w-full">
      <AreaChart
        data={[...rows]}
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 24, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="label"
          tick={MonthTick}
          tickLine={false}
          interval="preserveStartEnd"
          minTickGap={8}
          height={40}
        />
        <YAxis
          tickFormatter={short}
          tick={{ fill: INK, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        <Tooltip content={BalanceTip} />
        <Area type="monotone" dataKey="actual" stroke={LINE} strokeWidth={2} fill={FILL} fillOpacity={0.8} />
        <Area
          type="monotone"
          dataKey="projected"
          stroke={LINE}
          strokeWidth={2}
          strokeDasharray="6 4"
          fill={FILL}
          fillOpacity={0.4}
        />
        {settling.map((row, index) => (
          <ReferenceLine
            key={row.label}
            x={row.label}
            stroke={SETTLEMENT}
            strokeDasharray="2 3"
            // Alternately above the plot and just inside it, so neighboring names overlap less.
            label={{
              value: row.settlements,
              position: index % 2 === 0 ? "top" : "insideTop",
              fill: SETTLEMENT,
              fontSize: 11,
            }}
          />
        ))}
      </AreaChart>
    </div>
  );
}
