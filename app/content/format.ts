// Display formats of spec section 9: US dollars without decimals in marketing displays,
// dates as en-US short month, day, year.

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

/** "May 22, 2025" for an ISO date such as "2025-05-22". */
export function formatDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Whole-number percentage of part over total (savings percentage of a testimonial). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
