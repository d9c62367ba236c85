// The arithmetic of the server-drawn charts (decision 51): a value axis with round steps, and
// which months of a long axis are labeled. Pure, so it is tested without a page.
import { formatCount, formatUsdShort } from "#app/domain/format.ts";

export type ChartKind = "count" | "usd";

export function shortFigure(kind: ChartKind, value: number): string {
  return kind === "usd" ? formatUsdShort(value) : formatCount(value);
}

/**
 * The ticks of a value axis from 0: about `count` steps of 1, 2, 2.5 or 5 times a power of ten
 * (whole numbers only when `whole`), the last at or above `max`.
 */
export function axisTicks(max: number, count = 4, whole = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10]
    .map((multiple) => multiple * power)
    .find((size) => size >= rough && (!whole || Number.isInteger(size)));
  const size = whole ? Math.max(1, Math.ceil(step ?? rough)) : (step ?? rough);
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < max) ticks.push(ticks.length * size);
  return ticks;
}

/**
 * Which of `total` months carry a label, at most about `most`: every k-th from the first, and
 * the last, which replaces the one before it when the two would sit too close.
 */
export function labeledMonths(total: number, most = 6): number[] {
  if (total <= most) return Array.from({ length: total }, (_, index) => index);
  const every = Math.ceil((total - 1) / (most - 1));
  const shown: number[] = [];
  for (let index = 0; index < total - 1; index += every) shown.push(index);
  const last = total - 1;
  if (last - (shown.at(-1) ?? 0) <= every / 2) shown.pop();
  shown.push(last);
  return shown;
}
