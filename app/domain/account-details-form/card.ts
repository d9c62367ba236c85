// The Account Details card of a selected application (spec section 2): what the team
// recorded about the enrolled debt once the form is completed. Missing values read N/A.

import { type DetailItem, momentDayOrNA, moneyOrNA, textOrNA } from "../display.ts";
import type { AccountStatus, AccountType, OpenClosed, PaymentFrequency } from "../enums.ts";

/** An account details form row as the customer may see it (never who filled it in). */
export interface AccountDetailsSource {
  originalCreditor: string | null;
  accountSold: boolean;
  accountType: AccountType | null;
  openClosed: OpenClosed | null;
  status: AccountStatus | null;
  currentBalance: string | null;
  paidOff: boolean;
  paymentFrequency: PaymentFrequency | null;
  paymentAmount: string | null;
  originalBalance: string | null;
  term: string | null;
  completedAt: Date | null;
  /** The enrolled debt it was prefilled from (issue 43), when known. */
  debtAccountId?: string | null;
}

/** Where the form's debt stands in the program (issue 43), in words, and whether it is paid off. */
export interface ProgramStatus {
  text: string;
  paidOff: boolean;
}

export interface AccountDetailsCard {
  items: DetailItem[];
  /** 'Account Sold' or 'Original Creditor'. */
  soldBadge: string;
  /** 'Paid Off' or 'Outstanding'. */
  paidBadge: string;
  /** The 'Form Completed' date. */
  completed: string;
}

/**
 * "Status" is whether the account is open or closed, "Account Status" where it stands with
 * the creditor (Current, Late, Charged Off…): the form's open_closed and status fields.
 */
export function accountDetailsCard(
  form: AccountDetailsSource,
  timeZone: string,
  /** The program's status of the form's debt: a debt the program paid off never reads Outstanding. */
  program?: ProgramStatus | null,
): AccountDetailsCard {
  return {
    items: [
      ...(program ? [{ label: "Program status", value: program.text }] : []),
      { label: "Creditor", value: textOrNA(form.originalCreditor) },
      { label: "Account Type", value: textOrNA(form.accountType) },
      { label: "Status", value: textOrNA(form.openClosed) },
      { label: "Account Status", value: textOrNA(form.status) },
      { label: "Current Balance", value: moneyOrNA(form.currentBalance) },
      { label: "Original Balance", value: moneyOrNA(form.originalBalance) },
      { label: "Payment Amount", value: moneyOrNA(form.paymentAmount) },
      { label: "Payment Frequency", value: textOrNA(form.paymentFrequency) },
      { label: "Term", value: textOrNA(form.term) },
    ],
    soldBadge: form.accountSold ? "Account Sold" : "Original Creditor",
    paidBadge: form.paidOff || program?.paidOff ? "Paid Off" : "Outstanding",
    completed: momentDayOrNA(form.completedAt, timeZone),
  };
}
