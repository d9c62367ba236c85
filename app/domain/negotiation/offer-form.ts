// An admin records a creditor's offer (issue 24; decisions.md, "Negotiation per debt"): the
// amount, a payment plan of one or several dated payments adding up exactly, the day it expires,
// the creditor's reference and notes. The same rules run in the browser and again in the action;
// what needs the stored debt and account (the enrolled balance, what the account can pay) is
// checked by the server (app/server/models/negotiation/offers.server.ts).
import { isCalendarDay } from "../calendar.ts";
import { formatCents } from "../format.ts";
import { defineForm } from "../forms.ts";
import { readMoney } from "../money.ts";
import { z } from "../zod.ts";
import { MAX_OFFER_PAYMENTS } from "./kinds.ts";

export const OFFER_NOTES_MAX = 2000;
export const OFFER_REFERENCE_MAX = 100;
/** The furthest an offer's expiry or a payment may be from today. */
export const OFFER_HORIZON_DAYS = 366;

const slots = Array.from({ length: MAX_OFFER_PAYMENTS }, (_, index) => index + 1);
export const PAYMENT_DATE_FIELDS = slots.map((n) => `paymentDate${n}` as const);
export const PAYMENT_AMOUNT_FIELDS = slots.map((n) => `paymentAmount${n}` as const);
type PaymentField = (typeof PAYMENT_DATE_FIELDS)[number] | (typeof PAYMENT_AMOUNT_FIELDS)[number];

export const OFFER_FIELDS = [
  "amount",
  "expiresOn",
  "creditorReference",
  "notes",
  ...PAYMENT_DATE_FIELDS,
  ...PAYMENT_AMOUNT_FIELDS,
] as const satisfies readonly string[];
export type OfferField = "amount" | "expiresOn" | "creditorReference" | "notes" | PaymentField;

export const OFFER_MESSAGES = {
  amountRequired: "Enter the amount the creditor offers to settle for",
  amountInvalid: "Enter an amount in dollars, such as 1,250.00",
  amountPositive: "The amount must be more than $0.00",
  expiresRequired: "Enter the day the offer expires",
  expiresPast: "The offer cannot expire before today",
  tooFar: "Choose a day within a year",
  referenceRequired: "Enter the creditor's reference for this offer",
  referenceTooLong: `The reference can be at most ${OFFER_REFERENCE_MAX} characters`,
  notesTooLong: `The notes can be at most ${OFFER_NOTES_MAX} characters`,
  paymentsRequired: "Enter at least one payment: its day and amount",
  paymentDateRequired: "Enter the payment's day",
  paymentDateInvalid: "Enter a day such as 2027-03-15",
  paymentDatePast: "A payment cannot be before today",
  paymentDateOrder: "Each payment must come after the one before it",
  paymentAmountRequired: "Enter the payment's amount",
  paymentAmountInvalid: "Enter an amount in dollars, such as 400.00",
  paymentAmountPositive: "Each payment must be more than $0.00",
  sumMismatch: (sum: bigint, amount: bigint) =>
    `The payments add up to ${formatCents(sum)}, not the offer's ${formatCents(amount)}`,
} as const;
const M = OFFER_MESSAGES;

export interface OfferPlanPayment {
  dueOn: string;
  amountCents: bigint;
}

export interface OfferInput {
  amountCents: bigint;
  expiresOn: string;
  creditorReference: string;
  notes: string | null;
  payments: OfferPlanPayment[];
}

type Values = Record<OfferField, string>;

function moneyOf(raw: string): { cents: bigint } | { error: "empty" | "invalid" | "zero" } {
  const reading = readMoney(raw);
  if (reading.kind === "empty") return { error: "empty" };
  if (reading.kind === "invalid" || reading.cents < 0n) return { error: "invalid" };
  if (reading.cents === 0n) return { error: "zero" };
  return { cents: reading.cents };
}

const text = z.string();

/**
 * The offer's form, for the reader's calendar day `today` ("YYYY-MM-DD"): field by field, then
 * the plan as a whole (its days in order, its sum the offer's amount exactly).
 */
export function offerForm(today: string, latest: string) {
  const shape = Object.fromEntries(OFFER_FIELDS.map((name) => [name, text])) as Record<
    OfferField,
    typeof text
  >;
  return defineForm({
    fields: OFFER_FIELDS,
    multiline: ["notes"],
    schema: z.object(shape).transform((values: Values, ctx): OfferInput => {
      let refused = false;
      const issue = (path: OfferField, message: string) => {
        refused = true;
        ctx.addIssue({ code: "custom", path: [path], message });
      };
      const amount = moneyOf(values.amount);
      if ("error" in amount)
        issue(
          "amount",
          amount.error === "empty"
            ? M.amountRequired
            : amount.error === "zero"
              ? M.amountPositive
              : M.amountInvalid,
        );
      const expiresOn = values.expiresOn.trim();
      if (!expiresOn) issue("expiresOn", M.expiresRequired);
      else if (!isCalendarDay(expiresOn)) issue("expiresOn", M.paymentDateInvalid);
      else if (expiresOn < today) issue("expiresOn", M.expiresPast);
      else if (expiresOn > latest) issue("expiresOn", M.tooFar);
      const reference = values.creditorReference.trim();
      if (!reference) issue("creditorReference", M.referenceRequired);
      else if (reference.length > OFFER_REFERENCE_MAX) issue("creditorReference", M.referenceTooLong);
      const notes = values.notes.trim();
      if (notes.length > OFFER_NOTES_MAX) issue("notes", M.notesTooLong);
      const payments: OfferPlanPayment[] = [];
      let previous = "";
      slots.forEach((_, index) => {
        const dateField = PAYMENT_DATE_FIELDS[index] as OfferField;
        const amountField = PAYMENT_AMOUNT_FIELDS[index] as OfferField;
        const day = (values[dateField] ?? "").trim();
        const raw = (values[amountField] ?? "").trim();
        if (!day && !raw) return;
        if (!day) issue(dateField, M.paymentDateRequired);
        else if (!isCalendarDay(day)) issue(dateField, M.paymentDateInvalid);
        else if (day < today) issue(dateField, M.paymentDatePast);
        else if (day > latest) issue(dateField, M.tooFar);
        else if (previous && day <= previous) issue(dateField, M.paymentDateOrder);
        const money = moneyOf(raw);
        if ("error" in money)
          issue(
            amountField,
            money.error === "empty"
              ? M.paymentAmountRequired
              : money.error === "zero"
                ? M.paymentAmountPositive
                : M.paymentAmountInvalid,
          );
        if (day) previous = day;
        if (day && "cents" in money) payments.push({ dueOn: day, amountCents: money.cents });
      });
      const anyPayment = slots.some((_, index) => {
        const dateField = PAYMENT_DATE_FIELDS[index] as OfferField;
        const amountField = PAYMENT_AMOUNT_FIELDS[index] as OfferField;
        return (values[dateField] ?? "").trim() !== "" || (values[amountField] ?? "").trim() !== "";
      });
      if (!anyPayment) issue("paymentDate1", M.paymentsRequired);
      if ("cents" in amount && payments.length > 0 && !refused) {
        const sum = payments.reduce((total, payment) => total + payment.amountCents, 0n);
        if (sum !== amount.cents) issue("paymentAmount1", M.sumMismatch(sum, amount.cents));
      }
      return {
        amountCents: "cents" in amount ? amount.cents : 0n,
        expiresOn,
        creditorReference: reference,
        notes: notes || null,
        payments,
      };
    }),
  });
}
