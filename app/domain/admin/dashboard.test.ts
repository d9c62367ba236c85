import { describe, expect, it } from "vitest";
import {
  type AdminDashboardFigures,
  adminDashboardView,
  approvalRatePercent,
  DASHBOARD_MONTHS,
  dashboardWindow,
  monthLabel,
} from "./dashboard.ts";

describe("approvalRatePercent", () => {
  it("is 0% when there are no applications", () => {
    expect(approvalRatePercent(0, 0)).toBe(0);
  });

  it("is 0% and 100% at the ends", () => {
    expect(approvalRatePercent(0, 7)).toBe(0);
    expect(approvalRatePercent(7, 7)).toBe(100);
  });

  it("rounds a half up", () => {
    expect(approvalRatePercent(1, 8)).toBe(13); // 12.5%
    expect(approvalRatePercent(1, 200)).toBe(1); // 0.5%
    expect(approvalRatePercent(199, 200)).toBe(100); // 99.5%
    expect(approvalRatePercent(3, 8)).toBe(38); // 37.5%
  });

  it("rounds just below a half down and just above it up", () => {
    expect(approvalRatePercent(1, 201)).toBe(0); // 0.4975%
    expect(approvalRatePercent(1, 199)).toBe(1); // 0.5025%
    expect(approvalRatePercent(2, 3)).toBe(67); // 66.67%
    expect(approvalRatePercent(1, 3)).toBe(33); // 33.33%
    expect(approvalRatePercent(2, 401)).toBe(0); // 0.4988%
  });

  it("holds where a float's product would err", () => {
    // 0.145 * 100 is 14.499999999999998 in floating point: Math.round would give 14.
    expect(approvalRatePercent(29, 200)).toBe(15);
    expect(approvalRatePercent(57, 200)).toBe(29); // 28.5%, a float's 28.499999999999996
    expect(approvalRatePercent(500_001, 1_000_000)).toBe(50);
    expect(approvalRatePercent(4_999_999, 10_000_000)).toBe(50); // 49.99999%
  });

  it("refuses counts that cannot be", () => {
    expect(() => approvalRatePercent(3, 2)).toThrow(RangeError);
    expect(() => approvalRatePercent(-1, 2)).toThrow(RangeError);
    expect(() => approvalRatePercent(0.5, 2)).toThrow(RangeError);
  });
});

describe("dashboardWindow", () => {
  it("is the current month and the five before, oldest first", () => {
    const window = dashboardWindow(new Date("2026-06-15T12:00:00Z"), "UTC");
    expect(window.months).toEqual(["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"]);
  });

  it("crosses a year boundary", () => {
    const window = dashboardWindow(new Date("2027-02-01T12:00:00Z"), "UTC");
    expect(window.months).toEqual(["2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02"]);
  });

  it("takes the month in the admin's zone, whatever the hour", () => {
    expect(dashboardWindow(new Date("2026-12-31T23:59:59.999Z"), "UTC").months.at(-1)).toBe("2026-12");
    expect(dashboardWindow(new Date("2027-01-01T00:00:00.000Z"), "UTC").months.at(-1)).toBe("2027-01");
    // 9 PM on New Year's Eve in New York is already January in UTC.
    expect(dashboardWindow(new Date("2027-01-01T02:00:00.000Z"), "America/New_York").months.at(-1)).toBe(
      "2026-12",
    );
    expect(dashboardWindow(new Date("2027-01-01T07:00:00.000Z"), "America/Phoenix").months.at(-1)).toBe(
      "2027-01",
    );
    // 31 March: the months before are found from the 1st, so none is skipped (Feb has no 31st).
    expect(dashboardWindow(new Date("2026-03-31T10:00:00Z"), "America/Phoenix").months).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });

  it("has DASHBOARD_MONTHS months", () => {
    expect(DASHBOARD_MONTHS).toBe(6);
    expect(dashboardWindow(new Date(), "America/Phoenix").months).toHaveLength(6);
  });
});

describe("monthLabel", () => {
  it("prints en-US short month and year", () => {
    expect(monthLabel("2026-06")).toBe("Jun 2026");
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(monthLabel("2025-12")).toBe("Dec 2025");
  });

  it("refuses anything but a month key", () => {
    expect(() => monthLabel("2026-13")).toThrow(RangeError);
    expect(() => monthLabel("2026-00")).toThrow(RangeError);
    expect(() => monthLabel("June 2026")).toThrow(RangeError);
  });
});

describe("adminDashboardView", () => {
  const figures: AdminDashboardFigures = {
    users: 12_345,
    applications: 8,
    pending: 3,
    approved: 1,
    totalDebt: "123456789.05",
    months: [
      { month: "2025-12", applications: 0, debt: "0.00" },
      { month: "2026-01", applications: 2, debt: "30000.50" },
    ],
  };

  it("shows the four cards in the spec's order and words", () => {
    expect(adminDashboardView(figures).cards).toEqual([
      { label: "Total Users", value: "12,345" },
      { label: "Total Debt", value: "$123,456,789.05" },
      { label: "Pending Applications", value: "3" },
      { label: "Approval Rate", value: "13%" },
    ]);
  });

  it("shows each month with its label, its count and its exact sum", () => {
    expect(adminDashboardView(figures).months).toEqual([
      {
        key: "2025-12",
        label: "Dec 2025",
        applications: 0,
        applicationsText: "0",
        debtDollars: 0,
        debtText: "$0.00",
      },
      {
        key: "2026-01",
        label: "Jan 2026",
        applications: 2,
        applicationsText: "2",
        debtDollars: 30000.5,
        debtText: "$30,000.50",
      },
    ]);
  });

  it("shows an empty database as zeros", () => {
    const empty = adminDashboardView({
      users: 0,
      applications: 0,
      pending: 0,
      approved: 0,
      totalDebt: "0.00",
      months: [],
    });
    expect(empty.cards.map((card) => card.value)).toEqual(["0", "$0.00", "0", "0%"]);
  });
});
