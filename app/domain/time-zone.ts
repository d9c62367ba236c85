// The person's own calendar (decisions.md, "Dates and language"): dates are shown in their time
// zone, US Eastern until it is known.

export const DEFAULT_TIME_ZONE = "America/New_York";

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ("2026-11-26") of `moment` in `timeZone` (an IANA name). */
export function calendarDateIn(moment: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    // en-CA writes dates as YYYY-MM-DD.
    calendar = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    calendars.set(timeZone, calendar);
  }
  return calendar.format(moment);
}

const moments = new Map<string, Intl.DateTimeFormat>();

/** "Nov 26, 2026, 7:35 PM MST": a moment in `timeZone`, its zone named (decisions.md). */
export function formatDateTimeIn(moment: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    moments.set(timeZone, format);
  }
  return format.format(moment);
}
