import { describe, expect, it } from "vitest";
import { type ReportFigures, reportCsvRecords, reportsView, shareText } from "./report-views.ts";
import { reportWindow } from "./reports.ts";

const window = reportWindow("2027-03-15", 12);

function figures(overrides: Partial<ReportFigures> = {}): ReportFigures {
  return {
    window,
    fees: [
      { month: "2027-01", count: 2, cents: 45_050n },
      { month: "2027-03", count: 1, cents: 12_345n },
    ],
    cleared: [
      { month: "2027-02", count: 40, cents: 1_000_000n },
      { month: "2027-03", count: 3, cents: 75_000n },
    ],
    returned: [{ month: "2027-02", count: 1, cents: 25_000n }],
    refunds: [
      {
        month: "2027-03",
        due: 3,
        dueCents: 30_001n,
        onTime: 1,
        late: 0,
        open: 2,
        overdue: 1,
        overdueCents: 10_000n,
      },
      {
        month: "2027-04",
        due: 1,
        dueCents: 5_000n,
        onTime: 0,
        late: 0,
        open: 1,
        overdue: 0,
        overdueCents: 0n,
      },
    ],
    openRefunds: { notDue: { count: 2, cents: 25_001n }, overdue: { count: 1, cents: 10_000n } },
    ...overrides,
  };
}

describe("the reports as the page shows them", () => {
  it("gives every month of the window, zero where nothing happened, and the total", () => {
    const view = reportsView(figures());
    expect(view.months).toBe(12);
    expect(view.fees.rows).toHaveLength(12);
    expect(view.fees.rows[0]).toEqual({ key: "2026-04", label: "Apr 2026", count: "0", amount: "$0.00" });
    expect(view.fees.rows.find((row) => row.key === "2027-01")).toMatchObject({
      count: "2",
      amount: "$450.50",
    });
    expect(view.fees.total).toEqual({ count: "3", amount: "$573.95" });
    expect(view.fees.bars.at(-1)).toEqual({ label: "Mar 2027", value: 123.45, text: "$123.45" });
  });

  it("says which refunds are overdue now, and each month's by what became of them", () => {
    const { refunds } = reportsView(figures());
    expect(refunds.notDue).toEqual({ count: "2", amount: "$250.01" });
    expect(refunds.overdue).toEqual({ count: "1", amount: "$100.00" });
    expect(refunds.anyOverdue).toBe(true);
    expect(refunds.rows).toHaveLength(13);
    expect(refunds.rows.at(-1)).toMatchObject({ key: "2027-04", due: "1", open: "1", hasOverdue: false });
    expect(refunds.rows.at(-2)).toMatchObject({
      key: "2027-03",
      due: "3",
      amount: "$300.01",
      onTime: "1",
      open: "2",
      overdue: "1",
      hasOverdue: true,
    });
    expect(refunds.total).toMatchObject({ due: "4", amount: "$350.01", overdue: "1" });
    const none = reportsView(
      figures({ openRefunds: { notDue: { count: 0, cents: 0n }, overdue: { count: 0, cents: 0n } } }),
    );
    expect(none.refunds.anyOverdue).toBe(false);
  });

  it("puts deposits cleared and returned side by side, with the share that came back", () => {
    const { deposits } = reportsView(figures());
    expect(deposits.rows.find((row) => row.key === "2027-02")).toEqual({
      key: "2027-02",
      label: "Feb 2027",
      cleared: "40",
      clearedAmount: "$10,000.00",
      returned: "1",
      returnedAmount: "$250.00",
      returnRate: "2.5%",
    });
    expect(deposits.rows[0]?.returnRate).toBe("—");
    expect(deposits.total).toMatchObject({ cleared: "43", clearedAmount: "$10,750.00", returnRate: "2.3%" });
    expect(deposits.clearedBars).toHaveLength(12);
    expect(deposits.returnedBars.find((bar) => bar.label === "Feb 2027")).toEqual({
      label: "Feb 2027",
      value: 250,
      text: "$250.00 (1)",
    });
  });

  it("writes a share to one decimal, and none of nothing", () => {
    expect(shareText(1, 3)).toBe("33.3%");
    expect(shareText(2, 3)).toBe("66.7%");
    expect(shareText(3, 3)).toBe("100%");
    expect(shareText(0, 5)).toBe("0%");
    expect(shareText(0, 0)).toBe("—");
  });
});

describe("the reports as CSV records", () => {
  it("gives one record a month, oldest first, plain positive decimals", () => {
    const fees = reportCsvRecords("fees", figures());
    expect(fees).toHaveLength(12);
    expect(fees[0]).toEqual(["2026-04", "0", "0.00"]);
    expect(fees.at(-1)).toEqual(["2027-03", "1", "123.45"]);
    expect(reportCsvRecords("deposits", figures()).find((row) => row[0] === "2027-02")).toEqual([
      "2027-02",
      "40",
      "10000.00",
      "1",
      "250.00",
    ]);
    const refunds = reportCsvRecords("refunds", figures());
    expect(refunds).toHaveLength(13);
    expect(refunds.at(-2)).toEqual(["2027-03", "3", "300.01", "1", "0", "2", "1", "100.00"]);
    for (const record of [...fees, ...refunds]) {
      for (const cell of record) expect(cell.startsWith("-"), cell).toBe(false);
    }
  });
});
