import { describe, expect, it } from "vitest";
import { addDays, addMonths, isCalendarDay, monthOf, monthsBetween, weekday } from "./calendar.ts";

describe("calendar days", () => {
  it("knows a real day from a malformed or impossible one", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-04-31")).toBe(false);
    expect(isCalendarDay("2027-2-01")).toBe(false);
    expect(isCalendarDay("2027-02-01T00:00")).toBe(false);
  });

  it("moves by months on the same day, or the month's last day, never into the next month", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-01-15", 12)).toBe("2028-01-15");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    // The schedule keeps its own day: after a short month it goes back to the 31st.
    expect(addMonths("2027-02-28", 1, 31)).toBe("2027-03-31");
    expect(addMonths("2027-03-31", -1)).toBe("2027-02-28");
  });

  it("adds days across a year, names the weekday and the month, counts months", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(weekday("2026-11-27")).toBe(5);
    expect(monthOf("2027-03-15")).toBe("2027-03");
    expect(monthsBetween("2026-12-15", "2027-02-01")).toBe(2);
    expect(monthsBetween("2027-02-01", "2026-12-15")).toBe(-2);
  });

  it("refuses a string that is not a day", () => {
    expect(() => addMonths("March 1", 1)).toThrow(/not a calendar day/);
  });
});
