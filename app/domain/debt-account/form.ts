// The admin's form for one debt account of an application (issue 10): the wizard's own field
// rules and messages (application/schema.ts, step 5), read from flat field names, so the admin
// can store nothing the applicant could not have submitted. Parsed in the browser before
// sending and again in the action (decision 15).
import { z } from "#app/domain/zod.ts";
import type { DebtAccountSource } from "../application/details.ts";
import { debtAccountRules } from "../application/schema.ts";
import { defineForm, type FormReply } from "../forms.ts";

/** The account's fields in the wizard's page order; the two booleans are checkboxes. */
export const DEBT_ACCOUNT_EDIT_FIELDS = [
  "originalCreditor",
  "accountType",
  "currentBalance",
  "originalBalance",
  "openClosed",
  "status",
  "dateOpened",
  "lastPaymentDate",
  "paymentFrequency",
  "paymentAmount",
  "term",
  "accountSold",
  "paidOff",
  // The loan's kind (issue 43): asked for auto and student loans; empty for the other types.
  "loanDetail",
] as const;
export type DebtAccountEditField = (typeof DEBT_ACCOUNT_EDIT_FIELDS)[number];
export type DebtAccountEditValues = Record<DebtAccountEditField, string>;

/** What a checked checkbox sends (the browser's default value). */
export const CHECKED = "on";

/**
 * A checkbox is sent only when checked; anything but its own values is passed on as it came,
 * for the wizard's boolean rule to refuse.
 */
export function checkbox(value: string | undefined): unknown {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === CHECKED || value === "true") return true;
  return value;
}

/**
 * The wizard's rules for one account, as of today (dates may not be in the future), built once a
 * day rather than again per parse. A loan's kind may be left empty here: the team confirms it.
 */
function accountRules() {
  return debtAccountRules();
}

// Today is known only when a submission is parsed, so the day's rules are applied inside, and
// their messages reported on the same flat field names.
/**
 * A debt account's fields as a form sends them (text, checkboxes "on"), checked with `rules`
 * (the wizard's, made when parsing) and refused with their messages on the same field names.
 */
export function flatDebtAccountSchema<T>(rules: () => z.ZodType<T>) {
  return z.record(z.string(), z.string()).transform((values, ctx): T => {
    const parsed = rules().safeParse({
      ...values,
      accountSold: checkbox(values.accountSold),
      paidOff: checkbox(values.paidOff),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

const debtAccountEditSchema = flatDebtAccountSchema(accountRules);

export const debtAccountEditForm = defineForm({
  fields: DEBT_ACCOUNT_EDIT_FIELDS,
  schema: debtAccountEditSchema,
});

export type DebtAccountEditInput = z.output<typeof debtAccountEditSchema>;

/** What the edit form starts from: the stored values as the fields hold them. */
export function debtAccountEditValues(account: DebtAccountSource): DebtAccountEditValues {
  return {
    originalCreditor: account.originalCreditor,
    accountType: account.accountType,
    currentBalance: account.currentBalance,
    originalBalance: account.originalBalance ?? "",
    openClosed: account.openClosed ?? "",
    status: account.status ?? "",
    dateOpened: account.dateOpened ?? "",
    lastPaymentDate: account.lastPaymentDate ?? "",
    paymentFrequency: account.paymentFrequency ?? "",
    paymentAmount: account.paymentAmount ?? "",
    term: account.term ?? "",
    accountSold: account.accountSold ? CHECKED : "",
    paidOff: account.paidOff ? CHECKED : "",
    loanDetail: account.loanDetail ?? "",
  };
}

export const DEBT_ACCOUNT_INTENTS = ["update-debt-account", "delete-debt-account"] as const;
export type DebtAccountIntent = (typeof DEBT_ACCOUNT_INTENTS)[number];

export function isDebtAccountIntent(value: unknown): value is DebtAccountIntent {
  return (DEBT_ACCOUNT_INTENTS as readonly unknown[]).includes(value);
}

/** The action's answer to an edit or a delete: the spec's toast always, and which account. */
export type DebtAccountReply = FormReply<DebtAccountEditField> & {
  intent: DebtAccountIntent;
  message: string;
  /** The account the request named, so the page shows the answer beside it. */
  debtAccountId: string;
};
