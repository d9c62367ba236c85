import { describe, expect, it } from "vitest";
import {
  COMPANY_TIME_ZONE,
  calendarDateIn,
  calendarMonthIn,
  companyDayOf,
  DEFAULT_TIME_ZONE,
  formatDateTimeIn,
  formatDayIn,
  formatDeadline,
  momentAt,
  timeZoneChoices,
  timeZoneLabel,
  timeZoneOf,
  US_TIME_ZONES,
  validTimeZone,
} from "./time-zone.ts";

// 7:35 PM on Nov 26 in Phoenix (MST, no daylight saving) is 9:35 PM in New York and already
// Nov 27 in UTC: the date-boundary case of issue 21.
const APPLIED = new Date("2026-11-27T02:35:00Z");

describe("calendarDateIn", () => {
  it("gives the date in the person's zone, not the server's", () => {
    expect(calendarDateIn(APPLIED, "America/Phoenix")).toBe("2026-11-26");
    expect(calendarDateIn(APPLIED, "UTC")).toBe("2026-11-27");
  });

  it("is US Eastern until the zone is known", () => {
    expect(DEFAULT_TIME_ZONE).toBe("America/New_York");
    expect(timeZoneOf(null)).toBe("America/New_York");
    expect(calendarDateIn(new Date("2026-11-27T04:59:00Z"), timeZoneOf(null))).toBe("2026-11-26");
    expect(calendarDateIn(new Date("2026-11-27T05:00:00Z"), timeZoneOf(undefined))).toBe("2026-11-27");
  });

  it("gives the month in the zone", () => {
    const newYearsEve = new Date("2027-01-01T03:00:00Z");
    expect(calendarMonthIn(newYearsEve, "America/Phoenix")).toBe("2026-12");
    expect(calendarMonthIn(newYearsEve, "UTC")).toBe("2027-01");
  });
});

describe("formatDateTimeIn and formatDayIn", () => {
  it("shows the moment in the person's zone, with the zone named", () => {
    expect(formatDateTimeIn(APPLIED, "America/Phoenix")).toBe("Nov 26, 2026, 7:35 PM MST");
    expect(formatDateTimeIn(APPLIED, "America/New_York")).toBe("Nov 26, 2026, 9:35 PM EST");
    expect(formatDateTimeIn(APPLIED, "UTC")).toBe("Nov 27, 2026, 2:35 AM UTC");
  });

  it("names daylight saving time when it is in force", () => {
    expect(formatDateTimeIn(new Date("2026-07-01T16:00:00Z"), "America/New_York")).toBe(
      "Jul 1, 2026, 12:00 PM EDT",
    );
    // Arizona keeps standard time all year.
    expect(formatDateTimeIn(new Date("2026-07-01T16:00:00Z"), "America/Phoenix")).toBe(
      "Jul 1, 2026, 9:00 AM MST",
    );
  });

  it("adds the seconds when asked", () => {
    expect(formatDateTimeIn(new Date("2026-11-27T02:35:05Z"), "America/Phoenix", { seconds: true })).toBe(
      "Nov 26, 2026, 7:35:05 PM MST",
    );
  });

  it("gives the day alone in the zone", () => {
    expect(formatDayIn(APPLIED, "America/Phoenix")).toBe("Nov 26, 2026");
    expect(formatDayIn(APPLIED, "Asia/Tokyo")).toBe("Nov 27, 2026");
  });

  it("does not depend on the zone the process runs in", () => {
    // The same text whatever TZ the server or the browser has (React #418 came from that).
    const before = process.env.TZ;
    try {
      process.env.TZ = "Pacific/Kiritimati";
      expect(formatDateTimeIn(APPLIED, "America/Phoenix")).toBe("Nov 26, 2026, 7:35 PM MST");
      expect(formatDayIn(APPLIED, "America/New_York")).toBe("Nov 26, 2026");
    } finally {
      process.env.TZ = before;
    }
  });
});

describe("validTimeZone", () => {
  it("accepts real IANA zones", () => {
    expect(validTimeZone("America/Phoenix")).toBe("America/Phoenix");
    expect(validTimeZone("america/phoenix")).toBe("America/Phoenix");
    // Three parts are a real shape; Intl may name the zone by its canonical link.
    expect(validTimeZone("America/Argentina/Buenos_Aires")).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(validTimeZone("UTC")).toBe("UTC");
    expect(validTimeZone("Etc/GMT+7")).toBe("Etc/GMT+7");
  });

  it("refuses what is not a zone Intl knows, or not the database's shape", () => {
    for (const bogus of [
      "Mars/Olympus_Mons",
      "America/Nowhere",
      "",
      "+05:00",
      "America/New_York; drop table users",
      "../../etc/passwd",
      "A".repeat(100),
      42,
      null,
      undefined,
      { timeZone: "America/Phoenix" },
    ]) {
      expect(validTimeZone(bogus), String(bogus)).toBeNull();
    }
  });

  it("falls back to US Eastern for a stored zone no longer known", () => {
    expect(timeZoneOf("Mars/Olympus_Mons")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf("America/Phoenix")).toBe("America/Phoenix");
  });
});

describe("the choices of Profile Settings", () => {
  it("offers the US zones, each a real zone", () => {
    for (const zone of US_TIME_ZONES) expect(validTimeZone(zone.value)).toBe(zone.value);
    expect(timeZoneChoices("America/Phoenix")).toEqual(US_TIME_ZONES);
  });

  it("adds the person's own zone first when it is not one of them", () => {
    const choices = timeZoneChoices("Europe/Berlin");
    expect(choices[0]).toEqual({ value: "Europe/Berlin", label: "Berlin (Europe/Berlin)" });
    expect(choices.slice(1)).toEqual(US_TIME_ZONES);
    expect(timeZoneLabel("UTC")).toBe("UTC");
  });
});

describe("momentAt", () => {
  it("finds the moment a zone's wall clock reads a time, daylight saving or not", () => {
    expect(momentAt("2026-12-11", "23:59", "America/New_York").toISOString()).toBe(
      "2026-12-12T04:59:00.000Z",
    );
    expect(momentAt("2027-07-01", "23:59", "America/New_York").toISOString()).toBe(
      "2027-07-02T03:59:00.000Z",
    );
    expect(momentAt("2027-07-01", "23:59", "America/Phoenix").toISOString()).toBe("2027-07-02T06:59:00.000Z");
  });

  it("is right on the days the clocks change", () => {
    // Mar 14, 2027 (clocks forward at 2 AM) and Nov 7, 2027 (back at 2 AM), in New York.
    expect(momentAt("2027-03-14", "23:59", "America/New_York").toISOString()).toBe(
      "2027-03-15T03:59:00.000Z",
    );
    expect(momentAt("2027-11-07", "23:59", "America/New_York").toISOString()).toBe(
      "2027-11-08T04:59:00.000Z",
    );
    expect(momentAt("2027-03-14", "00:00", "America/New_York").toISOString()).toBe(
      "2027-03-14T05:00:00.000Z",
    );
  });
});

describe("formatDeadline", () => {
  it("names the company's zone and the reader's own time (the issue's words)", () => {
    expect(formatDeadline("2026-12-11", "America/Phoenix")).toBe(
      "Dec 11, 2026, 11:59 PM Eastern (9:59 PM your time)",
    );
    expect(formatDeadline("2026-12-11", "America/Los_Angeles")).toBe(
      "Dec 11, 2026, 11:59 PM Eastern (8:59 PM your time)",
    );
  });

  it("follows daylight saving time: Phoenix keeps standard time all year", () => {
    expect(formatDeadline("2027-07-01", "America/Phoenix")).toBe(
      "Jul 1, 2027, 11:59 PM Eastern (8:59 PM your time)",
    );
  });

  it("says nothing more to a reader on Eastern time", () => {
    expect(COMPANY_TIME_ZONE).toBe("America/New_York");
    expect(formatDeadline("2026-12-11", "America/New_York")).toBe("Dec 11, 2026, 11:59 PM Eastern");
    expect(formatDeadline("2026-12-11", "America/Detroit")).toBe("Dec 11, 2026, 11:59 PM Eastern");
  });

  it("names the reader's day when it is another one", () => {
    expect(formatDeadline("2026-12-11", "Europe/Berlin")).toBe(
      "Dec 11, 2026, 11:59 PM Eastern (Dec 12, 5:59 AM your time)",
    );
  });

  it("ends with the company's day, whatever the reader's", () => {
    // 10 PM in Phoenix on Dec 11 is already Dec 12 in New York.
    expect(companyDayOf(new Date("2026-12-12T05:00:00Z"))).toBe("2026-12-12");
    expect(calendarDateIn(new Date("2026-12-12T05:00:00Z"), "America/Phoenix")).toBe("2026-12-11");
  });
});
