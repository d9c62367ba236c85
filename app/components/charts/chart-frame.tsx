import type { ReactNode } from "react";
import { type ChartKind, shortFigure } from "./chart-scale.ts";

// The frame of a server-drawn chart (decision 51): the value axis in an SVG of its own, fixed
// width, and the plot in one that takes the rest of the row. Inside the plot, positions across
// are percentages and heights are pixels, so text keeps its size at any width and nothing is
// measured in the browser. The admin dashboard's bars and My Program's balance share it. Hidden
// from screen readers, who read the same figures in each chart's table.

/** slate-600: 4.5:1 at least against white. */
export const CHART_INK = "#475569";
const GRID = "#e2e8f0";

export const CHART_HEIGHT = 256;
/** Room above the plot for the labels of bars and settlements. */
export const PLOT_TOP = 24;
/** Room under the plot for the months, on two lines. */
const MONTHS_HEIGHT = 40;
export const PLOT_HEIGHT = CHART_HEIGHT - PLOT_TOP - MONTHS_HEIGHT;
export const PLOT_BOTTOM = PLOT_TOP + PLOT_HEIGHT;

/** The height in pixels of `value` on an axis whose top tick is `top`. */
export function yOf(value: number, top: number): number {
  return PLOT_TOP + PLOT_HEIGHT * (1 - Math.min(Math.max(value / top, 0), 1));
}

interface ChartFrameProps {
  ticks: readonly number[];
  kind: ChartKind;
  axisWidth: number;
  children: ReactNode;
}

export function ChartFrame({ ticks, kind, axisWidth, children }: ChartFrameProps) {
  const top = ticks.at(-1) ?? 1;
  return (
    <div aria-hidden="true" className="flex h-64" data-chart="">
      <svg aria-hidden="true" width={axisWidth} height={CHART_HEIGHT} className="shrink-0">
        {ticks.map((tick) => (
          <text
            key={tick}
            x={axisWidth - 6}
            y={yOf(tick, top)}
            dy="0.32em"
            textAnchor="end"
            fill={CHART_INK}
            fontSize={12}
          >
            {shortFigure(kind, tick)}
          </text>
        ))}
      </svg>
      <svg aria-hidden="true" width="100%" height={CHART_HEIGHT} className="min-w-0 flex-1">
        {ticks.map((tick) => (
          <line key={tick} x1="0" x2="100%" y1={yOf(tick, top)} y2={yOf(tick, top)} stroke={GRID} />
        ))}
        {children}
      </svg>
    </div>
  );
}

/** A month under the plot on two lines ("Jun" over "2026"), so six or more fit a phone's width. */
export function MonthLabel({
  x,
  label,
  anchor,
}: {
  x: number;
  label: string;
  anchor: "start" | "middle" | "end";
}) {
  const [month, year] = label.split(" ");
  return (
    <text y={PLOT_BOTTOM + 4} textAnchor={anchor} fill={CHART_INK} fontSize={12} data-month-label="">
      <tspan x={`${x}%`} dy="0.9em">
        {month}
      </tspan>
      <tspan x={`${x}%`} dy="1.2em">
        {year}
      </tspan>
    </text>
  );
}

/** A month's band, clear, with its figures as the browser's tooltip on hover. */
export function HoverBand({ from, width, title }: { from: number; width: number; title: string }) {
  return (
    <rect x={`${from}%`} y={PLOT_TOP} width={`${width}%`} height={PLOT_HEIGHT} fill="transparent">
      <title>{title}</title>
    </rect>
  );
}
