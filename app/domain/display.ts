// How the dashboard's panels show a stored value: money in US dollars to the cent, days as
// en-US short dates (a moment's in the reader's time zone), and N/A for anything missing (spec section 2, Account Details).

import { DASHBOARD_MESSAGES } from "./dashboard/messages.ts";
import { formatCents, formatDate } from "./format.ts";
import { centsOf } from "./money.ts";

const NOT_AVAILABLE = DASHBOARD_MESSAGES.notAvailable;

/** One labelled value of a panel. */
export interface DetailItem {
  label: string;
  value: string;
}

export const textOrNA = (value: string | null) => (value?.trim() ? value.trim() : NOT_AVAILABLE);

/** A numeric(12,2) value as the driver returns it ("1234.50") → "$1,234.50". */
export const moneyOrNA = (value: string | null) =>
  value === null ? NOT_AVAILABLE : formatCents(centsOf(value));

/** A calendar date ("1984-06-30", as stored) → "Jun 30, 1984". */
export const dayOrNA = (value: string | null) => (value ? formatDate(value) : NOT_AVAILABLE);

/** A moment → its day in the reader's `timeZone` ("Nov 26, 2026"). */
export const momentDayOrNA = (value: Date | null, timeZone: string) =>
  value ? formatDate(value, timeZone) : NOT_AVAILABLE;
