import { describe, expect, it } from "vitest";
import { formatCents, formatDate, formatMonths, formatPhone, formatUsd, percentOf } from "./format.ts";

describe("money formats", () => {
  it("prints marketing figures without decimals and a person's amounts to the cent", () => {
    expect(formatUsd(32400)).toBe("$32,400");
    expect(formatCents(123_450n)).toBe("$1,234.50");
  });

  it("prints integer cents exactly, however large", () => {
    expect(formatCents(3_000_050n)).toBe("$30,000.50");
    expect(formatCents(1n)).toBe("$0.01");
    expect(formatCents(0n)).toBe("$0.00");
    // Beyond what a float holds to the cent.
    expect(formatCents(12_345_678_901_234_567n)).toBe("$123,456,789,012,345.67");
    expect(formatCents(-1_050n)).toBe("-$10.50");
  });
});

describe("formatDate", () => {
  it("prints en-US short month, day, year for an ISO day", () => {
    expect(formatDate("2025-05-22")).toBe("May 22, 2025");
  });

  it("prints a moment as its day in the reader's time zone, not the runtime's", () => {
    // 7:35 PM on Nov 26 in Phoenix, 9:35 PM in New York: Nov 27 in UTC.
    const moment = new Date("2026-11-27T02:35:00Z");
    expect(formatDate(moment, "America/Phoenix")).toBe("Nov 26, 2026");
    expect(formatDate(moment, "America/New_York")).toBe("Nov 26, 2026");
    expect(formatDate(moment, "UTC")).toBe("Nov 27, 2026");
    expect(formatDate("2026-11-27T02:35:00.000Z", "America/Phoenix")).toBe("Nov 26, 2026");
    expect(formatDate(new Date("2028-02-29T12:00:00Z"), "Pacific/Honolulu")).toBe("Feb 29, 2028");
  });

  it("keeps a calendar date as it is, whatever the zone", () => {
    expect(formatDate("1984-06-30", "America/Phoenix")).toBe("Jun 30, 1984");
    expect(formatDate("1984-06-30", "Asia/Tokyo")).toBe("Jun 30, 1984");
  });
});

describe("formatPhone", () => {
  it("groups ten digits as (555) 123-4567 and leaves anything else as stored", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("555123456")).toBe("555123456");
    expect(formatPhone("")).toBe("");
  });
});

describe("the calculator's figures", () => {
  it("shows US dollars without cents", () => {
    expect(formatUsd(12500)).toBe("$12,500");
    expect(formatUsd(16380.49)).toBe("$16,380");
    expect(formatUsd(-0.2)).toBe("$0");
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe("—");
    expect(formatUsd(Number.NaN)).toBe("—");
  });

  it("shows months with years", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(11)).toBe("11 months");
    expect(formatMonths(12)).toBe("12 months (1 year)");
    expect(formatMonths(73)).toBe("73 months (6 years 1 month)");
    expect(formatMonths(1500)).toBe("1,500 months (125 years)");
  });
});

describe("percentOf", () => {
  it("gives the whole-number percentage of part over total, and 0 over nothing", () => {
    expect(percentOf(12_960, 32_400)).toBe(40);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });
});
