// Calendar arithmetic for projected completion, in UTC (the dates are shown in UTC).

/**
 * The same moment `months` calendar months later. A day that does not exist in the target
 * month becomes its last day (Jan 31 + 1 month = Feb 28 or 29), as PostgreSQL's
 * `+ interval 'N months'` does, rather than spilling into the next month.
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
