import { describe, expect, it } from "vitest";
import {
  debtEligibility,
  LOAN_DETAIL_MESSAGES,
  LOAN_DETAIL_QUESTIONS,
  loanDetailChoices,
  loanDetailForType,
  loanDetailMissing,
  loanDetailProblem,
  NOT_SETTLED_TEXT,
  notSettledReason,
} from "./eligibility.ts";

// Which debts the program settles (issue 43): not a mortgage, not an auto loan on a car the
// customer still has, not a federal student loan; a deficiency balance and a private student loan
// do; an auto or student loan whose kind is not known waits for the team to confirm it.

describe("debtEligibility", () => {
  it("settles unsecured debts", () => {
    for (const accountType of [
      "Credit Card",
      "Personal Loan",
      "Medical Debt",
      "Store Card",
      "Line of Credit",
      "Other",
    ])
      expect(debtEligibility({ accountType, loanDetail: null })).toEqual({ settles: true });
  });

  it("does not settle secured debts or federal student loans, and says why", () => {
    expect(debtEligibility({ accountType: "Mortgage", loanDetail: null })).toEqual({
      settles: false,
      reason: "mortgage",
    });
    expect(debtEligibility({ accountType: "Auto Loan", loanDetail: "vehicle_kept" })).toEqual({
      settles: false,
      reason: "secured_auto",
    });
    expect(debtEligibility({ accountType: "Student Loan", loanDetail: "federal" })).toEqual({
      settles: false,
      reason: "federal_student_loan",
    });
  });

  it("settles a deficiency balance and a private student loan", () => {
    expect(debtEligibility({ accountType: "Auto Loan", loanDetail: "deficiency" })).toEqual({
      settles: true,
    });
    expect(debtEligibility({ accountType: "Student Loan", loanDetail: "private" })).toEqual({
      settles: true,
    });
  });

  it("waits for the kind of an auto or student loan to be known", () => {
    for (const debt of [
      { accountType: "Auto Loan", loanDetail: null },
      { accountType: "Student Loan", loanDetail: null },
      { accountType: "Student Loan", loanDetail: "not_sure" as const },
    ])
      expect(debtEligibility(debt)).toEqual({ settles: false, reason: "loan_kind_unconfirmed" });
  });

  it("has words and a page for every reason", () => {
    for (const text of Object.values(NOT_SETTLED_TEXT)) {
      expect(text.short).toMatch(/^Not enrolled/);
      expect(text.href).toMatch(/^\//);
    }
  });
});

describe("the loan's kind", () => {
  it("is asked for auto and student loans only, with the wizard's choices", () => {
    expect(loanDetailChoices("Auto Loan")).toEqual(["vehicle_kept", "deficiency"]);
    expect(loanDetailChoices("Student Loan")).toEqual(["federal", "private", "not_sure"]);
    expect(loanDetailChoices("Credit Card")).toEqual([]);
    expect(LOAN_DETAIL_QUESTIONS["Student Loan"]?.hint).toContain("studentaid.gov");
  });

  it("is refused when it does not fit the type; empty always fits", () => {
    expect(loanDetailProblem("Auto Loan", "deficiency")).toBeNull();
    expect(loanDetailProblem("Auto Loan", "")).toBeNull();
    expect(loanDetailProblem("Credit Card", undefined)).toBeNull();
    expect(loanDetailProblem("Auto Loan", "federal")).toBe(LOAN_DETAIL_MESSAGES.notForType);
    expect(loanDetailProblem("Credit Card", "private")).toBe(LOAN_DETAIL_MESSAGES.notForType);
    expect(loanDetailProblem("Student Loan", "ferderal")).toBe(LOAN_DETAIL_MESSAGES.notForType);
  });
});

describe("the wizard's question and notice", () => {
  it("asks an applicant the question of an auto or student loan until it is answered", () => {
    expect(loanDetailMissing("Auto Loan", "")).toBe(LOAN_DETAIL_QUESTIONS["Auto Loan"]?.required);
    expect(loanDetailMissing("Student Loan", undefined)).toBe(
      LOAN_DETAIL_QUESTIONS["Student Loan"]?.required,
    );
    expect(loanDetailMissing("Student Loan", "not_sure")).toBeNull();
    expect(loanDetailMissing("Mortgage", "")).toBeNull();
    expect(loanDetailMissing("Credit Card", null)).toBeNull();
  });

  it("keeps an answer when the type changes only while it still fits", () => {
    expect(loanDetailForType("Auto Loan", "deficiency")).toBe("deficiency");
    expect(loanDetailForType("Student Loan", "vehicle_kept")).toBe("");
    expect(loanDetailForType("Credit Card", "private")).toBe("");
  });

  it("tells why a debt as typed is not settled: a mortgage, a car kept, a federal loan, a kind not known", () => {
    expect(notSettledReason("Mortgage", "")).toBe("mortgage");
    expect(notSettledReason("Auto Loan", "vehicle_kept")).toBe("secured_auto");
    expect(notSettledReason("Student Loan", "federal")).toBe("federal_student_loan");
    expect(notSettledReason("Student Loan", "not_sure")).toBe("loan_kind_unconfirmed");
  });

  it("says nothing of a debt the program settles, of a question not answered yet, or of an answer that does not fit", () => {
    expect(notSettledReason("Credit Card", "")).toBeNull();
    expect(notSettledReason("Auto Loan", "deficiency")).toBeNull();
    expect(notSettledReason("Student Loan", "private")).toBeNull();
    expect(notSettledReason("Auto Loan", undefined)).toBeNull();
    expect(notSettledReason("Auto Loan", "federal")).toBeNull();
    expect(notSettledReason("", "")).toBeNull();
  });
});
