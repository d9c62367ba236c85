// Which debts the program settles (decisions.md, "Eligibility"; issue 43): secured debts (an auto
// loan on a car the customer still has, a mortgage) and federal student loans are not settled.
// The lender of a secured debt can take the car or the home, and federal student loans have their
// own relief (income-driven repayment, rehabilitation, forgiveness programs). A plan leaves such a
// debt out, with the reason shown to the customer and the admins, and no settlement or fee is ever
// estimated for it (the projection, domain/projection/program-projection.ts) nor charged (no
// negotiation is opened for it, so the database's fee rule has nothing to charge under).
//
// "Auto Loan" and "Student Loan" alone do not decide: a deficiency balance left after the car was
// repossessed and sold is unsecured and settles, and so does a private student loan. The wizard
// asks which (the field `loanDetail`, one of LOAN_DETAILS, offered per type by
// `loanDetailChoices`); a debt of those types without the answer (an application from before the
// question, or "not sure") is not enrolled until the team confirms it.
import type { AccountType } from "../enums.ts";

/** What the wizard asks about an auto loan or a student loan (debt_accounts.loan_detail). */
export const LOAN_DETAILS = ["vehicle_kept", "deficiency", "federal", "private", "not_sure"] as const;
export type LoanDetail = (typeof LOAN_DETAILS)[number];

export interface LoanDetailQuestion {
  /** The question, as the wizard's fieldset legend. */
  label: string;
  hint: string;
  /** The wizard's message while the question is not answered (an applicant answers it). */
  required: string;
  choices: readonly { value: LoanDetail; label: string }[];
}

/** The question per account type (none for the other types: the field is then left empty). */
export const LOAN_DETAIL_QUESTIONS: Readonly<Partial<Record<AccountType, LoanDetailQuestion>>> = {
  "Auto Loan": {
    label: "Do you still have the car?",
    hint: "A loan on a car you still have is secured by it: the lender can take the car back, so it is not settled.",
    required: "Please tell us whether you still have the car",
    choices: [
      { value: "vehicle_kept", label: "Yes, I still have the car" },
      { value: "deficiency", label: "No: the car was repossessed or sold, and I owe what is left" },
    ],
  },
  "Student Loan": {
    label: "What kind of student loan is it?",
    hint: "Federal loans are listed at studentaid.gov; a loan from a bank, credit union or online lender is private.",
    required: "Please tell us what kind of student loan it is",
    choices: [
      { value: "federal", label: "Federal" },
      { value: "private", label: "Private" },
      { value: "not_sure", label: "I'm not sure" },
    ],
  },
};

/** The answers that apply to `accountType` (none: the field must be empty). */
export function loanDetailChoices(accountType: string | null | undefined): readonly LoanDetail[] {
  const question = accountType ? LOAN_DETAIL_QUESTIONS[accountType as AccountType] : undefined;
  return question ? question.choices.map((choice) => choice.value) : [];
}

export const LOAN_DETAIL_MESSAGES = {
  notForType: "This answer does not apply to this account type",
} as const;

/** Why a `loanDetail` cannot be stored with `accountType`, or null when it can (empty always can). */
export function loanDetailProblem(
  accountType: string | null | undefined,
  loanDetail: unknown,
): string | null {
  if (loanDetail === undefined || loanDetail === null || loanDetail === "") return null;
  return (loanDetailChoices(accountType) as readonly unknown[]).includes(loanDetail)
    ? null
    : LOAN_DETAIL_MESSAGES.notForType;
}

/**
 * The wizard's question left unanswered for a type that has one (its message), or null. An
 * applicant answers it ("I'm not sure" is an answer for a student loan); a debt an admin keeps
 * without the answer waits for the team (`debtEligibility`).
 */
export function loanDetailMissing(
  accountType: string | null | undefined,
  loanDetail: unknown,
): string | null {
  const question = accountType ? LOAN_DETAIL_QUESTIONS[accountType as AccountType] : undefined;
  if (!question) return null;
  return loanDetail === undefined || loanDetail === null || loanDetail === "" ? question.required : null;
}

/**
 * The answer kept when the type changes: the one given, while it still fits the new type, else
 * none. A vehicle kept is no answer about a student loan, so the question is asked again.
 */
export function loanDetailForType(accountType: string | null | undefined, loanDetail: string): string {
  return loanDetailProblem(accountType, loanDetail) ? "" : loanDetail;
}

export type NotSettledReason = "mortgage" | "secured_auto" | "federal_student_loan" | "loan_kind_unconfirmed";

export type Eligibility = { settles: true } | { settles: false; reason: NotSettledReason };

/** Whether the program settles a debt of this type and kind. */
export function debtEligibility(debt: {
  accountType: string | null;
  loanDetail: LoanDetail | null;
}): Eligibility {
  switch (debt.accountType) {
    case "Mortgage":
      return { settles: false, reason: "mortgage" };
    case "Auto Loan":
      if (debt.loanDetail === "deficiency") return { settles: true };
      return {
        settles: false,
        reason: debt.loanDetail === "vehicle_kept" ? "secured_auto" : "loan_kind_unconfirmed",
      };
    case "Student Loan":
      if (debt.loanDetail === "private") return { settles: true };
      return {
        settles: false,
        reason: debt.loanDetail === "federal" ? "federal_student_loan" : "loan_kind_unconfirmed",
      };
    default:
      return { settles: true };
  }
}

/**
 * What the wizard tells an applicant about a debt as typed: the reason the program does not
 * settle it, or null when it does or its question is not answered yet (the question is asked
 * first). An answer that does not fit the type is no answer.
 */
export function notSettledReason(
  accountType: string,
  loanDetail: string | undefined,
): NotSettledReason | null {
  const answer = loanDetail ?? "";
  if (loanDetailMissing(accountType, answer) || loanDetailProblem(accountType, answer)) return null;
  const eligibility = debtEligibility({
    accountType,
    loanDetail: answer === "" ? null : (answer as LoanDetail),
  });
  return eligibility.settles ? null : eligibility.reason;
}

/** The reason in words: short for a table's cell, a sentence to explain it, and where to read more. */
export const NOT_SETTLED_TEXT: Readonly<
  Record<NotSettledReason, { short: string; explain: string; href: string }>
> = {
  mortgage: {
    short: "Not enrolled: a mortgage is secured by your home",
    explain:
      "We do not settle mortgages: the lender can take the home. Your lender or a HUD-approved housing counselor can tell you about your options.",
    href: "/resources/mortgages",
  },
  secured_auto: {
    short: "Not enrolled: an auto loan is secured by your car",
    explain:
      "We do not settle auto loans on a car you still have: the lender can take the car back. Keep paying it, or ask your lender about your options.",
    href: "/resources/auto-loans",
  },
  federal_student_loan: {
    short: "Not enrolled: a federal student loan",
    explain:
      "We do not settle federal student loans: they have their own relief, such as income-driven repayment and forgiveness programs (studentaid.gov).",
    href: "/resources/student-loans",
  },
  loan_kind_unconfirmed: {
    short: "Not enrolled until we confirm what kind of loan this is",
    explain:
      "Some auto and student loans can be settled and some cannot: our team will confirm which this one is with you before it is enrolled.",
    href: "/dashboard/messages",
  },
};
