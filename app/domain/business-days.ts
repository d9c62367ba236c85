// Business days: weekdays that are not an observed US federal holiday. Used for the refund's due
// date when a customer leaves the program ("within 7 business days, weekends and US federal holidays
// skipped", decisions.md "Leaving the program") and for the days deposits are drawn on (the next
// business day, decisions.md "Business days"). The holiday list is code (5 U.S.C. 6103), checked
// by tests against known dates; days are "YYYY-MM-DD" strings, computed in UTC like calendar.ts.

import { addDays, isCalendarDay, weekday } from "./calendar.ts";

const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;

/** Juneteenth became a federal holiday on June 17, 2021 (Pub. L. 117-17). */
const JUNETEENTH_FIRST_YEAR = 2021;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function dayOf(year: number, month: number, dayOfMonth: number): string {
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
}

/** The `nth` (1-based) `targetWeekday` (0 Sunday … 6 Saturday) of the month. */
function nthWeekday(year: number, month: number, targetWeekday: number, nth: number): string {
  const first = weekday(dayOf(year, month, 1));
  return dayOf(year, month, 1 + ((targetWeekday - first + 7) % 7) + 7 * (nth - 1));
}

/** The last `targetWeekday` of the month. */
function lastWeekday(year: number, month: number, targetWeekday: number): string {
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(dayOf(year, month, lastDayOfMonth));
  return dayOf(year, month, lastDayOfMonth - ((last - targetWeekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(day: string): string {
  const dayOfWeek = weekday(day);
  if (dayOfWeek === SATURDAY) return addDays(day, -1);
  if (dayOfWeek === SUNDAY) return addDays(day, 1);
  return day;
}

/** The observed dates of the holidays of `year` itself (one may fall in the year before). */
function holidaysOfYear(year: number): string[] {
  const fixed = [
    dayOf(year, 1, 1), // New Year's Day
    ...(year >= JUNETEENTH_FIRST_YEAR ? [dayOf(year, 6, 19)] : []), // Juneteenth
    dayOf(year, 7, 4), // Independence Day
    dayOf(year, 11, 11), // Veterans Day
    dayOf(year, 12, 25), // Christmas Day
  ].map(observed);
  const floating = [
    nthWeekday(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    lastWeekday(year, 5, MONDAY), // Memorial Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
  ];
  return [...fixed, ...floating];
}

const cache = new Map<number, readonly string[]>();

/**
 * The observed US federal holidays that fall in `year`, sorted ascending. Next year's New Year's
 * Day counts when it is a Saturday (2022-01-01 is observed 2021-12-31); this year's, observed the
 * year before, does not.
 */
export function usFederalHolidays(year: number): string[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9998) throw new Error(`not a year: ${year}`);
  let days = cache.get(year);
  if (!days) {
    const prefix = `${year}-`;
    days = [...holidaysOfYear(year), observed(dayOf(year + 1, 1, 1))]
      .filter((day) => day.startsWith(prefix))
      .sort();
    cache.set(year, days);
  }
  return [...days];
}

function checkDay(day: string): void {
  if (!isCalendarDay(day)) throw new Error(`not a calendar day: ${JSON.stringify(day)}`);
}

/** True when `day` is the observed date of a US federal holiday. */
export function isUsFederalHoliday(day: string): boolean {
  checkDay(day);
  return usFederalHolidays(Number(day.slice(0, 4))).includes(day);
}

/** True for a Monday to Friday that is not an observed US federal holiday. */
export function isBusinessDay(day: string): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek !== SATURDAY && dayOfWeek !== SUNDAY && !isUsFederalHoliday(day);
}

/**
 * The day `count` business days after `day`. The start day itself never counts, so it may be a
 * weekend or a holiday; a count of 0 returns `day` unchanged.
 */
export function addBusinessDays(day: string, count: number): string {
  checkDay(day);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`not a count of business days: ${count}`);
  }
  let current = day;
  let remaining = count;
  while (remaining > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) remaining -= 1;
  }
  return current;
}

/**
 * `day` itself when it is a business day, else the first business day after it: the day money
 * moves on when its nominal day is a weekend or a holiday (decisions.md, "Business days": a
 * deposit due on a Saturday is drawn on the Monday, or the Tuesday after a Monday holiday). It may
 * cross into the next month (Sat Jan 30 → Mon Feb 1): the projection works on real days.
 */
export function nextBusinessDay(day: string): string {
  checkDay(day);
  let current = day;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}
