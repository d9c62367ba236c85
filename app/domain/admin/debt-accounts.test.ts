import { describe, expect, it } from "vitest";
import type { DebtAccountSource } from "../dashboard/application-details.ts";
import { APPLICATION_STATUSES } from "../enums.ts";
import {
  adminDebtAccountView,
  DEBT_ACCOUNT_TOASTS,
  type DebtAccountsState,
  debtAccountRefusal,
  debtAccountsEditable,
  debtAccountsReadOnlyReason,
} from "./debt-accounts.ts";

const state = (overrides: Partial<DebtAccountsState> = {}): DebtAccountsState => ({
  status: "pending",
  isComplete: false,
  completionPercentage: 0,
  ...overrides,
});

describe("when an admin may change debt accounts (decisions.md: read-only mode)", () => {
  it.each([
    ["pending", state()],
    ["approved", state({ status: "approved" })],
    ["approved at 99%", state({ status: "approved", completionPercentage: 99 })],
  ])("may while %s and not complete", (_, current) => {
    expect(debtAccountsEditable(current)).toBe(true);
    expect(debtAccountsReadOnlyReason(current)).toBeUndefined();
  });

  it.each([
    [
      "declined",
      state({ status: "declined" }),
      "This application was declined, so its debt accounts are read-only.",
    ],
    [
      "cancelled",
      state({ status: "cancelled" }),
      "This application was cancelled, so its debt accounts are read-only.",
    ],
    [
      "complete",
      state({ status: "approved", isComplete: true, completionPercentage: 100 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
    [
      "at 100% (not yet flagged complete)",
      state({ status: "approved", completionPercentage: 100 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
    [
      "flagged complete",
      state({ status: "approved", isComplete: true, completionPercentage: 50 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
  ])("may not once %s, and says why", (_, current, reason) => {
    expect(debtAccountsEditable(current)).toBe(false);
    expect(debtAccountsReadOnlyReason(current)).toBe(reason);
  });

  it("never allows a declined or cancelled application, whatever its progress", () => {
    for (const status of APPLICATION_STATUSES) {
      for (const completionPercentage of [0, 99]) {
        const editable = debtAccountsEditable(state({ status, completionPercentage }));
        expect(editable).toBe(status === "pending" || status === "approved");
      }
    }
  });
});

describe("refusals", () => {
  it("say the application is read-only, and whether someone else just made it so", () => {
    const declined = state({ status: "declined" });
    expect(debtAccountRefusal(declined, "update", { stale: false })).toBe(
      "This application was declined, so its debt accounts are read-only and your change was not saved.",
    );
    expect(debtAccountRefusal(declined, "delete", { stale: true })).toBe(
      "This application was declined: someone else changed it a moment ago, so the debt account was not deleted. Its debt accounts are now read-only.",
    );
  });

  it("say someone else changed an application that is still open to changes", () => {
    expect(debtAccountRefusal(state(), "update", { stale: true })).toContain(
      "Someone else changed this application a moment ago, so your change was not saved.",
    );
    expect(debtAccountRefusal(state(), "delete", { stale: true })).toContain(
      "Someone else changed this application a moment ago, so the debt account was not deleted.",
    );
  });
});

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
