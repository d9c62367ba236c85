import { describe, expect, it } from "vitest";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { emptyDraft } from "../draft.ts";
import { APPLICATION_MESSAGES as M, MAX_DEBT_ACCOUNTS } from "../messages.ts";
import type { StepNumber } from "../steps.ts";
import { serializeWizard, WIZARD_INTENT_FIELD, WIZARD_STATE_FIELD } from "./format.ts";
import { moveWizard, readWizardPost } from "./moves.ts";
import type { WizardState } from "./state.ts";

const TODAY = "2026-11-28";
const RUN_ID = "11111111-2222-4333-8444-555555555555";
const PAGE_START: WizardState = {
  step: 1,
  values: emptyDraft(),
  errors: {},
  submissionId: "99999999-2222-4333-8444-555555555555",
  firstAccountType: "Credit Card",
  touched: false,
  askSsnOnReview: false,
};

function state(step: StepNumber, values = validDraft()): WizardState {
  return { ...PAGE_START, step, values, submissionId: RUN_ID, touched: true };
}

/** A posted page: the hidden field, the step's own fields, and the button pressed. */
function post(
  carried: WizardState | string | null,
  fields: Record<string, string> = {},
  intent?: string,
): FormData {
  const form = new FormData();
  if (carried !== null) {
    form.set(WIZARD_STATE_FIELD, typeof carried === "string" ? carried : serializeWizard(carried));
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (intent) form.set(WIZARD_INTENT_FIELD, intent);
  return form;
}

describe("readWizardPost", () => {
  it("takes the step on screen's fields from the form and the other steps' from the hidden field", () => {
    const carried = state(1, validDraft({ firstName: "Old", creditScore: "good" }));
    const { state: read, intent } = readWizardPost(
      post(carried, { firstName: "Grace", lastName: "Hopper", creditScore: "poor" }),
      PAGE_START,
    );
    expect(read.values.firstName).toBe("Grace");
    expect(read.values.lastName).toBe("Hopper");
    // Step 2's answer is not a field of step 1: a value posted for it is ignored.
    expect(read.values.creditScore).toBe("good");
    expect(read.submissionId).toBe(RUN_ID);
    expect(intent).toEqual({ type: "continue" });
  });

  it("reads an unticked checkbox of the step on screen as false, and a ticked one as true", () => {
    const carried = state(5, validDraft({ debtAccounts: [validDebtAccount({ paidOff: true })] }));
    const unticked = readWizardPost(
      post(carried, { "debtAccounts.0.originalCreditor": "Harbor Bank" }),
      PAGE_START,
    );
    expect(unticked.state.values.debtAccounts[0]?.paidOff).toBe(false);
    const ticked = readWizardPost(post(carried, { "debtAccounts.0.accountSold": "on" }), PAGE_START);
    expect(ticked.state.values.debtAccounts[0]?.accountSold).toBe(true);
    // Agreeing to the terms is a field of the review only.
    const review = readWizardPost(post(state(7, validDraft({ agreeToTerms: true }))), PAGE_START);
    expect(review.state.values.agreeToTerms).toBe(false);
  });

  it("starts again from the page when the hidden field is missing, unreadable or not an object", () => {
    for (const carried of [null, "not json", "[1,2]", '"text"']) {
      const { state: read } = readWizardPost(post(carried, { firstName: "Ada" }), PAGE_START);
      expect(read.step).toBe(1);
      expect(read.submissionId).toBe(PAGE_START.submissionId);
      expect(read.values).toEqual({ ...emptyDraft(), firstName: "Ada" });
    }
  });

  it("keeps only fields of the right type, at most the allowed accounts, and a real step and run id", () => {
    const tampered = JSON.stringify({
      step: 42,
      submissionId: "'; drop table applications; --",
      firstAccountType: 7,
      values: {
        firstName: { $ne: "" },
        lastName: "Lovelace",
        agreeToTerms: "yes",
        isAdmin: true,
        debtAccounts: Array.from({ length: MAX_DEBT_ACCOUNTS + 5 }, () => ({
          currentBalance: 100,
          term: "36",
        })),
      },
    });
    const { state: read } = readWizardPost(post(tampered), PAGE_START);
    expect(read.step).toBe(7);
    expect(read.submissionId).toBe(PAGE_START.submissionId);
    expect(read.firstAccountType).toBe("");
    expect(read.values.firstName).toBe("");
    expect(read.values.lastName).toBe("Lovelace");
    expect(read.values.agreeToTerms).toBe(false);
    expect(read.values).not.toHaveProperty("isAdmin");
    expect(read.values.debtAccounts).toHaveLength(MAX_DEBT_ACCOUNTS);
    expect(read.values.debtAccounts[0]?.currentBalance).toBe("");
    expect(read.values.debtAccounts[0]?.term).toBe("36");
  });

  it("reads each button's intent, and anything else as Continue", () => {
    const intentOf = (value: string) => readWizardPost(post(state(3), {}, value), PAGE_START).intent;
    expect(intentOf("previous")).toEqual({ type: "previous" });
    expect(intentOf("edit-5")).toEqual({ type: "edit", step: 5 });
    expect(intentOf("add-account")).toEqual({ type: "add-account" });
    expect(intentOf("remove-account-12")).toEqual({ type: "remove-account", index: 12 });
    expect(intentOf("delete-everything")).toEqual({ type: "continue" });
    // The page's own script of decision 54 sent a kept draft back; the browser restores it itself now.
    expect(intentOf("restore")).toEqual({ type: "continue" });
  });

  it("asks again which figure is right when the total or a balance changes", () => {
    const carried = state(6, validDraft({ debtTotalChoice: "total" }));
    const same = readWizardPost(post(carried, { debtAmount: "18,250" }), PAGE_START);
    expect(same.state.values.debtTotalChoice).toBe("total");
    const changed = readWizardPost(post(carried, { debtAmount: "19,000" }), PAGE_START);
    expect(changed.state.values.debtTotalChoice).toBe("");
  });

  it("reads the SSN asked again at the top of the review", () => {
    const carried = state(7, validDraft({ ssnLastFour: "" }));
    const { state: read } = readWizardPost(
      post(carried, { ssnLastFour: "123456", agreeToTerms: "on" }),
      PAGE_START,
    );
    expect(read.values.ssnLastFour).toBe("1234");
    expect(read.askSsnOnReview).toBe(true);
  });
});

describe("moveWizard", () => {
  it("Continue stays on a step with errors, with the step's message, and moves on from a valid one", () => {
    const refused = moveWizard(state(1, emptyDraft()), { type: "continue" }, TODAY);
    expect(refused).toMatchObject({ kind: "page", notice: M.stepInvalid, state: { step: 1 } });
    expect(refused.state.errors.firstName).toBeTruthy();
    const moved = moveWizard(state(1), { type: "continue" }, TODAY);
    expect(moved).toEqual({ kind: "page", state: { ...state(2), errors: {} }, focus: "heading" });
    expect(refused).toMatchObject({ focus: "error" });
  });

  it("Previous and Edit move without checking; Add and Remove change the accounts", () => {
    expect(moveWizard(state(4, emptyDraft()), { type: "previous" }, TODAY).state.step).toBe(3);
    expect(moveWizard(state(1), { type: "previous" }, TODAY).state.step).toBe(1);
    expect(moveWizard(state(7), { type: "edit", step: 2 }, TODAY).state.step).toBe(2);
    const added = moveWizard(state(5, emptyDraft()), { type: "add-account" }, TODAY).state;
    expect(added.values.debtAccounts).toHaveLength(1);
    expect(added.values.debtAccounts[0]?.accountType).toBe("Credit Card");
    expect(moveWizard(state(5, emptyDraft()), { type: "add-account" }, TODAY)).toMatchObject({
      focus: "account-0",
    });
    const two = state(5, validDraft({ debtAccounts: [validDebtAccount(), validDebtAccount({ term: "2" })] }));
    const removed = moveWizard(two, { type: "remove-account", index: 0 }, TODAY).state;
    expect(removed.values.debtAccounts).toEqual([validDebtAccount({ term: "2" })]);
    expect(moveWizard(two, { type: "remove-account", index: 1 }, TODAY)).toMatchObject({
      focus: "account-0",
    });
    // The last account is never removed (spec section 2).
    const one = moveWizard({ ...two, values: removed.values }, { type: "remove-account", index: 0 }, TODAY);
    expect(one.state.values.debtAccounts).toHaveLength(1);
  });

  it("submits a review that passes every check, and sends a refused one to the first step with an error", () => {
    expect(moveWizard(state(7), { type: "continue" }, TODAY).kind).toBe("submit");
    const refused = moveWizard(state(7, validDraft({ monthlyIncome: "lots" })), { type: "continue" }, TODAY);
    expect(refused).toMatchObject({ kind: "page", notice: M.monthlyIncomeInvalid, state: { step: 3 } });
    // The SSN asked again at the top of the review keeps the applicant on the review.
    const ssn = moveWizard(
      { ...state(7, validDraft({ ssnLastFour: "" })), askSsnOnReview: true },
      { type: "continue" },
      TODAY,
    );
    expect(ssn).toMatchObject({ kind: "page", state: { step: 7 } });
    expect(ssn.state.errors.ssnLastFour).toBe(M.ssnLastFour);
  });

  it("keeps the messages the page showed for fields still wrong, moved up by Remove, and never a posted text", () => {
    const two = state(
      5,
      validDraft({ debtAccounts: [validDebtAccount(), validDebtAccount({ originalCreditor: "" })] }),
    );
    const shown = JSON.stringify({
      ...JSON.parse(serializeWizard(two)),
      shown: ["debtAccounts.1.originalCreditor", "debtAccounts.0.term", "<script>alert(1)</script>"],
    });
    const fields = {
      "debtAccounts.0.originalCreditor": "Harbor Bank",
      "debtAccounts.0.accountType": "Credit Card",
      "debtAccounts.0.currentBalance": "2,500.75",
      "debtAccounts.1.originalCreditor": "",
      "debtAccounts.1.accountType": "Credit Card",
      "debtAccounts.1.currentBalance": "2,500.75",
    };
    const { state: read, intent } = readWizardPost(post(shown, fields, "remove-account-0"), PAGE_START);
    const moved = moveWizard(read, intent, TODAY);
    // The second account moved up with its message; a field that is right now has none.
    expect(moved.state.errors).toEqual({ "debtAccounts.0.originalCreditor": M.originalCreditor });
  });
});

describe("the loan's kind on step 5 (issue 43)", () => {
  const STEP_FIVE = {
    "debtAccounts.0.originalCreditor": "Lighthouse Auto Finance",
    "debtAccounts.0.currentBalance": "9,400.25",
  };
  const carriedAuto = (loanDetail: string) =>
    state(5, validDraft({ debtAccounts: [validDebtAccount({ accountType: "Auto Loan", loanDetail })] }));
  const continueWith = (carried: WizardState, fields: Record<string, string>) => {
    const { state: read, intent } = readWizardPost(post(carried, { ...STEP_FIVE, ...fields }), PAGE_START);
    return moveWizard(read, intent, TODAY);
  };

  it("is asked once the type is posted (a page without JavaScript): Continue stays on step 5 with the question's message", () => {
    const moved = continueWith(state(5), { "debtAccounts.0.accountType": "Auto Loan" });
    expect(moved).toMatchObject({ kind: "page", notice: M.stepInvalid, focus: "error", state: { step: 5 } });
    expect(moved.state.errors).toEqual({
      "debtAccounts.0.loanDetail": "Please tell us whether you still have the car",
    });
    const answered = continueWith(moved.state, {
      "debtAccounts.0.accountType": "Auto Loan",
      "debtAccounts.0.loanDetail": "vehicle_kept",
    });
    expect(answered.state.step).toBe(6);
    expect(answered.state.values.debtAccounts[0]?.loanDetail).toBe("vehicle_kept");
  });

  it("is refused, with the field's message, when it does not fit the type posted with it", () => {
    const moved = continueWith(carriedAuto(""), {
      "debtAccounts.0.accountType": "Auto Loan",
      "debtAccounts.0.loanDetail": "federal",
    });
    expect(moved).toMatchObject({ kind: "page", state: { step: 5 } });
    expect(moved.state.errors).toEqual({
      "debtAccounts.0.loanDetail": "This answer does not apply to this account type",
    });
    const unknown = continueWith(carriedAuto(""), {
      "debtAccounts.0.accountType": "Auto Loan",
      "debtAccounts.0.loanDetail": "stolen",
    });
    expect(unknown.state.errors).toEqual({ "debtAccounts.0.loanDetail": "Please choose a valid loan kind" });
  });

  it("asked about the type the page showed, is dropped with another type: the new type's question is asked", () => {
    // The page showed an auto loan's question, answered; the type is then changed to a student
    // loan, and the answer (a radio button the page cannot take away) is posted with it.
    const moved = continueWith(carriedAuto("vehicle_kept"), {
      "debtAccounts.0.accountType": "Student Loan",
      "debtAccounts.0.loanDetail": "vehicle_kept",
    });
    expect(moved.state.values.debtAccounts[0]?.loanDetail).toBe("");
    expect(moved.state.errors).toEqual({
      "debtAccounts.0.loanDetail": "Please tell us what kind of student loan it is",
    });
    const creditCard = continueWith(carriedAuto("vehicle_kept"), {
      "debtAccounts.0.accountType": "Credit Card",
      "debtAccounts.0.loanDetail": "vehicle_kept",
    });
    expect(creditCard.state.step).toBe(6);
    expect(creditCard.state.values.debtAccounts[0]).toMatchObject({
      accountType: "Credit Card",
      loanDetail: "",
    });
  });

  it("is carried to the review and submitted with the application", () => {
    const carried = carriedAuto("deficiency");
    const { state: read } = readWizardPost(post(carried, {}, "edit-7"), PAGE_START);
    expect(read.values.debtAccounts[0]?.loanDetail).toBe("deficiency");
    const review = { ...state(7, read.values) };
    expect(moveWizard(review, { type: "continue" }, TODAY).kind).toBe("submit");
  });
});
