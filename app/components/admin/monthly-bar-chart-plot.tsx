import {
  CHART_INK,
  ChartFrame,
  HoverBand,
  MonthLabel,
  PLOT_BOTTOM,
  yOf,
} from "#app/components/charts/chart-frame.tsx";
import { axisTicks, type ChartKind, labeledMonths, shortFigure } from "#app/components/charts/chart-scale.ts";

// The bars themselves, drawn by the server as SVG (decision 51): a bar per month with its short
// figure above it, the exact figure as the tooltip. Hidden from screen readers, who read the
// same figures in the chart's table (monthly-bar-chart.tsx, or the report's own table).
//
// Up to six months every bar carries its figure and its month. A longer axis (the reports' 12 or
// 24 months) is too narrow on a phone for either: it labels about six months (labeledMonths, the
// first and the last among them) and leaves the figures to the tooltip and the table.

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
/** The most bars that each carry their figure and month. */
const FIGURES_SHOWN_UP_TO = 6;

export function MonthlyBarChartPlot({ bars, kind }: MonthlyBarChartPlotProps) {
  const ticks = axisTicks(Math.max(0, ...bars.map((bar) => bar.value)), 4, kind === "count");
  const top = ticks.at(-1) ?? 1;
  const band = 100 / Math.max(1, bars.length);
  const every = bars.length <= FIGURES_SHOWN_UP_TO;
  const labeled = new Set(labeledMonths(bars.length));
  const last = bars.length - 1;
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
            {every ? (
              <text x={`${center}%`} y={y - 6} textAnchor="middle" fill={CHART_INK} fontSize={12}>
                {shortFigure(kind, bar.value)}
              </text>
            ) : null}
            {every ? (
              <MonthLabel x={center} label={bar.label} anchor="middle" />
            ) : labeled.has(index) ? (
              // The outer labels start at their bar's edge and run inward, so none is cut off.
              <MonthLabel
                x={index === 0 ? index * band + band * 0.2 : index === last ? (index + 0.8) * band : center}
                label={bar.label}
                anchor={index === 0 ? "start" : index === last ? "end" : "middle"}
              />
            ) : null}
            <HoverBand from={index * band} width={band} title={`${bar.label}: ${bar.text}`} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
