import type { XAxisTickContentProps } from "recharts";

// A chart's month on two lines ("Jun" over "2026"), so six or more of them fit a phone's width;
// the admin dashboard's bars and My Program's balance share it. Only chart canvases import it
// (each its own chunk, drawn in the browser).

/** slate-600: 4.5:1 at least against white. */
export const CHART_INK = "#475569";

export function MonthTick({ x, y, payload }: XAxisTickContentProps) {
  const [month, year] = String(payload.value).split(" ");
  return (
    <text x={x} y={y} textAnchor="middle" fill={CHART_INK} fontSize={12}>
      <tspan x={x} dy="0.9em">
        {month}
      </tspan>
      <tspan x={x} dy="1.2em">
        {year}
      </tspan>
    </text>
  );
}
