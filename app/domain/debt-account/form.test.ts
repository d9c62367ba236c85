import { describe, expect, it } from "vitest";
import { isoDay } from "../application/dates.ts";
import type { DebtAccountSource } from "../application/details.ts";
import { APPLICATION_MESSAGES as M } from "../application/messages.ts";
import { debtAccountSchema } from "../application/schema.ts";
import { fieldErrors, parseSubmission } from "../forms.ts";
import {
  CHECKED,
  DEBT_ACCOUNT_EDIT_FIELDS,
  type DebtAccountEditValues,
  debtAccountEditForm,
  debtAccountEditValues,
  isDebtAccountIntent,
} from "./form.ts";

// The admin's debt-account form applies the wizard's rules and messages to flat field names.

const STORED: DebtAccountSource = {
  id: "0b0b0b0b-0000-4000-8000-000000000001",
  originalCreditor: "Lighthouse Auto Finance",
  accountSold: true,
  accountType: "Auto Loan",
  dateOpened: "2019-06-01",
  openClosed: "Closed",
  status: "Charged Off",
  currentBalance: "12000.00",
  lastPaymentDate: "2024-11-30",
  paidOff: false,
  paymentFrequency: "Bi-Weekly",
  paymentAmount: "310.50",
  originalBalance: "18999.99",
  term: "60 months",
};

const form = (overrides: Partial<DebtAccountEditValues> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...debtAccountEditValues(STORED), ...overrides })) {
    // A checkbox left unchecked is not sent at all.
    if (!(name === "accountSold" || name === "paidOff") || value !== "") data.set(name, value);
  }
  return data;
};

const errorsOf = (overrides: Partial<DebtAccountEditValues>) => {
  const result = parseSubmission(debtAccountEditForm, form(overrides));
  return result.ok ? {} : result.fieldErrors;
};

/** What the wizard says about the same account, given as the wizard holds it. */
function wizardErrors(overrides: Partial<DebtAccountEditValues>) {
  const values = { ...debtAccountEditValues(STORED), ...overrides };
  const draft = {
    ...values,
    accountSold: values.accountSold === CHECKED,
    paidOff: values.paidOff === CHECKED,
  };
  const result = debtAccountSchema(isoDay(new Date())).safeParse(draft);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the admin's debt-account form", () => {
  it("starts from the stored values and gives them back unchanged", () => {
    const result = parseSubmission(debtAccountEditForm, form());
    expect(result).toMatchObject({
      ok: true,
      data: {
        originalCreditor: "Lighthouse Auto Finance",
        accountSold: true,
        accountType: "Auto Loan",
        dateOpened: "2019-06-01",
        openClosed: "Closed",
        status: "Charged Off",
        currentBalance: "12000.00",
        lastPaymentDate: "2024-11-30",
        paidOff: false,
        paymentFrequency: "Bi-Weekly",
        paymentAmount: "310.50",
        originalBalance: "18999.99",
        term: "60 months",
      },
    });
  });

  it("has flat field names, one per column the wizard asks for", () => {
    expect([...DEBT_ACCOUNT_EDIT_FIELDS].sort()).toEqual(
      Object.keys(debtAccountSchema(isoDay(new Date())).shape).sort(),
    );
    expect(Object.keys(debtAccountEditValues(STORED)).sort()).toEqual([...DEBT_ACCOUNT_EDIT_FIELDS].sort());
  });

  it("gives the wizard's three required messages for an emptied account", () => {
    const emptied = { originalCreditor: " ", accountType: "", currentBalance: "" };
    expect(errorsOf(emptied)).toEqual({
      originalCreditor: M.originalCreditor,
      accountType: M.accountType,
      currentBalance: M.currentBalance,
    });
    expect(errorsOf(emptied)).toEqual(wizardErrors(emptied));
  });

  it.each<[string, Partial<DebtAccountEditValues>]>([
    ["a creditor too long", { originalCreditor: "x".repeat(201) }],
    ["an unknown account type", { accountType: "Boat Loan" }],
    ["a negative balance", { currentBalance: "-1" }],
    ["a balance that is not money", { currentBalance: "12.345" }],
    ["a balance too large", { currentBalance: "10000000" }],
    ["a negative payment amount", { paymentAmount: "-5" }],
    ["an unknown status", { status: "Lost" }],
    ["an unknown open/closed", { openClosed: "Ajar" }],
    ["an unknown frequency", { paymentFrequency: "Daily" }],
    ["a date opened in the future", { dateOpened: "2999-01-01" }],
    ["a last payment date that is no day", { lastPaymentDate: "2023-02-29" }],
    ["a term too long", { term: "y".repeat(51) }],
  ])("refuses %s with the wizard's own message", (_, overrides) => {
    const errors = errorsOf(overrides);
    expect(Object.keys(errors)).toHaveLength(1);
    expect(errors).toEqual(wizardErrors(overrides));
  });

  it("reads the checkboxes as the browser sends them, and refuses anything else", () => {
    const checked = parseSubmission(debtAccountEditForm, form({ accountSold: CHECKED, paidOff: CHECKED }));
    expect(checked).toMatchObject({ ok: true, data: { accountSold: true, paidOff: true } });
    const unchecked = parseSubmission(debtAccountEditForm, form({ accountSold: "", paidOff: "" }));
    expect(unchecked).toMatchObject({ ok: true, data: { accountSold: false, paidOff: false } });
    expect(Object.keys(errorsOf({ paidOff: "maybe" }))).toEqual(["paidOff"]);
  });

  it("stores empty optional fields as null and trims text, as the wizard does", () => {
    const result = parseSubmission(
      debtAccountEditForm,
      form({
        originalCreditor: "  Harbor Bank ",
        originalBalance: "",
        openClosed: "",
        status: "",
        dateOpened: "",
        lastPaymentDate: "",
        paymentFrequency: "",
        paymentAmount: "",
        term: "  ",
        currentBalance: "2,500.75",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: {
        originalCreditor: "Harbor Bank",
        currentBalance: "2500.75",
        originalBalance: null,
        openClosed: null,
        status: null,
        dateOpened: null,
        lastPaymentDate: null,
        paymentFrequency: null,
        paymentAmount: null,
        term: null,
      },
    });
  });

  it("drops whatever else a submission carries", () => {
    const data = form();
    data.set("applicationId", "someone-else");
    data.set("position", "7");
    const result = parseSubmission(debtAccountEditForm, data);
    expect(result.ok && Object.keys(result.data).sort()).toEqual([...DEBT_ACCOUNT_EDIT_FIELDS].sort());
  });

  it("names its two intents", () => {
    expect(isDebtAccountIntent("update-debt-account")).toBe(true);
    expect(isDebtAccountIntent("delete-debt-account")).toBe(true);
    expect(isDebtAccountIntent("approve")).toBe(false);
  });
});
