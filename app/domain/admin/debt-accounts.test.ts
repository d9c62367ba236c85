import { describe, expect, it } from "vitest";
import type { DebtAccountSource } from "../application/details.ts";
import { adminDebtAccountView, DEBT_ACCOUNT_TOASTS } from "./debt-accounts.ts";

describe("the toasts (spec section 8)", () => {
  it("are the spec's words", () => {
    expect(DEBT_ACCOUNT_TOASTS).toEqual({
      failedLoad: "Failed to load debt accounts",
      failedUpdate: "Failed to update debt account",
      failedDelete: "Failed to delete debt account",
      updated: "Debt account updated successfully",
      deleted: "Debt account deleted successfully",
    });
  });
});

describe("what the expanded row shows of an account", () => {
  const row: DebtAccountSource = {
    id: "0b0b0b0b-0000-4000-8000-000000000001",
    originalCreditor: "Harbor Bank",
    accountSold: true,
    accountType: "Credit Card",
    dateOpened: "2019-06-01",
    openClosed: null,
    status: "Late",
    currentBalance: "1234567.5",
    lastPaymentDate: null,
    paidOff: false,
    paymentFrequency: null,
    paymentAmount: "0.00",
    originalBalance: null,
    term: null,
  };

  it("labels and formats every field: dollars to the cent, en-US dates, N/A, Yes/No", () => {
    const view = adminDebtAccountView(row);
    expect(view.id).toBe(row.id);
    expect(view.creditor).toBe("Harbor Bank");
    expect(view.items.map((i) => `${i.label}: ${i.value}`)).toEqual([
      "Account Type: Credit Card",
      "Current Balance: $1,234,567.50",
      "Original Balance: N/A",
      "Open/Closed: N/A",
      "Status: Late",
      "Date Opened: Jun 1, 2019",
      "Last Payment Date: N/A",
      "Payment Frequency: N/A",
      "Payment Amount: $0.00",
      "Term: N/A",
      "Account Sold: Yes",
      "Paid Off: No",
    ]);
  });

  it("carries the raw values the edit form starts from", () => {
    expect(adminDebtAccountView(row).values).toEqual({
      originalCreditor: "Harbor Bank",
      accountType: "Credit Card",
      loanDetail: "",
      currentBalance: "1234567.5",
      originalBalance: "",
      openClosed: "",
      status: "Late",
      dateOpened: "2019-06-01",
      lastPaymentDate: "",
      paymentFrequency: "",
      paymentAmount: "0.00",
      term: "",
      accountSold: "on",
      paidOff: "",
    });
  });
});
