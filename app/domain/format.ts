// Display formats of spec section 9, in one place for every page: US dollars (whole dollars
// in marketing displays and the calculator's estimates, to the cent where a person's own
// amounts are shown), dates as en-US short month, day, year, phone numbers and spans of months.
// A moment is shown in the reader's time zone (time-zone.ts), never the runtime's, so the server
// and the browser print the same day; a calendar date ("2025-05-22") is shown as it is.
import { formatDayIn } from "./time-zone.ts";

/**
 * A formatter made on first use, then kept: building an Intl formatter is slow in a fresh
 * browser tab (the first currency one took 233 to 348 ms at Lighthouse's 4x CPU, issue 26), and
 * at import time it would delay every page's scripts, used or not.
 */
function onFirstUse<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const USD = onFirstUse(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);

const USD_CENTS = onFirstUse(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

const USD_SHORT = onFirstUse(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      notation: "compact",
      maximumFractionDigits: 1,
    }),
);

const COUNT = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }));

const DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const MONTH = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/**
 * Whole US dollars, "$32,400": a figure or an estimate, never a person's own amount (those
 * are bigint cents, formatCents). The calculator's estimates are floats, so a value that is
 * not finite shows as "—" and a negative one that rounds to zero as "$0", never "-$0".
 */
export function formatUsd(amount: number): string {
  return Number.isFinite(amount) ? USD().format(Math.round(amount) || 0) : "—";
}

/** Dollars written short, for a chart's axis or a bar's label: "$12.5K", "$1.2M". */
export function formatUsdShort(amount: number): string {
  return USD_SHORT().format(amount);
}

/** A whole count with separators: "1,234". */
export function formatCount(count: number): string {
  return COUNT().format(count);
}

/**
 * 123450n → "$1,234.50", exactly, however large: Intl formats a numeric string as the exact
 * decimal it writes (ECMA-402's Intl mathematical value), and "123450e-2" is the amount in
 * dollars, so no float is involved.
 */
export function formatCents(cents: bigint): string {
  return USD_CENTS().format(`${cents}e-2` as `${number}`);
}

/**
 * An estimate made from a person's amounts (potential savings, net result: issue 21), to the
 * nearest whole dollar, halves away from zero: 730020n → "$7,300". Exact, with no float.
 */
export function formatWholeDollars(cents: bigint): string {
  const half = cents < 0n ? -50n : 50n;
  const dollars = (cents + half) / 100n;
  return USD().format(`${dollars}` as `${number}`);
}

/**
 * "May 22, 2025": a calendar date such as "2025-05-22" (a date of birth, an article's date) as it
 * is; a moment (a Date, or an ISO timestamp string) as its day in the reader's `timeZone`.
 */
export function formatDate(day: string): string;
export function formatDate(value: string | Date, timeZone: string): string;
export function formatDate(value: string | Date, timeZone?: string): string {
  if (typeof value === "string" && (value.length <= 10 || timeZone === undefined)) {
    return DATE().format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
  }
  return formatDayIn(typeof value === "string" ? new Date(value) : value, timeZone ?? "UTC");
}

/** "5551234567" → "(555) 123-4567"; anything but ten digits is shown as stored. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/**
 * Whole-number percentage of part over total, for a figure shown as "40%" (a testimonial's
 * savings over its debt): a rounded ratio for display, never an amount (money.ts).
 */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** "73 months (6 years 1 month)". */
export function formatMonths(months: number): string {
  const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(months, "month");
  const span = rest === 0 ? plural(years, "year") : `${plural(years, "year")} ${plural(rest, "month")}`;
  return `${plural(months, "month")} (${span})`;
}

/** "2027-03" → "March 2027": a calendar month, in no time zone. */
export function formatCalendarMonth(month: string): string {
  return MONTH().format(new Date(`${month}-01T00:00:00Z`));
}
