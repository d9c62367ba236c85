// What the wizard holds while the applicant types: strings exactly as typed and two
// booleans per debt account. `schema.ts` turns a draft into a checked application.

export interface DebtAccountDraft {
  originalCreditor: string;
  accountSold: boolean;
  accountType: string;
  dateOpened: string;
  openClosed: string;
  status: string;
  currentBalance: string;
  lastPaymentDate: string;
  paidOff: boolean;
  paymentFrequency: string;
  paymentAmount: string;
  originalBalance: string;
  term: string;
  /**
   * What kind of auto or student loan it is (issue 43): one of LOAN_DETAILS, asked with
   * LOAN_DETAIL_QUESTIONS[accountType] (domain/debt-account/eligibility.ts) when the type is Auto
   * Loan or Student Loan, "" or absent otherwise. An applicant answers it (the wizard's step 5); a
   * debt kept without it is not enrolled until the team confirms it.
   */
  loanDetail?: string;
}

export interface ApplicationDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  creditScore: string;
  employmentStatus: string;
  monthlyIncome: string;
  /** The debt bracket's id, "1" to "7" (the label is what gets stored). */
  debtRange: string;
  debtAccounts: DebtAccountDraft[];
  address: string;
  /** USPS code of the state the applicant lives in ("NY"; issue 21). */
  state: string;
  dateOfBirth: string;
  ssnLastFour: string;
  debtAmount: string;
  /**
   * Asked on the review only when the total typed and the balances listed differ by more than
   * 10%: "total" or "balances", whichever the applicant says is right (issue 21); "" until then.
   */
  debtTotalChoice: string;
  agreeToTerms: boolean;
}

/** 'Add Another Debt Account' appends this: every field empty, both booleans false. */
export function blankDebtAccount(accountType = ""): DebtAccountDraft {
  return {
    originalCreditor: "",
    accountSold: false,
    accountType,
    dateOpened: "",
    openClosed: "",
    status: "",
    currentBalance: "",
    lastPaymentDate: "",
    paidOff: false,
    paymentFrequency: "",
    paymentAmount: "",
    originalBalance: "",
    term: "",
    loanDetail: "",
  };
}

export function emptyDraft(): ApplicationDraft {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    creditScore: "",
    employmentStatus: "",
    monthlyIncome: "",
    debtRange: "",
    debtAccounts: [],
    address: "",
    state: "",
    dateOfBirth: "",
    ssnLastFour: "",
    debtAmount: "",
    debtTotalChoice: "",
    agreeToTerms: false,
  };
}
