import type { ApplicationDraft, DebtAccountDraft } from "#app/domain/application/draft.ts";

// A wizard draft that passes every rule, as the browser sends it (strings as typed).
// Unit and integration tests override the fields they are about.

/** A debt account with only the three required fields filled. */
export function validDebtAccount(overrides: Partial<DebtAccountDraft> = {}): DebtAccountDraft {
  return {
    originalCreditor: "Harbor Bank",
    accountSold: false,
    accountType: "Credit Card",
    dateOpened: "",
    openClosed: "",
    status: "",
    currentBalance: "2,500.75",
    lastPaymentDate: "",
    paidOff: false,
    paymentFrequency: "",
    paymentAmount: "",
    originalBalance: "",
    term: "",
    ...overrides,
  };
}

/** A debt account with every optional field filled too. */
export function fullDebtAccount(overrides: Partial<DebtAccountDraft> = {}): DebtAccountDraft {
  return validDebtAccount({
    originalCreditor: "Lighthouse Auto Finance",
    accountSold: true,
    accountType: "Auto Loan",
    dateOpened: "2019-06-01",
    openClosed: "Closed",
    status: "Charged Off",
    currentBalance: "12,000",
    lastPaymentDate: "2024-11-30",
    paidOff: true,
    paymentFrequency: "Bi-Weekly",
    paymentAmount: "310.5",
    originalBalance: "18,999.99",
    term: " 60 months ",
    // The car was repossessed and sold: what is left is a deficiency balance (issue 43).
    loanDetail: "deficiency",
    ...overrides,
  });
}

export function validDraft(overrides: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "Ada.Lovelace@Test.example",
    phone: "(555) 123-4567",
    creditScore: "fair",
    employmentStatus: "self-employed",
    monthlyIncome: "4,200.50",
    debtRange: "3",
    debtAccounts: [validDebtAccount()],
    address: "1 Harbor Way, Springfield",
    state: "IL",
    dateOfBirth: "1980-04-12",
    ssnLastFour: "0042",
    debtAmount: "18,250",
    // The total typed is far from the one balance listed: the applicant said which is right.
    debtTotalChoice: "total",
    agreeToTerms: true,
    ...overrides,
  };
}

/** The largest application the wizard can send: 50 accounts, every text at its longest in 3-byte characters. */
export function largestDraft(): ApplicationDraft {
  const wide = (n: number) => "債".repeat(n);
  return validDraft({
    firstName: wide(100),
    lastName: wide(100),
    address: wide(300),
    debtAccounts: Array.from({ length: 50 }, () =>
      fullDebtAccount({
        originalCreditor: wide(200),
        term: wide(50),
        currentBalance: "9,999,999.99",
        paymentAmount: "9,999,999.99",
        originalBalance: "9,999,999.99",
      }),
    ),
  });
}
