// The admin's account details form (spec sections 2, 3 and 4; issue 12): the debt-account
// fields of the form row, checked with the wizard's own rules and messages (step 5 of
// application/schema.ts, without the two dates the form has no column for), so an admin can
// store nothing an applicant could not have submitted. Parsed in the browser before sending
// and again in the action (decision 15).
import type { z } from "#app/domain/zod.ts";
import { debtAccountSchema } from "../application/schema.ts";
import { CHECKED, flatDebtAccountSchema } from "../debt-account/form.ts";
import { defineForm, type FormReply } from "../forms.ts";
import type { AccountDetailsSource } from "./card.ts";

/** The form's fields in the editor's order; the two booleans are checkboxes. */
export const ACCOUNT_DETAILS_FIELDS = [
  "originalCreditor",
  "accountType",
  "currentBalance",
  "originalBalance",
  "openClosed",
  "status",
  "paymentFrequency",
  "paymentAmount",
  "term",
  "accountSold",
  "paidOff",
] as const;
export type AccountDetailsField = (typeof ACCOUNT_DETAILS_FIELDS)[number];
export type AccountDetailsValues = Record<AccountDetailsField, string>;

// The dates are left out, so the day the rules are built for does not matter: built once.
let rules: ReturnType<typeof buildRules> | undefined;
function buildRules() {
  return debtAccountSchema("9999-12-31").omit({ dateOpened: true, lastPaymentDate: true, loanDetail: true });
}

const accountDetailsSchema = flatDebtAccountSchema(() => {
  rules ??= buildRules();
  return rules;
});

export const accountDetailsForm = defineForm({
  fields: ACCOUNT_DETAILS_FIELDS,
  schema: accountDetailsSchema,
});

export type AccountDetailsInput = z.output<typeof accountDetailsSchema>;

/** What the editor starts from: the stored values as the fields hold them. */
export function accountDetailsValues(form: Omit<AccountDetailsSource, "completedAt">): AccountDetailsValues {
  return {
    originalCreditor: form.originalCreditor ?? "",
    accountType: form.accountType ?? "",
    currentBalance: form.currentBalance ?? "",
    originalBalance: form.originalBalance ?? "",
    openClosed: form.openClosed ?? "",
    status: form.status ?? "",
    paymentFrequency: form.paymentFrequency ?? "",
    paymentAmount: form.paymentAmount ?? "",
    term: form.term ?? "",
    accountSold: form.accountSold ? CHECKED : "",
    paidOff: form.paidOff ? CHECKED : "",
  };
}

/** The editor's two buttons: Save, and Complete Form (which also saves what is shown). */
export const ACCOUNT_DETAILS_INTENTS = ["save", "complete"] as const;
export type AccountDetailsIntent = (typeof ACCOUNT_DETAILS_INTENTS)[number];

export function isAccountDetailsIntent(value: unknown): value is AccountDetailsIntent {
  return (ACCOUNT_DETAILS_INTENTS as readonly unknown[]).includes(value);
}

/** The toasts of spec section 8, word for word. */
export const ACCOUNT_DETAILS_TOASTS = {
  failedLoadList: "Failed to load account details forms",
  failedLoad: "Failed to load account details form",
  saved: "Account details form saved successfully",
  completed: "Account details form completed successfully",
  failedSave: "Failed to save account details form",
  failedComplete: "Failed to complete account details form",
} as const;

export const ACCOUNT_DETAILS_SUCCESS: Record<AccountDetailsIntent, string> = {
  save: ACCOUNT_DETAILS_TOASTS.saved,
  complete: ACCOUNT_DETAILS_TOASTS.completed,
};

export const ACCOUNT_DETAILS_FAILURE: Record<AccountDetailsIntent, string> = {
  save: ACCOUNT_DETAILS_TOASTS.failedSave,
  complete: ACCOUNT_DETAILS_TOASTS.failedComplete,
};

/** Refusals the server gives, in words a person understands; nothing was changed by any. */
export const ACCOUNT_DETAILS_REFUSALS = {
  notFound: "This account details form was not found. It may have been removed.",
  alreadyCompleted: "This form has already been completed, so it was not completed again.",
  fieldsRefused: "Please correct the fields marked below.",
  failed: "Nothing was changed. Please try again in a moment.",
} as const;

/** Someone else saved or completed the form since the admin's page read it. */
export function staleRefusal(intent: AccountDetailsIntent): string {
  const notDone = intent === "save" ? "your changes were not saved" : "it was not completed";
  return `Someone else changed this form a moment ago, so ${notDone}. The form now shows the current values: check them, then make your changes again.`;
}

/** The action's answer: the spec's toast always, and the form's version it leaves. */
export type AccountDetailsReply = FormReply<AccountDetailsField> & {
  intent: AccountDetailsIntent;
  message: string;
};
