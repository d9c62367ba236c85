// Calendar dates typed into date inputs ("YYYY-MM-DD"), checked without time zones.

export const EARLIEST_YEAR = 1900;

/** Today's date in UTC as "YYYY-MM-DD". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day such as "2024-02-29" (and not "2023-02-29"). */
export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= EARLIEST_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Whole years between a birth day and `today` (both "YYYY-MM-DD"). */
export function ageOn(birthDay: string, today: string): number {
  const [by, bm, bd] = birthDay.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
