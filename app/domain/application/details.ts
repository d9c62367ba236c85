// The Application Details sub-tab (spec section 2): the personal and financial information
// the applicant gave, and the debt accounts they listed. The SSN digits are never shown.

import { LOAN_DETAIL_QUESTIONS, type LoanDetail } from "../debt-account/eligibility.ts";
import { type DetailItem, dayOrNA, moneyOrNA, textOrNA } from "../display.ts";
import type {
  AccountStatus,
  AccountType,
  CreditScore,
  EmploymentStatus,
  OpenClosed,
  PaymentFrequency,
} from "../enums.ts";
import { formatCents, formatDate, formatPhone } from "../format.ts";
import { centsOf } from "../money.ts";
import { findState } from "../states.ts";
import type { DebtRange } from "./debt-brackets.ts";
import { type DebtTotalChoice, debtTotalsDisagree } from "./debt-total.ts";
import { SSN_MASK } from "./labels.ts";
import { CREDIT_SCORE_OPTIONS, EMPLOYMENT_LABELS } from "./options.ts";

export interface ApplicationDetailsSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  debtAmount: string;
  debtRange: DebtRange;
  creditScore: CreditScore;
  employmentStatus: EmploymentStatus;
  monthlyIncome: string;
  /**
   * Issue 21's answers, where the read gives them: the USPS code of the applicant's state (null on
   * applications made before it was asked), which figure they said is right when the total and
   * the balances differed (null when not asked), and the debts they listed (their balances summed).
   */
  state?: string | null;
  debtTotalChoice?: DebtTotalChoice | null;
  debtAccounts?: readonly { currentBalance: string | null }[];
}

export interface DebtAccountSource {
  id: string;
  originalCreditor: string;
  accountSold: boolean;
  accountType: AccountType;
  dateOpened: string | null;
  openClosed: OpenClosed | null;
  status: AccountStatus | null;
  currentBalance: string;
  lastPaymentDate: string | null;
  paidOff: boolean;
  paymentFrequency: PaymentFrequency | null;
  paymentAmount: string | null;
  originalBalance: string | null;
  term: string | null;
  /** Issue 43: the kind of an auto or student loan (null for other types, or not asked). */
  loanDetail?: LoanDetail | null;
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** "New York (NY)"; N/A for an application made before the state was asked. */
function stateShown(code: string | null): string {
  const state = code === null ? undefined : findState(code);
  return state ? `${state.name} (${state.code})` : textOrNA(code);
}

export function personalInformation(app: ApplicationDetailsSource): DetailItem[] {
  return [
    { label: "Name", value: `${app.firstName} ${app.lastName}` },
    { label: "Email", value: app.email },
    { label: "Phone", value: formatPhone(app.phone) },
    { label: "Address", value: app.address },
    ...(app.state === undefined ? [] : [{ label: "State", value: stateShown(app.state) }]),
    { label: "Date of Birth", value: formatDate(app.dateOfBirth) },
    { label: "SSN (last 4)", value: SSN_MASK },
  ];
}

export const DEBT_TOTAL_CHOICE_LABELS: Record<DebtTotalChoice, string> = {
  total: "Total Debt Amount",
  balances: "Sum of Balances",
};

/**
 * The total typed beside the balances listed (issue 21): their sum, and, when they differ by more
 * than 10%, which one the applicant said is right.
 */
function debtTotalItems(app: ApplicationDetailsSource): DetailItem[] {
  if (!app.debtAccounts) return [];
  const balances = app.debtAccounts.reduce(
    (sum, account) => sum + (account.currentBalance === null ? 0n : centsOf(account.currentBalance)),
    0n,
  );
  const items = [{ label: "Sum of Balances", value: formatCents(balances) }];
  if (!debtTotalsDisagree(Number(centsOf(app.debtAmount)), Number(balances))) return items;
  const choice = app.debtTotalChoice ? DEBT_TOTAL_CHOICE_LABELS[app.debtTotalChoice] : "Not asked";
  return [...items, { label: "Figure Confirmed by Applicant", value: choice }];
}

export function financialInformation(app: ApplicationDetailsSource): DetailItem[] {
  const score = CREDIT_SCORE_OPTIONS.find((option) => option.value === app.creditScore);
  return [
    { label: "Total Debt Amount", value: moneyOrNA(app.debtAmount) },
    ...debtTotalItems(app),
    { label: "Debt Range", value: app.debtRange },
    { label: "Credit Score", value: score ? `${score.label} (${score.range})` : textOrNA(app.creditScore) },
    { label: "Employment Status", value: EMPLOYMENT_LABELS[app.employmentStatus] },
    { label: "Monthly Income", value: moneyOrNA(app.monthlyIncome) },
  ];
}

export function debtAccountItems(
  account: DebtAccountSource,
  /** Where the debt stands in the program (issue 43), beside what the application lists. */
  programStatus?: string | null,
): DetailItem[] {
  return [
    ...(programStatus ? [{ label: "Program status", value: programStatus }] : []),
    { label: "Account Type", value: account.accountType },
    ...loanDetailItems(account),
    { label: "Current Balance", value: moneyOrNA(account.currentBalance) },
    { label: "Original Balance", value: moneyOrNA(account.originalBalance) },
    { label: "Open/Closed", value: textOrNA(account.openClosed) },
    { label: "Status", value: textOrNA(account.status) },
    { label: "Date Opened", value: dayOrNA(account.dateOpened) },
    { label: "Last Payment Date", value: dayOrNA(account.lastPaymentDate) },
    { label: "Payment Frequency", value: textOrNA(account.paymentFrequency) },
    { label: "Payment Amount", value: moneyOrNA(account.paymentAmount) },
    { label: "Term", value: textOrNA(account.term) },
    { label: "Account Sold", value: yesNo(account.accountSold) },
    { label: "Paid Off", value: yesNo(account.paidOff) },
  ];
}

/** The loan's kind, as asked in the wizard (issue 43), when its type asks one. */
function loanDetailItems(account: DebtAccountSource): DetailItem[] {
  const question = LOAN_DETAIL_QUESTIONS[account.accountType as keyof typeof LOAN_DETAIL_QUESTIONS];
  if (!question) return [];
  const answer = question.choices.find((choice) => choice.value === account.loanDetail);
  return [{ label: question.label, value: answer?.label ?? "N/A" }];
}
