import { useId } from "react";

export interface CostChartItem {
  label: string;
  /** Total paid in dollars; null when the option never pays the debt off. */
  value: number | null;
  /** The value as text ("$36,380", "Never paid off"). */
  valueText: string;
  /** How long it takes, as text. */
  timeText: string;
  /** Tailwind fill class, at least 3:1 against white. */
  fill: string;
}

const ROW = 60;

/**
 * A horizontal bar chart of the total paid under each option: an inline SVG whose text keeps
 * its size at any width (percent widths, no viewBox), with the same figures in a table for
 * screen readers.
 */
export function CostChart({ title, items }: { title: string; items: readonly CostChartItem[] }) {
  const id = useId();
  const finite = items.map((item) => item.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const max = Math.max(1, ...finite);
  const summary = items.map((item) => `${item.label}: ${item.valueText}`).join("; ");
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-5">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <svg
        width="100%"
        height={items.length * ROW}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-3 block"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {items.map((item, index) => {
          const top = index * ROW;
          const percent = item.value === null ? 0 : Math.max(0.5, (item.value / max) * 100);
          return (
            <g key={item.label}>
              <text x="0" y={top + 16} className="fill-slate-800 text-sm" fontSize="14">
                <tspan fontWeight="600">{item.label}</tspan>
                <tspan>{`: ${item.valueText}`}</tspan>
              </text>
              {item.value === null ? (
                <rect
                  x="1"
                  y={top + 26}
                  width="99%"
                  height="22"
                  rx="3"
                  className="fill-none stroke-slate-600"
                  strokeDasharray="6 4"
                />
              ) : (
                <rect x="0" y={top + 26} width={`${percent}%`} height="22" rx="3" className={item.fill} />
              )}
            </g>
          );
        })}
      </svg>
      {/* A table is as wide as its content whatever its width: hide a wrapper instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Total paid</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td>{item.valueText}</td>
                <td>{item.timeText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
