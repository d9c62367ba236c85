import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fullDebtAccount, validDebtAccount } from "#tests/support/application-draft.ts";
import { ACCOUNT_TYPES } from "../enums.ts";
import { fieldErrors } from "../forms.ts";
import { blankDebtAccount } from "./draft.ts";
import { applicationSteps, debtAccountRules, debtAccountSchema } from "./schema.ts";

// Step 5: one to fifty debt accounts (spec sections 3 and 5).

const TODAY = "2026-01-15";
const [, , , , debtAccountsStep] = applicationSteps(TODAY);
const account = debtAccountSchema(TODAY);

function errorsOf(result: { error?: z.ZodError | undefined }) {
  return result.error ? fieldErrors(result.error) : {};
}

const accountErrors = (overrides: Record<string, unknown>) =>
  errorsOf(account.safeParse({ ...validDebtAccount(), ...overrides }));

describe("step 5, the list of debt accounts", () => {
  it.each([[[]], [undefined], [null], ["Credit Card"]])(
    "says 'At least one debt account is required' for %j",
    (debtAccounts) => {
      expect(errorsOf(debtAccountsStep.safeParse({ debtAccounts }))).toEqual({
        debtAccounts: "At least one debt account is required",
      });
    },
  );

  it("accepts one and fifty accounts, and refuses fifty-one", () => {
    const many = (n: number) => Array.from({ length: n }, () => validDebtAccount());
    expect(debtAccountsStep.parse({ debtAccounts: many(1) }).debtAccounts).toHaveLength(1);
    expect(debtAccountsStep.parse({ debtAccounts: many(50) }).debtAccounts).toHaveLength(50);
    expect(errorsOf(debtAccountsStep.safeParse({ debtAccounts: many(51) }))).toEqual({
      debtAccounts: "You can add at most 50 debt accounts",
    });
  });

  it("keys each account's messages by its position", () => {
    const debtAccounts = [validDebtAccount(), validDebtAccount({ currentBalance: "" })];
    expect(errorsOf(debtAccountsStep.safeParse({ debtAccounts }))).toEqual({
      "debtAccounts.1.currentBalance": "Current balance is required",
    });
  });
});

describe("one debt account", () => {
  it("gives the three required messages for a blank account ('Add Another Debt Account')", () => {
    expect(errorsOf(account.safeParse(blankDebtAccount()))).toEqual({
      originalCreditor: "Original creditor is required",
      accountType: "Account type is required",
      currentBalance: "Current balance is required",
    });
  });

  it("gives the same three messages when the fields are missing altogether", () => {
    expect(errorsOf(account.safeParse({}))).toEqual({
      originalCreditor: "Original creditor is required",
      accountType: "Account type is required",
      currentBalance: "Current balance is required",
    });
  });

  it("stores the required fields with empty optional text as null and booleans false", () => {
    expect(account.parse(validDebtAccount())).toEqual({
      originalCreditor: "Harbor Bank",
      accountSold: false,
      accountType: "Credit Card",
      dateOpened: null,
      openClosed: null,
      status: null,
      currentBalance: "2500.75",
      lastPaymentDate: null,
      paidOff: false,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
      loanDetail: null,
    });
  });

  it("keeps every optional field when filled", () => {
    expect(account.parse(fullDebtAccount())).toEqual({
      originalCreditor: "Lighthouse Auto Finance",
      accountSold: true,
      accountType: "Auto Loan",
      dateOpened: "2019-06-01",
      openClosed: "Closed",
      status: "Charged Off",
      currentBalance: "12000.00",
      lastPaymentDate: "2024-11-30",
      paidOff: true,
      paymentFrequency: "Bi-Weekly",
      paymentAmount: "310.50",
      originalBalance: "18999.99",
      term: "60 months",
      loanDetail: "deficiency",
    });
  });

  it("defaults missing booleans and optional fields", () => {
    const minimal = { originalCreditor: "Harbor Bank", accountType: "Other", currentBalance: "1" };
    expect(account.parse(minimal)).toMatchObject({
      accountSold: false,
      paidOff: false,
      dateOpened: null,
      term: null,
      paymentAmount: null,
    });
  });

  it("treats whitespace-only text as empty", () => {
    expect(accountErrors({ originalCreditor: "   " })).toEqual({
      originalCreditor: "Original creditor is required",
    });
    expect(account.parse({ ...validDebtAccount(), term: "   " }).term).toBeNull();
  });

  it.each(ACCOUNT_TYPES)("accepts the account type %j", (accountType) => {
    expect(account.parse({ ...validDebtAccount(), accountType }).accountType).toBe(accountType);
  });

  it.each(["credit card", "Boat Loan", "", null])("refuses the account type %j", (accountType) => {
    expect(accountErrors({ accountType })).toEqual({ accountType: "Account type is required" });
  });

  it.each([
    ["openClosed", "Ajar", "Please choose a valid open/closed"],
    ["status", "Delinquent", "Please choose a valid status"],
    ["paymentFrequency", "Daily", "Please choose a valid payment frequency"],
    ["paymentFrequency", "monthly", "Please choose a valid payment frequency"],
    ["status", 3, "Please choose a valid status"],
  ])("refuses %s %j outside its list", (field, value, message) => {
    expect(accountErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["0", "0.00"],
    ["1,234.50", "1234.50"],
    ["9999999.99", "9999999.99"],
  ])("accepts the current balance %j as %j", (currentBalance, stored) => {
    expect(account.parse({ ...validDebtAccount(), currentBalance }).currentBalance).toBe(stored);
  });

  it.each([
    ["currentBalance", "-1", "Current balance cannot be negative"],
    ["currentBalance", "1.001", "Current balance must be an amount in dollars and cents"],
    ["currentBalance", "10,000,000", "Current balance must be less than $10,000,000"],
    ["paymentAmount", "-0.01", "Payment amount cannot be negative"],
    ["paymentAmount", "ten", "Payment amount must be an amount in dollars and cents"],
    ["originalBalance", "10000000", "Original balance must be less than $10,000,000"],
  ])("refuses %s %j", (field, value, message) => {
    expect(accountErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it("accepts dates up to today and refuses future or unreal dates", () => {
    expect(account.parse({ ...validDebtAccount(), dateOpened: TODAY }).dateOpened).toBe(TODAY);
    for (const [field, label] of [
      ["dateOpened", "Date opened"],
      ["lastPaymentDate", "Last payment date"],
    ] as const) {
      for (const value of ["2026-01-16", "2030-01-01", "2023-02-29", "15/01/2025"]) {
        expect(accountErrors({ [field]: value }), `${field} ${value}`).toEqual({
          [field]: `${label} must be a real date, not in the future`,
        });
      }
    }
  });

  it("accepts 200 characters of creditor and 50 of term, and refuses more", () => {
    expect(account.safeParse({ ...validDebtAccount(), originalCreditor: "a".repeat(200) }).success).toBe(
      true,
    );
    expect(accountErrors({ originalCreditor: "a".repeat(201) })).toEqual({
      originalCreditor: "Original creditor must be at most 200 characters",
    });
    expect(account.safeParse({ ...validDebtAccount(), term: "a".repeat(50) }).success).toBe(true);
    expect(accountErrors({ term: "a".repeat(51) })).toEqual({ term: "Term must be at most 50 characters" });
  });

  it("refuses a boolean sent as a string", () => {
    expect(Object.keys(accountErrors({ paidOff: "true" }))).toEqual(["paidOff"]);
  });

  it("drops keys it does not know, such as an application id", () => {
    const parsed = account.parse({ ...validDebtAccount(), id: "x", applicationId: "y" });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("applicationId");
  });
});

describe("the loan's kind (issue 43)", () => {
  const step = (overrides: Record<string, unknown>) =>
    debtAccountsStep.safeParse({ debtAccounts: [{ ...validDebtAccount(), ...overrides }] });

  it("is stored for an auto or a student loan when it fits, and is empty for the other types", () => {
    expect(
      step({ accountType: "Auto Loan", loanDetail: "deficiency" }).data?.debtAccounts[0]?.loanDetail,
    ).toBe("deficiency");
    expect(step({ accountType: "Student Loan", loanDetail: "not_sure" }).success).toBe(true);
    expect(step({ accountType: "Credit Card", loanDetail: "" }).data?.debtAccounts[0]?.loanDetail).toBeNull();
    expect(step({ accountType: "Mortgage" }).data?.debtAccounts[0]?.loanDetail).toBeNull();
  });

  it("is asked of an applicant for an auto or a student loan, with the question's own message", () => {
    expect(errorsOf(step({ accountType: "Auto Loan" }))).toEqual({
      "debtAccounts.0.loanDetail": "Please tell us whether you still have the car",
    });
    expect(errorsOf(step({ accountType: "Student Loan", loanDetail: "" }))).toEqual({
      "debtAccounts.0.loanDetail": "Please tell us what kind of student loan it is",
    });
  });

  it("may be left empty by an admin's edit: such a loan waits for the team to confirm it", () => {
    const rules = debtAccountRules(TODAY);
    expect(rules.safeParse({ ...validDebtAccount(), accountType: "Auto Loan" }).data?.loanDetail).toBeNull();
    expect(
      errorsOf(rules.safeParse({ ...validDebtAccount(), accountType: "Auto Loan", loanDetail: "private" })),
    ).toEqual({
      loanDetail: "This answer does not apply to this account type",
    });
  });

  it("is refused when it does not fit the type, or is not one of the answers", () => {
    expect(errorsOf(step({ accountType: "Auto Loan", loanDetail: "federal" }))).toEqual({
      "debtAccounts.0.loanDetail": "This answer does not apply to this account type",
    });
    expect(errorsOf(step({ accountType: "Credit Card", loanDetail: "private" }))).toEqual({
      "debtAccounts.0.loanDetail": "This answer does not apply to this account type",
    });
    expect(accountErrors({ accountType: "Student Loan", loanDetail: "maybe" })).toEqual({
      loanDetail: "Please choose a valid loan kind",
    });
  });
});
