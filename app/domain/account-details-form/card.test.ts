import { describe, expect, it } from "vitest";
import { type AccountDetailsSource, accountDetailsCard } from "./card.ts";

const EMPTY: AccountDetailsSource = {
  originalCreditor: null,
  accountSold: false,
  accountType: null,
  openClosed: null,
  status: null,
  currentBalance: null,
  paidOff: false,
  paymentFrequency: null,
  paymentAmount: null,
  originalBalance: null,
  term: null,
  completedAt: null,
};

describe("accountDetailsCard", () => {
  it("shows every field of the spec's card, money to the cent, with the completion date", () => {
    const form: AccountDetailsSource = {
      originalCreditor: "Harbor Bank",
      accountSold: true,
      accountType: "Credit Card",
      openClosed: "Closed",
      status: "Charged Off",
      currentBalance: "8200.75",
      paidOff: true,
      paymentFrequency: "Bi-Weekly",
      paymentAmount: "310.50",
      originalBalance: "12000.00",
      term: "36 months",
      completedAt: new Date("2026-03-04T23:30:00Z"),
    };
    const card = accountDetailsCard(form, "America/Phoenix");
    expect(card.items.map((item) => `${item.label}: ${item.value}`)).toEqual([
      "Creditor: Harbor Bank",
      "Account Type: Credit Card",
      "Status: Closed",
      "Account Status: Charged Off",
      "Current Balance: $8,200.75",
      "Original Balance: $12,000.00",
      "Payment Amount: $310.50",
      "Payment Frequency: Bi-Weekly",
      "Term: 36 months",
    ]);
    expect(card).toMatchObject({
      soldBadge: "Account Sold",
      paidBadge: "Paid Off",
      completed: "Mar 4, 2026",
    });
    // The completion day is the reader's: already Mar 5 in Tokyo.
    expect(accountDetailsCard(form, "Asia/Tokyo").completed).toBe("Mar 5, 2026");
  });

  it("reads N/A for every missing value, 'Original Creditor' and 'Outstanding' for false flags", () => {
    const card = accountDetailsCard({ ...EMPTY, term: "  " }, "America/New_York");
    expect(new Set(card.items.map((item) => item.value))).toEqual(new Set(["N/A"]));
    expect(card).toMatchObject({
      soldBadge: "Original Creditor",
      paidBadge: "Outstanding",
      completed: "N/A",
    });
  });

  it("shows a zero balance as $0.00, not N/A", () => {
    const card = accountDetailsCard({ ...EMPTY, currentBalance: "0.00" }, "America/New_York");
    expect(card.items.find((item) => item.label === "Current Balance")?.value).toBe("$0.00");
  });
});
