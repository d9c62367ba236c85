import { describe, expect, it } from "vitest";
import { ageOn, EARLIEST_YEAR, isoDay, isRealDay } from "./dates.ts";

describe("isoDay", () => {
  it("writes the UTC calendar day", () => {
    expect(isoDay(new Date("2026-01-15T12:00:00Z"))).toBe("2026-01-15");
    expect(isoDay(new Date("2026-01-15T23:59:59.999Z"))).toBe("2026-01-15");
    expect(isoDay(new Date("2026-01-16T00:00:00Z"))).toBe("2026-01-16");
  });

  it("uses UTC whatever the offset the date was written with", () => {
    expect(isoDay(new Date("2026-01-15T22:00:00-05:00"))).toBe("2026-01-16");
  });
});

describe("isRealDay", () => {
  it.each(["2024-02-29", "2000-02-29", "2023-02-28", "1999-12-31", "2026-01-01", `${EARLIEST_YEAR}-01-01`])(
    "accepts %j",
    (value) => {
      expect(isRealDay(value)).toBe(true);
    },
  );

  it.each([
    "2023-02-29",
    "1900-02-29",
    "2024-02-30",
    "2024-04-31",
    "2024-13-01",
    "2024-00-10",
    "2024-01-00",
    "2024-01-32",
    "1899-12-31",
    "2024-1-5",
    "24-01-05",
    "2024/01/05",
    "01/05/2024",
    "2024-01-05T00:00:00Z",
    " 2024-01-05",
    "",
    "yesterday",
  ])("refuses %j", (value) => {
    expect(isRealDay(value)).toBe(false);
  });
});

describe("ageOn", () => {
  it("counts a birthday reached today as a whole year", () => {
    expect(ageOn("2008-01-15", "2026-01-15")).toBe(18);
  });

  it("does not count a birthday that is tomorrow", () => {
    expect(ageOn("2008-01-16", "2026-01-15")).toBe(17);
  });

  it("does not count a birthday later in the year", () => {
    expect(ageOn("2008-12-01", "2026-01-15")).toBe(17);
    expect(ageOn("2008-02-01", "2026-01-15")).toBe(17);
  });

  it("counts a birthday earlier in the year", () => {
    expect(ageOn("2007-11-30", "2026-01-15")).toBe(18);
  });

  it("counts a 29 February birthday from 1 March in ordinary years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("is 0 on the day of birth", () => {
    expect(ageOn("2026-01-15", "2026-01-15")).toBe(0);
  });
});
