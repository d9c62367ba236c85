// Calendar days as "YYYY-MM-DD" strings (a deposit's date is a day, not a moment): the arithmetic
// the plan and its schedule need, in UTC so that no machine's zone moves a day.

const DAY_MS = 86_400_000;

function parts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a calendar day: ${JSON.stringify(day)}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written "YYYY-MM-DD" (no Feb 30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && toDay(date) === value;
}

/**
 * `day` moved by `months` calendar months, on the same day of the month, or the month's last day
 * when it has fewer (Jan 31 → Feb 28 or 29), never spilling into the next month.
 */
export function addMonths(day: string, months: number, dayOfMonth = parts(day)[2]): string {
  const [year, month] = parts(day);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(year, month - 1 + months, Math.min(dayOfMonth, lastDay))));
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** "2027-03-15" → "2027-03". */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Whole months from `from`'s month to `to`'s month ("2026-12" to "2027-02": 2). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = parts(`${from.slice(0, 7)}-01`);
  const [ty, tm] = parts(`${to.slice(0, 7)}-01`);
  return (ty - fy) * 12 + (tm - fm);
}
