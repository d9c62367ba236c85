import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  isBusinessDay,
  isUsFederalHoliday,
  nextBusinessDay,
  usFederalHolidays,
} from "./business-days.ts";
import { addDays, weekday } from "./calendar.ts";

describe("US federal holidays", () => {
  it("lists the observed dates of 2026 (Independence Day on a Saturday moves to Friday)", () => {
    expect(usFederalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("lists 2027, with weekend dates moved and 2028's New Year's Day observed on 2027-12-31", () => {
    expect(usFederalHolidays(2027)).toEqual([
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-05-31",
      "2027-06-18", // Juneteenth is a Saturday
      "2027-07-05", // Independence Day is a Sunday
      "2027-09-06",
      "2027-10-11",
      "2027-11-11",
      "2027-11-25",
      "2027-12-24", // Christmas Day is a Saturday
      "2027-12-31", // 2028-01-01 is a Saturday
    ]);
    expect(weekday("2028-01-01")).toBe(6);
    expect(usFederalHolidays(2028)).not.toContain("2028-01-01");
  });

  it("observes a Saturday New Year's Day on the last day of the year before", () => {
    expect(isUsFederalHoliday("2021-12-31")).toBe(true);
    expect(usFederalHolidays(2021)).toContain("2021-12-31");
    expect(isUsFederalHoliday("2022-01-01")).toBe(false);
    expect(usFederalHolidays(2022)[0]).toBe("2022-01-17");
  });

  it("observes a Sunday holiday on the Monday after", () => {
    expect(isUsFederalHoliday("2022-12-26")).toBe(true);
    expect(isUsFederalHoliday("2022-12-25")).toBe(false);
    expect(isUsFederalHoliday("2023-01-02")).toBe(true);
  });

  it("counts Juneteenth from 2021 on", () => {
    expect(usFederalHolidays(2021)).toContain("2021-06-18");
    expect(usFederalHolidays(2020)).toHaveLength(10);
  });

  it("has eleven holidays a year, less one or plus one for a Saturday New Year's Day, on weekdays", () => {
    for (let year = 2021; year <= 2060; year++) {
      const days = usFederalHolidays(year);
      const lost = weekday(`${year}-01-01`) === 6 ? 1 : 0;
      const gained = weekday(`${year + 1}-01-01`) === 6 ? 1 : 0;
      expect(days).toHaveLength(11 - lost + gained);
      expect([...days].sort()).toEqual(days);
      for (const day of days) {
        expect(day.startsWith(`${year}-`)).toBe(true);
        expect([0, 6]).not.toContain(weekday(day));
      }
    }
  });

  it("hands out a copy the caller cannot change", () => {
    usFederalHolidays(2026).push("2026-03-02");
    expect(isUsFederalHoliday("2026-03-02")).toBe(false);
  });

  it("refuses a string that is not a day", () => {
    expect(() => isUsFederalHoliday("2026-02-30")).toThrow(/not a calendar day/);
    expect(() => addBusinessDays("next week", 1)).toThrow(/not a calendar day/);
  });
});

describe("business days", () => {
  it("are weekdays that are not observed holidays", () => {
    expect(isBusinessDay("2026-03-06")).toBe(true); // Friday
    expect(isBusinessDay("2026-03-07")).toBe(false); // Saturday
    expect(isBusinessDay("2026-03-08")).toBe(false); // Sunday
    expect(isBusinessDay("2026-07-03")).toBe(false); // Independence Day observed
    expect(isBusinessDay("2026-11-27")).toBe(true); // the Friday after Thanksgiving
  });

  it("skips a weekend", () => {
    expect(addBusinessDays("2026-03-06", 1)).toBe("2026-03-09");
    expect(addBusinessDays("2026-03-04", 7)).toBe("2026-03-13");
  });

  it("skips Thanksgiving", () => {
    expect(addBusinessDays("2026-11-25", 1)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-25", 7)).toBe("2026-12-07");
  });

  it("skips Christmas and New Year's Day", () => {
    expect(addBusinessDays("2026-12-23", 7)).toBe("2027-01-05");
  });

  it("returns the start day for a count of 0, even on a weekend", () => {
    expect(addBusinessDays("2026-03-04", 0)).toBe("2026-03-04");
    expect(addBusinessDays("2026-03-07", 0)).toBe("2026-03-07");
  });

  it("never counts the start day, so a Saturday start counts from Monday", () => {
    expect(addBusinessDays("2026-03-07", 1)).toBe("2026-03-09");
    expect(addBusinessDays("2026-03-07", 7)).toBe("2026-03-17");
  });

  it("refuses a negative or fractional count", () => {
    expect(() => addBusinessDays("2026-03-04", -1)).toThrow(/not a count/);
    expect(() => addBusinessDays("2026-03-04", 1.5)).toThrow(/not a count/);
  });
});

describe("nextBusinessDay", () => {
  it("keeps a business day", () => {
    expect(nextBusinessDay("2026-12-15")).toBe("2026-12-15");
  });

  it("moves a weekend to the Monday, and past a Monday holiday to the Tuesday", () => {
    expect(nextBusinessDay("2026-12-05")).toBe("2026-12-07");
    expect(nextBusinessDay("2026-12-06")).toBe("2026-12-07");
    // Jul 4, 2027 is a Sunday, observed Monday Jul 5.
    expect(nextBusinessDay("2027-07-03")).toBe("2027-07-06");
    // Christmas 2026 is a Friday: Dec 25, 26 and 27 are skipped.
    expect(nextBusinessDay("2026-12-25")).toBe("2026-12-28");
  });

  it("crosses into the next month when the month ends on a weekend", () => {
    expect(nextBusinessDay("2027-01-31")).toBe("2027-02-01");
    expect(nextBusinessDay("2027-02-28")).toBe("2027-03-01");
  });

  it("always gives a business day, never more than four days on", () => {
    for (let day = "2026-01-01"; day < "2031-01-01"; day = addDays(day, 1)) {
      const next = nextBusinessDay(day);
      expect(isBusinessDay(next), day).toBe(true);
      expect(next >= day && next <= addDays(day, 4), day).toBe(true);
    }
  });
});
