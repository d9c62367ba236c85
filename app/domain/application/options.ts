import { type AccountType, CREDIT_SCORES, type CreditScore, type EmploymentStatus } from "../enums.ts";

// What the wizard's choices say (spec section 3, "Enumerations").

export interface CreditScoreOption {
  value: CreditScore;
  label: string;
  range: string;
  description: string;
}

const CREDIT_SCORE_TEXT: Record<CreditScore, Omit<CreditScoreOption, "value">> = {
  excellent: { label: "Excellent", range: "720-850", description: "Best rates and terms" },
  good: { label: "Good", range: "690-719", description: "Favorable rates and terms" },
  fair: { label: "Fair", range: "630-689", description: "Average rates and terms" },
  poor: { label: "Poor", range: "300-629", description: "Limited options, higher rates" },
};

export const CREDIT_SCORE_OPTIONS: readonly CreditScoreOption[] = CREDIT_SCORES.map((value) => ({
  value,
  ...CREDIT_SCORE_TEXT[value],
}));

export const EMPLOYMENT_LABELS: Record<EmploymentStatus, string> = {
  employed: "Employed",
  "self-employed": "Self-Employed",
  unemployed: "Unemployed",
  retired: "Retired",
};

/**
 * The home page's category tabs link to /apply?category={id} (decisions.md): the id
 * preselects the first debt account's type and is named on step 1.
 */
export const APPLY_CATEGORIES: Readonly<Record<string, { accountType: AccountType; name: string }>> = {
  "credit-cards": { accountType: "Credit Card", name: "credit cards" },
  "personal-loans": { accountType: "Personal Loan", name: "personal loans" },
  "auto-loans": { accountType: "Auto Loan", name: "auto loans" },
  "student-loans": { accountType: "Student Loan", name: "student loans" },
  insurance: { accountType: "Other", name: "insurance" },
  // A mortgage is its own type since issue 43, so the plan knows not to settle it.
  mortgages: { accountType: "Mortgage", name: "mortgages" },
};

export function findApplyCategory(id: string | null | undefined) {
  return id && Object.hasOwn(APPLY_CATEGORIES, id) ? { id, ...APPLY_CATEGORIES[id] } : undefined;
}
