import { describe, expect, it } from "vitest";
import {
  describeEntry,
  isStatementMonth,
  monthEnd,
  nextMonthStart,
  readBefore,
  type StatementEntrySource,
  statementCsvRecords,
  statementLinks,
  statementView,
} from "./statement-view.ts";

const entry = (overrides: Partial<StatementEntrySource>): StatementEntrySource => ({
  id: 1n,
  kind: "deposit",
  amountCents: 50_000n,
  balanceAfterCents: 50_000n,
  effectiveOn: "2027-03-15",
  createdAt: new Date("2027-03-15T14:00:00Z"),
  reason: null,
  creditor: null,
  depositDueOn: "2027-03-15",
  returnReason: null,
  ...overrides,
});

describe("statement months", () => {
  it("takes a real calendar month only", () => {
    expect(["2027-03", "1999-12", "2027-01"].map(isStatementMonth)).toEqual([true, true, true]);
    expect(["2027-13", "2027-00", "2027-3", "27-03", "2027-03-01", ""].map(isStatementMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("knows where a month ends", () => {
    expect(nextMonthStart("2027-12")).toBe("2028-01-01");
    expect(monthEnd("2027-02")).toBe("2027-02-28");
    expect(monthEnd("2028-02")).toBe("2028-02-29");
    expect(monthEnd("2027-12")).toBe("2027-12-31");
  });

  it("reads ?before= as an entry id, or not at all", () => {
    expect(readBefore("42")).toBe(42n);
    expect([null, "", "0", "-1", "1e3", "12a", "1".repeat(19)].map(readBefore)).toEqual(
      Array(7).fill(undefined),
    );
  });
});

describe("what an entry was", () => {
  it("says each kind in words, with its creditor, its reason or its deposit's day", () => {
    expect(describeEntry(entry({}))).toBe("Deposit");
    expect(describeEntry(entry({ effectiveOn: "2027-03-16" }))).toBe("Deposit due Mar 15, 2027");
    expect(describeEntry(entry({ kind: "returned_deposit", returnReason: "insufficient_funds" }))).toBe(
      "Returned deposit of Mar 15, 2027: Insufficient funds",
    );
    expect(describeEntry(entry({ kind: "creditor_payment", creditor: "Chase", depositDueOn: null }))).toBe(
      "Payment to Chase",
    );
    expect(describeEntry(entry({ kind: "fee", creditor: "Chase", depositDueOn: null }))).toBe(
      "Fee: Chase settlement",
    );
    expect(describeEntry(entry({ kind: "refund", depositDueOn: null }))).toBe("Refund of your balance");
    expect(describeEntry(entry({ kind: "adjustment", reason: "Bank fee refunded" }))).toBe(
      "Adjustment: Bank fee refunded",
    );
  });
});

describe("a month's statement", () => {
  const view = statementView(
    {
      accountId: "0f0e0d0c-0b0a-4908-8706-050403020100",
      applicationId: "1a2b3c4d-0000-4000-8000-00000000abcd",
      customerName: "Ada Lovelace",
    },
    "2027-03",
    {
      openingCents: 10_000n,
      entries: [
        entry({ id: 7n }),
        entry({
          id: 9n,
          kind: "creditor_payment",
          amountCents: -12_550n,
          effectiveOn: "2027-03-20",
          createdAt: new Date("2027-03-20T14:00:00Z"),
          creditor: '=HYPERLINK("x")',
          depositDueOn: null,
        }),
      ],
    },
    { timeZone: "America/Phoenix", today: "2027-04-02" },
  );

  it("runs the balance from the opening and closes at the last line", () => {
    expect(view.lines.map((line) => line.balanceAfter)).toEqual(["$600.00", "$474.50"]);
    expect([view.opening, view.closing, view.closingCents]).toEqual(["$100.00", "$474.50", 47_450n]);
    expect(view.totals).toEqual({ moneyIn: "$500.00", moneyOut: "$125.50", count: 2 });
    expect(view.lines[0]?.posted).toBe("Mar 15, 2027, 7:00 AM MST");
    expect(view.accountNumber).toBe("••••03020100");
    expect(view.applicationNumber).toBe("#0000abcd");
    expect(view.inProgress).toBe(false);
    expect(view.madeOn).toBe("2027-03-31");
  });

  it("writes two positive money columns and plain decimals for a file", () => {
    expect(statementCsvRecords(view)).toEqual([
      ["2027-03-15", "Mar 15, 2027, 7:00 AM MST", "Deposit", "", "500.00", "", "600.00", "7"],
      [
        "2027-03-20",
        "Mar 20, 2027, 7:00 AM MST",
        'Payment to =HYPERLINK("x")',
        '=HYPERLINK("x")',
        "",
        "125.50",
        "474.50",
        "9",
      ],
    ]);
  });

  it("links each month's PDF and CSV", () => {
    expect(statementLinks(["2027-03"], "/base")).toEqual([
      {
        month: "2027-03",
        label: "March 2027",
        pdf: "/base/2027-03?format=pdf",
        csv: "/base/2027-03?format=csv",
      },
    ]);
  });
});
