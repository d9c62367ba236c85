import {
  CHART_INK,
  ChartFrame,
  HoverBand,
  MonthLabel,
  PLOT_BOTTOM,
  yOf,
} from "#app/components/charts/chart-frame.tsx";
import { axisTicks, type ChartKind, shortFigure } from "#app/components/charts/chart-scale.ts";

// The bars themselves, drawn by the server as SVG (decision 51): a bar per month with its short
// figure above it, the exact figure as the tooltip. Hidden from screen readers, who read the
// same figures in the chart's table (monthly-bar-chart.tsx).

export interface ChartBar {
  label: string;
  value: number;
  /** The exact figure ("$12,345.67"), for the tooltip. */
  text: string;
}

export interface MonthlyBarChartPlotProps {
  bars: readonly ChartBar[];
  /** "count": whole numbers; "usd": dollars, shown short on the axis and above the bars. */
  kind: ChartKind;
}

/** blue-700: 3:1 at least against white. */
const BAR = "#1d4ed8";

export function MonthlyBarChartPlot({ bars, kind }: MonthlyBarChartPlotProps) {
  const ticks = axisTicks(Math.max(0, ...bars.map((bar) => bar.value)), 4, kind === "count");
  const top = ticks.at(-1) ?? 1;
  const band = 100 / Math.max(1, bars.length);
  return (
    <ChartFrame ticks={ticks} kind={kind} axisWidth={kind === "usd" ? 56 : 40}>
      {bars.map((bar, index) => {
        const y = yOf(bar.value, top);
        const center = (index + 0.5) * band;
        return (
          <g key={bar.label}>
            <rect
              x={`${index * band + band * 0.2}%`}
              y={y}
              width={`${band * 0.6}%`}
              height={PLOT_BOTTOM - y}
              fill={BAR}
              rx={3}
              data-bar=""
            />
            <text x={`${center}%`} y={y - 6} textAnchor="middle" fill={CHART_INK} fontSize={12}>
              {shortFigure(kind, bar.value)}
            </text>
            <MonthLabel x={center} label={bar.label} anchor="middle" />
            <HoverBand from={index * band} width={band} title={`${bar.label}: ${bar.text}`} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
