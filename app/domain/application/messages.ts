import { MONEY_CAP_LABEL } from "../money.ts";

// Every message of the application form (spec sections 5 and 8, decisions.md). The
// spec's own strings are used unchanged; the rest are ours, for limits it leaves open.

export const MAX_DEBT_ACCOUNTS = 50;
export const MAX_ADDRESS = 300;
export const MAX_CREDITOR = 200;
export const MAX_TERM = 50;

export const APPLICATION_MESSAGES = {
  creditScore: "Credit score selection is required",
  employmentStatus: "Please select your employment status",
  monthlyIncomeRequired: "Monthly income is required",
  monthlyIncomeInvalid: "Invalid monthly income",
  debtRange: "Debt range is required",
  debtAccountsRequired: "At least one debt account is required",
  debtAccountsTooMany: `You can add at most ${MAX_DEBT_ACCOUNTS} debt accounts`,
  originalCreditor: "Original creditor is required",
  originalCreditorTooLong: `Original creditor must be at most ${MAX_CREDITOR} characters`,
  accountType: "Account type is required",
  currentBalance: "Current balance is required",
  termTooLong: `Term must be at most ${MAX_TERM} characters`,
  address: "Address is required",
  state: "Please select your state",
  addressTooLong: `Address must be at most ${MAX_ADDRESS} characters`,
  dateOfBirth: "Date of birth is required",
  dateOfBirthInvalid: "Please enter a valid date of birth",
  dateOfBirthFuture: "Date of birth must be in the past",
  dateOfBirthUnder18: "Our program requires applicants aged 18 or older",
  ssnLastFour: "Please enter the last 4 digits of your SSN",
  debtAmountRequired: "Debt amount is required",
  debtAmountInvalid: "Invalid debt amount",
  debtTotalChoice: "Please tell us which figure is right: the total you entered or the sum of your balances",
  agreeToTerms: "You must agree to the terms and conditions",
  // Toasts (spec section 8).
  stepInvalid: "Please fill out all required fields correctly.",
  signInRequired: "You need to be logged in to submit an application",
  submitted: "Application submitted successfully!",
  submitFailedGeneric: "There was an error submitting your application. Please try again.",
  // Ours: a step's answers that never reached the server (no network); they stay on the page.
  sendFailed: "Your answers could not be sent. Check your connection and try again.",
} as const;

/** Where a visitor whose state is not served can turn instead (issue 21). */
export const STATE_HELP = {
  availabilityPath: "/resources/by-state",
  counselingUrl: "https://www.nfcc.org/",
} as const;

/** A state where the program is not offered: the step and the server say the same (issue 21). */
export const stateNotAvailable = (name: string) =>
  `Our program is not available in ${name}. See where it is offered on our State Availability page, or get free help from a nonprofit credit counselor through the NFCC (nfcc.org).`;

/** The toast of a refused step or submit: an unusable amount is named (spec section 8). */
export function refusalMessage(errors: Record<string, string>): string {
  if (errors.debtAmount === APPLICATION_MESSAGES.debtAmountInvalid)
    return APPLICATION_MESSAGES.debtAmountInvalid;
  if (errors.monthlyIncome === APPLICATION_MESSAGES.monthlyIncomeInvalid) {
    return APPLICATION_MESSAGES.monthlyIncomeInvalid;
  }
  return APPLICATION_MESSAGES.stepInvalid;
}

export const submitFailed = (message: string) => `Error submitting application: ${message}`;
export const tooLarge = (label: string) => `${label} must be less than ${MONEY_CAP_LABEL}`;
export const negative = (label: string) => `${label} cannot be negative`;
export const notCents = (label: string) => `${label} must be an amount in dollars and cents`;
export const notAChoice = (label: string) => `Please choose a valid ${label.toLowerCase()}`;
export const notAPastDay = (label: string) => `${label} must be a real date, not in the future`;
