import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPORT_MONTHS,
  monthlyReportOf,
  monthsEndingAt,
  nextMonth,
  previousMonth,
  readReportMonths,
  reportCsvHref,
  reportFileName,
  reportPageHref,
  reportWindow,
} from "./reports.ts";

describe("the reports' months (the company's calendar)", () => {
  it("steps across a year's end both ways", () => {
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(nextMonth("2027-01")).toBe("2027-02");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
  });

  it("lists the months ending with today's, oldest first", () => {
    expect(monthsEndingAt("2027-02-28", 3)).toEqual(["2026-12", "2027-01", "2027-02"]);
    const year = monthsEndingAt("2026-12-06", 12);
    expect(year).toHaveLength(12);
    expect(year[0]).toBe("2026-01");
    expect(year.at(-1)).toBe("2026-12");
  });

  it("reaches one month further for refunds, which fall due after the month they are asked in", () => {
    const window = reportWindow("2026-12-31", 12);
    expect(window.today).toBe("2026-12-31");
    expect(window.months.at(-1)).toBe("2026-12");
    expect(window.refundMonths).toEqual([...window.months, "2027-01"]);
    expect(reportWindow("2026-12-06", 24).months[0]).toBe("2025-01");
  });
});

describe("the page's address and files", () => {
  it("reads 12 or 24 months, anything else as the default", () => {
    const read = (search: string) => readReportMonths(new URLSearchParams(search));
    expect(read("")).toBe(DEFAULT_REPORT_MONTHS);
    expect(read("months=24")).toBe(24);
    expect(read("months=12")).toBe(12);
    for (const odd of ["months=7", "months=abc", "months=", "months=24.0x", "months=-24"]) {
      expect(read(odd), odd).toBe(12);
    }
  });

  it("names each monthly report's file, and nothing else", () => {
    expect(monthlyReportOf("fees.csv")).toBe("fees");
    expect(monthlyReportOf("refunds.csv")).toBe("refunds");
    expect(monthlyReportOf("deposits.csv")).toBe("deposits");
    for (const other of ["fees", "fees.pdf", "users.csv", "fee-compliance.csv", "../fees.csv", undefined]) {
      expect(monthlyReportOf(other), String(other)).toBeNull();
    }
  });

  it("writes the addresses and the downloaded files' names", () => {
    expect(reportPageHref(12)).toBe("/admin/reports");
    expect(reportPageHref(24)).toBe("/admin/reports?months=24");
    expect(reportCsvHref("deposits", 24)).toBe("/admin/reports/deposits.csv?months=24");
    expect(reportFileName("fees", "2026-12-06")).toBe("fees-by-month-2026-12-06.csv");
    expect(reportFileName("fee-compliance", "2026-12-06")).toBe("fee-compliance-2026-12-06.csv");
  });
});
