// The draft account form (issue 44): the bank account the program's deposits are drawn from.
// Checked in the browser and again by the action by the same plain rules (no Zod on My Program,
// decision 0061). The routing and account numbers are secret fields: a refused form never sends
// them back (forms.ts), the customer types them again, and only their last four digits are kept
// in the clear (decision 0065).
import { type RulesCheck, ruleSchema } from "../form-rules.ts";
import { defineForm } from "../forms.ts";
import { isOneLine, ONE_LINE_TEXT } from "../text-rules.ts";
import { routingDigits, routingNumberProblem } from "./routing-number.ts";

export const BANK_ACCOUNT_TYPES = ["checking", "savings"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const HOLDER_NAME_MAX = 100;

export const DRAFT_ACCOUNT_MESSAGES = {
  holderRequired: "Account holder name is required",
  holderTooLong: `The name must be at most ${HOLDER_NAME_MAX} characters`,
  routingRequired: "Routing number is required",
  routingFormat: "Please enter a valid 9-digit routing number",
  routingInvalid:
    "This is not a valid routing number. Check the 9 digits at the bottom left of a check, before the account number.",
  accountRequired: "Account number is required",
  accountFormat: "Please enter a valid account number (4 to 17 digits)",
  accountIsRouting: "This is the routing number: enter the account number",
  accountAgainRequired: "Enter the account number again",
  accountMismatch: "The account numbers do not match",
  typeRequired: "Choose checking or savings",
} as const;

const M = DRAFT_ACCOUNT_MESSAGES;

export const DRAFT_ACCOUNT_FIELDS = [
  "holderName",
  "routingNumber",
  "accountNumber",
  "accountNumberAgain",
  "accountType",
] as const;
export type DraftAccountField = (typeof DRAFT_ACCOUNT_FIELDS)[number];

/** The account as the server keeps it once checked: digits only. */
export interface DraftAccount {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
}

/** An account number as typed, with the spaces and hyphens people copy from a statement removed. */
export function accountDigits(typed: string): string {
  return typed.replace(/[\s-]+/g, "");
}

const ROUTING_MESSAGES = {
  required: M.routingRequired,
  format: M.routingFormat,
  invalid: M.routingInvalid,
} as const;

/** Every rule of the form, each refusal under its field; the account to keep when none. */
export function checkDraftAccount(
  values: Record<DraftAccountField, string>,
): RulesCheck<DraftAccount, DraftAccountField> {
  const errors: Partial<Record<DraftAccountField, string>> = {};
  const holderName = values.holderName.trim().replace(/\s+/g, " ");
  if (holderName === "") errors.holderName = M.holderRequired;
  else if (!isOneLine(values.holderName)) errors.holderName = ONE_LINE_TEXT;
  else if (holderName.length > HOLDER_NAME_MAX) errors.holderName = M.holderTooLong;
  const routingProblem = routingNumberProblem(values.routingNumber);
  if (routingProblem) errors.routingNumber = ROUTING_MESSAGES[routingProblem];
  const routing = routingDigits(values.routingNumber);
  const account = accountDigits(values.accountNumber);
  if (account === "") errors.accountNumber = M.accountRequired;
  else if (!/^\d{4,17}$/.test(account)) errors.accountNumber = M.accountFormat;
  else if (account === routing) errors.accountNumber = M.accountIsRouting;
  const again = accountDigits(values.accountNumberAgain);
  if (again === "") errors.accountNumberAgain = M.accountAgainRequired;
  else if (account !== "" && again !== account) errors.accountNumberAgain = M.accountMismatch;
  const accountType = values.accountType as BankAccountType;
  if (!BANK_ACCOUNT_TYPES.includes(accountType)) errors.accountType = M.typeRequired;
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, data: { holderName, routingNumber: routing, accountNumber: account, accountType } };
}

export const draftAccountForm = defineForm({
  fields: DRAFT_ACCOUNT_FIELDS,
  schema: ruleSchema(DRAFT_ACCOUNT_FIELDS, checkDraftAccount),
  secret: ["routingNumber", "accountNumber", "accountNumberAgain"],
});

/** The last four digits: all that is ever shown, logged or audited of a number. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}

export const ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  checking: "Checking",
  savings: "Savings",
};

export const REPLACE_ACCOUNT_MESSAGES = {
  nameRequired: "Type your full name to authorize the debits",
  nameTooLong: "Your name must be at most 200 characters",
  authorizeRequired: "Tick the box to authorize the monthly debits",
} as const;

export const REPLACE_ACCOUNT_FIELDS = [...DRAFT_ACCOUNT_FIELDS, "typedName", "authorizeDebits"] as const;
export type ReplaceAccountField = (typeof REPLACE_ACCOUNT_FIELDS)[number];

/**
 * A new account once signed (or a new authorization after a revocation): the account's fields, and
 * the authorization signed as at the agreement, by the typed name and a box of its own.
 */
export function checkReplaceAccount(
  values: Record<ReplaceAccountField, string>,
): RulesCheck<DraftAccount & { typedName: string }, ReplaceAccountField> {
  const account = checkDraftAccount(values);
  const errors: Partial<Record<ReplaceAccountField, string>> = account.ok ? {} : { ...account.fieldErrors };
  const typedName = values.typedName.trim();
  if (typedName === "") errors.typedName = REPLACE_ACCOUNT_MESSAGES.nameRequired;
  else if (!isOneLine(values.typedName)) errors.typedName = ONE_LINE_TEXT;
  else if (typedName.length > 200) errors.typedName = REPLACE_ACCOUNT_MESSAGES.nameTooLong;
  if (values.authorizeDebits !== "on") errors.authorizeDebits = REPLACE_ACCOUNT_MESSAGES.authorizeRequired;
  if (!account.ok || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, data: { ...account.data, typedName } };
}

export const replaceAccountForm = defineForm({
  fields: REPLACE_ACCOUNT_FIELDS,
  schema: ruleSchema(REPLACE_ACCOUNT_FIELDS, checkReplaceAccount),
  secret: ["routingNumber", "accountNumber", "accountNumberAgain"],
});
