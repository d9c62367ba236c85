import {
  ChartFrame,
  HoverBand,
  MonthLabel,
  PLOT_BOTTOM,
  PLOT_HEIGHT,
  PLOT_TOP,
  yOf,
} from "#app/components/charts/chart-frame.tsx";
import { axisTicks, labeledMonths } from "#app/components/charts/chart-scale.ts";

// The dedicated account's balance, drawn by the server as SVG (decision 51): past months on a
// solid line, months to come on a dashed one, a dashed mark at each month a debt is expected to
// settle. Hidden from screen readers, who read the same figures in the chart's table
// (balance-chart.tsx).

export interface BalanceChartRow {
  /** "Jan 2027": the month's label, unique per month. */
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

// blue-700 line, emerald-800 settlements: 3:1 at least against white.
const LINE = "#1d4ed8";
const FILL = "#dbeafe";
const SETTLEMENT = "#065f46";
/** Where the creditors' names sit, in turn. */
const NAME_ROWS = [PLOT_TOP - 8, PLOT_TOP + 14, PLOT_TOP + 36];
/** The lines are drawn in a box this wide, stretched to the plot's width. */
const SPAN = 1000;

/** Where month `index` of `total` sits across the plot, in percent. */
function across(index: number, total: number): number {
  return total === 1 ? 50 : (index / (total - 1)) * 100;
}

/** The line and the area under it for one series' months (a series has one unbroken run). */
function series(rows: readonly BalanceChartRow[], key: "actual" | "projected", top: number) {
  const points = rows.flatMap((row, index) => {
    const value = row[key];
    if (value === null) return [];
    const x = rows.length === 1 ? [0, SPAN] : [(across(index, rows.length) / 100) * SPAN];
    return x.map((at) => `${at.toFixed(1)},${(yOf(value, top) - PLOT_TOP).toFixed(1)}`);
  });
  if (points.length === 0) return null;
  const first = points[0]?.split(",")[0];
  const last = points.at(-1)?.split(",")[0];
  return {
    line: `M${points.join("L")}`,
    area: `M${first},${PLOT_HEIGHT}L${points.join("L")}L${last},${PLOT_HEIGHT}Z`,
  };
}

/** One series: the area under it, and its line (dashed for the months to come). */
function Series(props: {
  name: "actual" | "projected";
  rows: readonly BalanceChartRow[];
  top: number;
  fillOpacity: number;
  dashed?: boolean;
}) {
  const drawn = series(props.rows, props.name, props.top);
  if (!drawn) return null;
  return (
    <g data-series={props.name}>
      <path d={drawn.area} fill={FILL} fillOpacity={props.fillOpacity} />
      <path
        d={drawn.line}
        fill="none"
        stroke={LINE}
        strokeWidth={2}
        strokeDasharray={props.dashed ? "6 4" : undefined}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}

/** A month's label: anchored inward at the ends of the axis, so it is not cut off. */
function anchorAt(index: number, total: number): "start" | "middle" | "end" {
  if (total > 1 && index === 0) return "start";
  if (total > 1 && index === total - 1) return "end";
  return "middle";
}

/** A creditor's name, wider than a month: anchored inward in the outer quarters of the axis. */
function nameAnchor(percent: number): "start" | "middle" | "end" {
  if (percent < 25) return "start";
  return percent > 75 ? "end" : "middle";
}

export function BalanceChartPlot({ rows }: { rows: readonly BalanceChartRow[] }) {
  const values = rows.flatMap((row) => [row.actual ?? 0, row.projected ?? 0]);
  const ticks = axisTicks(Math.max(0, ...values));
  const top = ticks.at(-1) ?? 1;
  const total = rows.length;
  const band = 100 / Math.max(1, total - 1);
  let settlementIndex = 0;
  return (
    <ChartFrame ticks={ticks} kind="usd" axisWidth={56}>
      <svg
        aria-hidden="true"
        y={PLOT_TOP}
        width="100%"
        height={PLOT_HEIGHT}
        viewBox={`0 0 ${SPAN} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
      >
        <Series name="actual" rows={rows} top={top} fillOpacity={0.8} />
        <Series name="projected" rows={rows} top={top} fillOpacity={0.4} dashed />
      </svg>
      {rows.map((row, index) => {
        if (row.settlements === "") return null;
        const percent = across(index, total);
        const x = `${percent}%`;
        // In turn above the plot and on two lines inside it, so neighboring names overlap less.
        const y = NAME_ROWS[settlementIndex++ % NAME_ROWS.length];
        return (
          <g key={`settle-${row.label}`} data-settlement="">
            <line x1={x} x2={x} y1={PLOT_TOP} y2={PLOT_BOTTOM} stroke={SETTLEMENT} strokeDasharray="2 3" />
            <text x={x} y={y} textAnchor={nameAnchor(percent)} fill={SETTLEMENT} fontSize={11}>
              {row.settlements}
            </text>
          </g>
        );
      })}
      {labeledMonths(total).map((index) => (
        <MonthLabel
          key={rows[index]?.label}
          x={across(index, total)}
          label={rows[index]?.label ?? ""}
          anchor={anchorAt(index, total)}
        />
      ))}
      {rows.map((row, index) => (
        <HoverBand
          key={`hover-${row.label}`}
          from={Math.max(0, across(index, total) - band / 2)}
          width={total === 1 ? 100 : band}
          title={`${row.label}: ${row.text} (${row.estimated ? "estimate" : "actual"})${row.settlements ? `. Expected to settle: ${row.settlements}` : ""}`}
        />
      ))}
    </ChartFrame>
  );
}
