// Display formats of spec section 9: US dollars (no decimals in marketing displays, to the
// cent where a person's own amounts are shown) and dates as en-US short month, day, year.
// Dates are shown in UTC, so the server and the browser print the same day.
import { centsToDecimal } from "./application/money.ts";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const USD_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "$32,400" */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** "$1,234.50": amounts a person typed or owes, to the cent (not marketing figures). */
export function formatUsdCents(amount: number): string {
  return USD_CENTS.format(amount);
}

/** 123450n → "$1,234.50", exactly: the decimal string is formatted, never a float. */
export function formatCents(cents: bigint): string {
  return USD_CENTS.format(centsToDecimal(cents) as `${number}`);
}

/** "May 22, 2025" for an ISO date such as "2025-05-22", or for a moment (its UTC day). */
export function formatDate(value: string | Date): string {
  const isoDate = typeof value === "string" ? value : value.toISOString();
  return DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** "5551234567" → "(555) 123-4567"; anything but ten digits is shown as stored. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** Whole-number percentage of part over total (savings percentage of a testimonial). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
