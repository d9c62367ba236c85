// The person's own calendar (decisions.md, "Dates and language"): dates and times are shown in
// their time zone (the browser's, reported at sign-in and kept on the profile: users.time_zone),
// US Eastern until it is known. Every date a page or an e-mail shows is formatted here, on the
// server, with the zone of the person who reads it: never the zone the server or the browser
// happens to run in, so the server's render and the browser's are the same text (React #418).

export const DEFAULT_TIME_ZONE = "America/New_York";

/** The shape users.time_zone accepts (its CHECK users_time_zone_name, migration 0023). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * `name` as a real IANA time zone (Intl knows it; its case as Intl writes it), or null for
 * anything else: not a string, too long, not the database's shape, or a zone Intl does not know.
 */
export function validTimeZone(name: unknown): string | null {
  if (typeof name !== "string" || name.length > 64 || !ZONE_NAME.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return ZONE_NAME.test(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** The zone dates are shown in for a person whose stored zone is `stored` (null: not known yet). */
export function timeZoneOf(stored: string | null | undefined): string {
  return validTimeZone(stored) ?? DEFAULT_TIME_ZONE;
}

/** The zones Profile Settings offers (with the person's own, when it is none of these). */
export const US_TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: "America/New_York", label: "Eastern Time (New York)" },
  { value: "America/Chicago", label: "Central Time (Chicago)" },
  { value: "America/Denver", label: "Mountain Time (Denver)" },
  { value: "America/Phoenix", label: "Mountain Time, no daylight saving (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific Time (Los Angeles)" },
  { value: "America/Anchorage", label: "Alaska Time (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii Time (Honolulu)" },
  { value: "America/Puerto_Rico", label: "Atlantic Time (Puerto Rico)" },
];

/** How a zone is named in a select: a US zone by its words, any other as "Berlin (Europe/Berlin)". */
export function timeZoneLabel(zone: string): string {
  const known = US_TIME_ZONES.find((choice) => choice.value === zone);
  if (known) return known.label;
  const city = zone.split("/").at(-1)?.replaceAll("_", " ") ?? zone;
  return city === zone ? zone : `${city} (${zone})`;
}

/** The select's choices: the US zones, and `current` first when it is not one of them. */
export function timeZoneChoices(current: string): { value: string; label: string }[] {
  const own = US_TIME_ZONES.some((choice) => choice.value === current)
    ? []
    : [{ value: current, label: timeZoneLabel(current) }];
  return [...own, ...US_TIME_ZONES];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  kind: "iso-day" | "day" | "minute" | "second" | "month" | "time" | "short-day" | "parts",
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const time = { hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
    const options: Intl.DateTimeFormatOptions =
      kind === "parts"
        ? {
            year: "numeric",
            month: "numeric",
            day: "numeric",
            hour: "numeric",
            minute: "numeric",
            hourCycle: "h23",
          }
        : kind === "time"
          ? { hour: "numeric", minute: "2-digit" }
          : kind === "short-day"
            ? { month: "short", day: "numeric" }
            : kind === "iso-day"
              ? { year: "numeric", month: "2-digit", day: "2-digit" }
              : kind === "month"
                ? { year: "numeric", month: "2-digit" }
                : kind === "day"
                  ? { month: "short", day: "numeric", year: "numeric" }
                  : kind === "minute"
                    ? { month: "short", day: "numeric", year: "numeric", ...time }
                    : { month: "short", day: "numeric", year: "numeric", ...time, second: "2-digit" };
    // en-CA writes dates as YYYY-MM-DD; en-US is what a person reads.
    format = new Intl.DateTimeFormat(kind === "iso-day" || kind === "month" ? "en-CA" : "en-US", {
      ...options,
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** The calendar date ("2026-11-26") of `moment` in `timeZone` (an IANA name). */
export function calendarDateIn(moment: Date, timeZone: string): string {
  return formatIn("iso-day", timeZone).format(moment);
}

/** The calendar month ("2026-11") of `moment` in `timeZone`. */
export function calendarMonthIn(moment: Date, timeZone: string): string {
  const parts = formatIn("month", timeZone).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** "Nov 26, 2026": the day `moment` falls on in `timeZone`. */
export function formatDayIn(moment: Date, timeZone: string): string {
  return formatIn("day", timeZone).format(moment);
}

/**
 * "Nov 26, 2026, 7:35 PM MST": a moment in `timeZone`, its zone named (decisions.md), with the
 * seconds when asked ("Nov 26, 2026, 7:35:05 PM MST": the Audit Log, the Mailbox).
 */
export function formatDateTimeIn(
  moment: Date,
  timeZone: string,
  options: { seconds?: boolean } = {},
): string {
  return formatIn(options.seconds ? "second" : "minute", timeZone).format(moment);
}

/**
 * The company's zone: its calendar decides when an offer's last day ends, which deposits are due
 * and when a refund is due (decisions.md, "Business days"), whoever reads the page.
 */
export const COMPANY_TIME_ZONE = "America/New_York";

/** The company's calendar day ("2026-12-11") at `moment`. */
export function companyDayOf(moment: Date): string {
  return calendarDateIn(moment, COMPANY_TIME_ZONE);
}

/** How many milliseconds `timeZone`'s wall clock is ahead of UTC at `moment`. */
function offsetAt(moment: Date, timeZone: string): number {
  const parts = formatIn("parts", timeZone).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour") % 24, part("minute"));
  return wall - Math.floor(moment.getTime() / 60_000) * 60_000;
}

/**
 * The moment a wall clock in `timeZone` reads `time` ("23:59") on `day` ("2026-12-11"). Around a
 * change of daylight saving time the offset is read again at the moment found, once.
 */
export function momentAt(day: string, time: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) throw new Error(`not a day and a time: ${day} ${time}`);
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

const ZONE_WORDS: Record<string, string> = { [COMPANY_TIME_ZONE]: "Eastern" };

/**
 * An offer's deadline, the end of its last day on the company's calendar, named in the company's
 * zone and, when the reader's wall clock reads otherwise, in the reader's own time (decisions.md,
 * "Dates and language": a time of day names its zone): "Dec 11, 2026, 11:59 PM Eastern (9:59 PM
 * your time)". The one function the offer card, its e-mail and the landing page use.
 */
export function formatDeadline(lastDay: string, readerZone: string): string {
  const moment = momentAt(lastDay, "23:59", COMPANY_TIME_ZONE);
  const company = `${formatIn("day", COMPANY_TIME_ZONE).format(moment)}, ${formatIn("time", COMPANY_TIME_ZONE).format(moment)} ${ZONE_WORDS[COMPANY_TIME_ZONE]}`;
  const ownTime = formatIn("time", readerZone).format(moment);
  if (ownTime === formatIn("time", COMPANY_TIME_ZONE).format(moment)) return company;
  const sameDay = calendarDateIn(moment, readerZone) === calendarDateIn(moment, COMPANY_TIME_ZONE);
  const own = sameDay ? ownTime : `${formatIn("short-day", readerZone).format(moment)}, ${ownTime}`;
  return `${company} (${own} your time)`;
}
