import { describe, expect, it } from "vitest";
import { blankDebtAccount, emptyDraft } from "../draft.ts";
import { addAccount, removeAccount, type WizardState, wizardReducer } from "./state.ts";

function start(overrides: Partial<WizardState> = {}): WizardState {
  return {
    step: 1,
    values: emptyDraft(),
    errors: {},
    submissionId: "00000000-0000-4000-8000-000000000000",
    firstAccountType: "",
    touched: false,
    askSsnOnReview: false,
    ...overrides,
  };
}

describe("the wizard's state", () => {
  it("an edit clears that field's error only, and marks the draft as touched", () => {
    const state = start({
      errors: { firstName: "First name is required", lastName: "Last name is required" },
    });
    const next = wizardReducer(state, { type: "set", field: "firstName", value: "Ada" });
    expect(next.values.firstName).toBe("Ada");
    expect(next.errors).toEqual({ lastName: "Last name is required" });
    expect(next.touched).toBe(true);
  });

  it("the first account takes the category's type; later ones start blank", () => {
    let state = start({
      firstAccountType: "Auto Loan",
      errors: { debtAccounts: "At least one debt account is required" },
    });
    state = addAccount(state);
    state = addAccount(state);
    expect(state.values.debtAccounts).toEqual([blankDebtAccount("Auto Loan"), blankDebtAccount()]);
    expect(state.values.debtAccounts[1]).toMatchObject({
      accountSold: false,
      paidOff: false,
      originalCreditor: "",
    });
    expect(state.errors).toEqual({});
  });

  it("never removes the only account", () => {
    const state = addAccount(start());
    expect(removeAccount(state, 0)).toBe(state);
  });

  it("removing an account drops its errors and moves later ones up", () => {
    let state = start();
    for (let i = 0; i < 3; i++) state = addAccount(state);
    state = wizardReducer(state, { type: "setAccount", index: 2, field: "originalCreditor", value: "Third" });
    state = {
      ...state,
      errors: {
        "debtAccounts.0.accountType": "Account type is required",
        "debtAccounts.1.currentBalance": "Current balance is required",
        "debtAccounts.2.accountType": "Account type is required",
        phone: "Please enter a valid 10-digit phone number",
      },
    };
    const next = removeAccount(state, 1);
    expect(next.values.debtAccounts.map((a) => a.originalCreditor)).toEqual(["", "Third"]);
    expect(next.errors).toEqual({
      "debtAccounts.0.accountType": "Account type is required",
      "debtAccounts.1.accountType": "Account type is required",
      phone: "Please enter a valid 10-digit phone number",
    });
  });

  it("an account edit clears that account field's error", () => {
    let state = addAccount(start());
    state = { ...state, errors: { "debtAccounts.0.currentBalance": "Current balance is required" } };
    state = wizardReducer(state, { type: "setAccount", index: 0, field: "currentBalance", value: "12" });
    expect(state.errors).toEqual({});
    expect(state.values.debtAccounts[0]?.currentBalance).toBe("12");
  });
});

describe("the debt-account limit", () => {
  it("adds no account beyond 50", () => {
    let state = start();
    for (let i = 0; i < 55; i++) state = addAccount(state);
    expect(state.values.debtAccounts).toHaveLength(50);
  });
});

describe("money written as money on leaving a field (issue 21)", () => {
  it("keeps the field's message and the draft untouched", () => {
    const state = start({ errors: { debtAmount: "Invalid debt amount" } });
    const next = wizardReducer(state, { type: "set", field: "debtAmount", value: "0.00", reformat: true });
    expect(next.values.debtAmount).toBe("0.00");
    expect(next.errors).toEqual({ debtAmount: "Invalid debt amount" });
    expect(next.touched).toBe(false);
  });

  it("does the same for an account's balance", () => {
    let state = addAccount(start());
    state = { ...state, errors: { "debtAccounts.0.currentBalance": "x" } };
    const next = wizardReducer(state, {
      type: "setAccount",
      index: 0,
      field: "currentBalance",
      value: "12,500.00",
      reformat: true,
    });
    expect(next.values.debtAccounts[0]?.currentBalance).toBe("12,500.00");
    expect(next.errors).toEqual({ "debtAccounts.0.currentBalance": "x" });
  });
});

describe("which figure is right (issue 21)", () => {
  function answered(): WizardState {
    const state = addAccount(start());
    return { ...state, values: { ...state.values, debtTotalChoice: "total" } };
  }

  it.each([
    ["a new total", { type: "set", field: "debtAmount", value: "20,000" }],
    ["a new balance", { type: "setAccount", index: 0, field: "currentBalance", value: "9,000" }],
  ] as const)("is asked again after %s", (_, action) => {
    expect(wizardReducer(answered(), action).values.debtTotalChoice).toBe("");
  });

  it("is asked again after another account is added or one removed", () => {
    expect(addAccount(answered()).values.debtTotalChoice).toBe("");
    const two = addAccount(answered());
    const removed = removeAccount({ ...two, values: { ...two.values, debtTotalChoice: "total" } }, 1);
    expect(removed.values.debtTotalChoice).toBe("");
  });

  it("stands after other edits and after money is only reformatted", () => {
    expect(
      wizardReducer(answered(), { type: "set", field: "address", value: "1 Main St" }).values.debtTotalChoice,
    ).toBe("total");
    expect(
      wizardReducer(answered(), { type: "set", field: "debtAmount", value: "20,000.00", reformat: true })
        .values.debtTotalChoice,
    ).toBe("total");
    expect(
      wizardReducer(answered(), { type: "setAccount", index: 0, field: "originalCreditor", value: "Visa" })
        .values.debtTotalChoice,
    ).toBe("total");
  });
});

describe("the loan's kind (issue 43)", () => {
  const withAccount = (accountType: string, loanDetail: string) =>
    start({
      step: 5,
      values: { ...emptyDraft(), debtAccounts: [{ ...blankDebtAccount(accountType), loanDetail }] },
    });
  const retype = (state: WizardState, value: string) =>
    wizardReducer(state, { type: "setAccount", index: 0, field: "accountType", value });

  it("is kept when the type changes to one it still fits, and cleared otherwise", () => {
    expect(
      retype(withAccount("Auto Loan", "vehicle_kept"), "Student Loan").values.debtAccounts[0]?.loanDetail,
    ).toBe("");
    expect(
      retype(withAccount("Auto Loan", "deficiency"), "Credit Card").values.debtAccounts[0]?.loanDetail,
    ).toBe("");
    expect(
      retype(withAccount("Auto Loan", "deficiency"), "Auto Loan").values.debtAccounts[0]?.loanDetail,
    ).toBe("deficiency");
  });

  it("answering it clears its message", () => {
    const state = { ...withAccount("Student Loan", ""), errors: { "debtAccounts.0.loanDetail": "Please…" } };
    const next = wizardReducer(state, {
      type: "setAccount",
      index: 0,
      field: "loanDetail",
      value: "private",
    });
    expect(next.values.debtAccounts[0]?.loanDetail).toBe("private");
    expect(next.errors).toEqual({});
  });
});
