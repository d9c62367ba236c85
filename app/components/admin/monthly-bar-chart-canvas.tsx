import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  LabelList,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_INK, MonthTick } from "#app/components/charts/month-tick.tsx";

// The bars themselves, drawn by Recharts, which only admin pages import (so no public page
// downloads it). Rendered in the browser only (monthly-bar-chart.tsx), so the server's HTML
// never depends on a measured width. Hidden from screen readers, which read the same figures
// in the chart's table.

export interface ChartBar {
  label: string;
  value: number;
  /** The exact figure ("$12,345.67"), for the tooltip. */
  text: string;
}

export interface MonthlyBarChartCanvasProps {
  bars: readonly ChartBar[];
  /** "count": whole numbers; "usd": dollars, shown short on the axis and above the bars. */
  kind: "count" | "usd";
}

const SHORT_USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

// slate-600 text and blue-700 bars: 4.5:1 and 3:1 at least against white.
const INK = CHART_INK;
const BAR = "#1d4ed8";

/** Recharts' own bar; being a custom shape, a month of 0 keeps its (empty) bar and its label. */
const ZeroKeepingBar = (props: BarShapeProps) => <Rectangle {...props} />;

export function MonthlyBarChartCanvas({ bars, kind }: MonthlyBarChartCanvasProps) {
  const short = (value: unknown) => (kind === "usd" ? SHORT_USD : COUNT).format(Number(value));
  return (
    <div aria-hidden="true" className="h-full w-full">
      <BarChart
        data={[...bars]}
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 24, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={MonthTick} tickLine={false} interval={0} height={40} />
        <YAxis
          allowDecimals={false}
          tickFormatter={short}
          tick={{ fill: INK, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={kind === "usd" ? 56 : 40}
        />
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          formatter={(_value, _name, item) => [(item.payload as ChartBar).text, null]}
        />
        <Bar dataKey="value" fill={BAR} radius={[4, 4, 0, 0]} maxBarSize={56} shape={ZeroKeepingBar}>
          <LabelList dataKey="value" position="top" formatter={short} fill={INK} fontSize={12} />
        </Bar>
      </BarChart>
    </div>
  );
}
