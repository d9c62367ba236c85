import { describe, expect, it } from "vitest";
import { accountDetailsCardView, shownText } from "../admin/account-details-views.ts";
import { parseSubmission } from "../forms.ts";
import {
  ACCOUNT_DETAILS_FIELDS,
  accountDetailsForm,
  accountDetailsValues,
  isAccountDetailsIntent,
  staleRefusal,
} from "./form.ts";

// The admin's account details form applies the wizard's rules and messages (without its dates).

const VALID = { originalCreditor: "Harbor Bank", accountType: "Credit Card", currentBalance: "1,250.5" };

describe("accountDetailsForm", () => {
  it("accepts the three required fields and makes the optional ones null, the checkboxes booleans", () => {
    const parsed = parseSubmission(accountDetailsForm, VALID);
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        originalCreditor: "Harbor Bank",
        accountType: "Credit Card",
        currentBalance: "1250.50",
        originalBalance: null,
        openClosed: null,
        status: null,
        paymentFrequency: null,
        paymentAmount: null,
        term: null,
        accountSold: false,
        paidOff: false,
      },
    });
    const checked = parseSubmission(accountDetailsForm, { ...VALID, accountSold: "on", paidOff: "true" });
    expect(checked).toMatchObject({ ok: true, data: { accountSold: true, paidOff: true } });
  });

  it("refuses with the wizard's messages, field by field", () => {
    const parsed = parseSubmission(accountDetailsForm, {
      originalCreditor: "",
      accountType: "Boat",
      currentBalance: "",
      openClosed: "Ajar",
      paymentAmount: "12.345",
      term: "x".repeat(51),
      paidOff: "yes please",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toMatchObject({
      originalCreditor: "Original creditor is required",
      accountType: "Account type is required",
      currentBalance: "Current balance is required",
      openClosed: "Please choose a valid open/closed",
      paymentAmount: "Payment amount must be an amount in dollars and cents",
      term: "Term must be at most 50 characters",
      paidOff: expect.any(String),
    });
  });

  it("has no date fields, and ignores dates sent anyway", () => {
    expect(ACCOUNT_DETAILS_FIELDS).not.toContain("dateOpened");
    const parsed = parseSubmission(accountDetailsForm, { ...VALID, dateOpened: "2999-01-01" });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.data).not.toHaveProperty("dateOpened");
  });

  it("starts the editor from stored values", () => {
    expect(
      accountDetailsValues({
        originalCreditor: null,
        accountSold: true,
        accountType: "Auto Loan",
        openClosed: null,
        status: "Late",
        currentBalance: "10.00",
        paidOff: false,
        paymentFrequency: null,
        paymentAmount: null,
        originalBalance: "20.00",
        term: null,
      }),
    ).toEqual({
      originalCreditor: "",
      accountType: "Auto Loan",
      currentBalance: "10.00",
      originalBalance: "20.00",
      openClosed: "",
      status: "Late",
      paymentFrequency: "",
      paymentAmount: "",
      term: "",
      accountSold: "on",
      paidOff: "",
    });
  });

  it("knows its two intents and says what a stale edit did not do", () => {
    expect(isAccountDetailsIntent("save")).toBe(true);
    expect(isAccountDetailsIntent("complete")).toBe(true);
    expect(isAccountDetailsIntent("delete")).toBe(false);
    expect(staleRefusal("save")).toContain("your changes were not saved");
    expect(staleRefusal("complete")).toContain("it was not completed");
  });
});

describe("the list's views", () => {
  it("counts shown versus total", () => {
    expect(shownText(3, 12)).toBe("Showing 3 of 12 forms");
    expect(shownText(1, 1)).toBe("Showing 1 of 1 form");
    expect(shownText(0, 1234)).toBe("Showing 0 of 1,234 forms");
  });

  it("badges a card Completed or Pending and shows N/A for what is missing", () => {
    const base = {
      id: "f",
      originalCreditor: null,
      accountType: null,
      currentBalance: null,
      createdAt: new Date("2026-03-02T10:00:00Z"),
      updatedAt: new Date("2026-03-04T10:00:00Z"),
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      debtAmount: "9000.00",
    };
    const pending = accountDetailsCardView({ ...base, completedAt: null }, "America/New_York");
    expect(pending).toMatchObject({ completed: false, badge: "Pending", applicantName: "Ada Lovelace" });
    expect(pending.items.slice(0, 3).map((i) => i.value)).toEqual(["N/A", "N/A", "N/A"]);
    const done = accountDetailsCardView(
      { ...base, completedAt: new Date("2026-03-05T10:00:00Z") },
      "America/New_York",
    );
    expect(done).toMatchObject({ completed: true, badge: "Completed" });
    expect(done.items.at(-1)).toEqual({ label: "Completed", value: "Mar 5, 2026" });
  });
});
