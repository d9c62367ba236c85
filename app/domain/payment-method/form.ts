// The admin's Add Payment Method form (issue 12; spec section 5, "Payment method (credit)" and
// "(bank)"; decisions.md). The spec's rules and messages, checked in the browser before sending
// and again in the action (decision 15). What the schema gives back is only what may be stored:
// the type, the holder's name, the last four digits, the expiry (cards) and the routing number's
// last four (banks). The full card or account number, the CVV and the full routing number are
// read, checked and dropped right here, and are never echoed back in a reply (`secret`).
import { z } from "#app/domain/zod.ts";
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from "../enums.ts";
import { defineForm, type FormReply } from "../forms.ts";

export const PAYMENT_METHOD_FIELDS = [
  "userId",
  "type",
  "cardName",
  "cardNumber",
  "expiryDate",
  "cvv",
  "accountName",
  "accountNumber",
  "routingNumber",
] as const;
export type PaymentMethodField = (typeof PAYMENT_METHOD_FIELDS)[number];

/** Never sent back, never stored, never logged. */
export const PAYMENT_METHOD_SECRETS = ["cardNumber", "cvv", "accountNumber", "routingNumber"] as const;

/** Spec section 5 word for word; the first two and the expired card are ours (the spec has none). */
export const PAYMENT_METHOD_FIELD_MESSAGES = {
  userRequired: "Choose the user this payment method belongs to",
  typeRequired: "Choose a credit card or a bank account",
  cardNumberRequired: "Card number is required",
  cardNumberInvalid: "Please enter a valid 16-digit card number",
  expiryRequired: "Expiry date is required",
  expiryFormat: "Please use MM/YY format",
  expired: "This card has expired: the expiry date must be this month or later",
  cvvRequired: "CVV is required",
  cvvInvalid: "CVV must be 3 or 4 digits",
  cardNameRequired: "Name on card is required",
  accountNumberRequired: "Account number is required",
  accountNumberInvalid: "Please enter a valid account number",
  routingRequired: "Routing number is required",
  routingInvalid: "Please enter a valid 9-digit routing number",
  accountNameRequired: "Account name is required",
  nameTooLong: "The name must be at most 100 characters",
} as const;
const M = PAYMENT_METHOD_FIELD_MESSAGES;

export const HOLDER_NAME_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Digits typed with spaces between groups ("4242 4242 …"): the spaces are removed. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

/**
 * Whether a card expiring `expiry` (MM/YY, already well-formed) can still be used at `now`: a
 * card is valid to the end of its month, so the current month counts. Read in UTC on both sides.
 */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisYear = now.getUTCFullYear();
  return year > thisYear || (year === thisYear && month >= now.getUTCMonth() + 1);
}

/** What is stored: nothing that could be used to pay. */
export interface NewPaymentMethod {
  userId: string;
  type: PaymentMethodType;
  holderName: string;
  lastFour: string;
  expiryDate: string | null;
  routingLastFour: string | null;
}

type Values = Record<PaymentMethodField, string>;
type Issue = [PaymentMethodField, string];

function cardIssues(values: Values, now: Date): Issue[] {
  const issues: Issue[] = [];
  const number = withoutSpaces(values.cardNumber);
  if (number === "") issues.push(["cardNumber", M.cardNumberRequired]);
  else if (!/^\d{16}$/.test(number)) issues.push(["cardNumber", M.cardNumberInvalid]);
  const expiry = values.expiryDate.trim();
  if (expiry === "") issues.push(["expiryDate", M.expiryRequired]);
  else if (!EXPIRY.test(expiry)) issues.push(["expiryDate", M.expiryFormat]);
  else if (!expiryInFuture(expiry, now)) issues.push(["expiryDate", M.expired]);
  const cvv = values.cvv.trim();
  if (cvv === "") issues.push(["cvv", M.cvvRequired]);
  else if (!/^\d{3,4}$/.test(cvv)) issues.push(["cvv", M.cvvInvalid]);
  const name = values.cardName.trim();
  if (name === "") issues.push(["cardName", M.cardNameRequired]);
  else if (name.length > HOLDER_NAME_MAX) issues.push(["cardName", M.nameTooLong]);
  return issues;
}

function bankIssues(values: Values): Issue[] {
  const issues: Issue[] = [];
  const account = withoutSpaces(values.accountNumber);
  if (account === "") issues.push(["accountNumber", M.accountNumberRequired]);
  else if (!/^\d{8,17}$/.test(account)) issues.push(["accountNumber", M.accountNumberInvalid]);
  const routing = withoutSpaces(values.routingNumber);
  if (routing === "") issues.push(["routingNumber", M.routingRequired]);
  else if (!/^\d{9}$/.test(routing)) issues.push(["routingNumber", M.routingInvalid]);
  const name = values.accountName.trim();
  if (name === "") issues.push(["accountName", M.accountNameRequired]);
  else if (name.length > HOLDER_NAME_MAX) issues.push(["accountName", M.nameTooLong]);
  return issues;
}

const isType = (value: string): value is PaymentMethodType =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(value);

/** Only what may be stored is kept from the submission. */
function storable(values: Values, type: PaymentMethodType): NewPaymentMethod {
  if (type === "credit") {
    return {
      userId: values.userId.toLowerCase(),
      type,
      holderName: values.cardName.trim(),
      lastFour: withoutSpaces(values.cardNumber).slice(-4),
      expiryDate: values.expiryDate.trim(),
      routingLastFour: null,
    };
  }
  return {
    userId: values.userId.toLowerCase(),
    type,
    holderName: values.accountName.trim(),
    lastFour: withoutSpaces(values.accountNumber).slice(-4),
    expiryDate: null,
    routingLastFour: withoutSpaces(values.routingNumber).slice(-4),
  };
}

// Today is read when a submission is parsed (the expiry must not have passed), so the rules
// run inside one transform and report on the form's flat field names.
const paymentMethodSchema = z.record(z.string(), z.string()).transform((raw, ctx): NewPaymentMethod => {
  const values = raw as Values;
  const issues: Issue[] = [];
  if (!UUID.test(values.userId.trim())) issues.push(["userId", M.userRequired]);
  const type = values.type;
  if (!isType(type)) issues.push(["type", M.typeRequired]);
  else issues.push(...(type === "credit" ? cardIssues(values, new Date()) : bankIssues(values)));
  for (const [path, message] of issues) ctx.addIssue({ code: "custom", path: [path], message });
  if (issues.length > 0 || !isType(type)) return z.NEVER;
  return storable({ ...values, userId: values.userId.trim() }, type);
});

export const paymentMethodForm = defineForm({
  fields: PAYMENT_METHOD_FIELDS,
  secret: PAYMENT_METHOD_SECRETS,
  schema: paymentMethodSchema,
});

export const PAYMENT_METHOD_INTENTS = [
  "add-payment-method",
  "set-default-payment-method",
  "delete-payment-method",
] as const;
export type PaymentMethodIntent = (typeof PAYMENT_METHOD_INTENTS)[number];

export function isPaymentMethodIntent(value: unknown): value is PaymentMethodIntent {
  return (PAYMENT_METHOD_INTENTS as readonly unknown[]).includes(value);
}

/** The action's answer: a toast always, and the payment method a change named. */
export type PaymentMethodReply = FormReply<PaymentMethodField> & {
  intent: PaymentMethodIntent;
  message: string;
  paymentMethodId?: string;
};
