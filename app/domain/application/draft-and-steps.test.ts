import { describe, expect, it } from "vitest";
import { blankDebtAccount, emptyDraft } from "./draft.ts";
import { clampStep, STEP_COUNT, STEP_TITLES } from "./steps.ts";

describe("drafts", () => {
  it("starts with no debt account and nothing filled (spec section 2)", () => {
    const draft = emptyDraft();
    expect(draft.debtAccounts).toEqual([]);
    expect(draft.agreeToTerms).toBe(false);
    const { debtAccounts: _accounts, agreeToTerms: _terms, ...text } = draft;
    expect(Object.values(text).every((value) => value === "")).toBe(true);
  });

  it("adds a blank debt account with every field empty and both booleans false", () => {
    const account = blankDebtAccount();
    expect(account.accountSold).toBe(false);
    expect(account.paidOff).toBe(false);
    const { accountSold: _sold, paidOff: _paid, ...text } = account;
    expect(Object.values(text).every((value) => value === "")).toBe(true);
  });

  it("can preselect the first account's type (the ?category= parameter)", () => {
    expect(blankDebtAccount("Auto Loan").accountType).toBe("Auto Loan");
  });

  it("gives a new object each time, so accounts never share state", () => {
    expect(blankDebtAccount()).not.toBe(blankDebtAccount());
    expect(emptyDraft().debtAccounts).not.toBe(emptyDraft().debtAccounts);
  });
});

describe("steps", () => {
  it("has the spec's seven titles in order", () => {
    expect(STEP_COUNT).toBe(7);
    expect(STEP_TITLES).toEqual([
      "Basic Information",
      "Credit Score",
      "Financial Information",
      "Debt Selection",
      "Debt Account Details",
      "Additional Details",
      "Review and Submit",
    ]);
  });

  it.each([
    [1, 1],
    [7, 7],
    [4.9, 4],
    [0, 1],
    [-3, 1],
    [8, 7],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 7],
  ])("clamps %s to step %s", (input, expected) => {
    expect(clampStep(input)).toBe(expected);
  });
});
