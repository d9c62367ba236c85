// The admin's change of an unsigned plan's terms (issue 22; decisions.md, "Plan"): the term in
// months (24-48), the monthly deposit (at least what covers the plan's settlements and fees by
// the end of the term: checked by the server, which knows the plan) and the first deposit's date
// (from today to 90 days ahead, in the customer's calendar).
import { z } from "#app/domain/zod.ts";
import { addDays, isCalendarDay } from "../calendar.ts";
import { formatCents, formatDate } from "../format.ts";
import { defineForm } from "../forms.ts";
import { MONEY_CAP_CENTS, readMoney } from "../money.ts";
import { PLAN_TERM } from "./plan.ts";

/** How far ahead the first deposit may be set. */
export const FIRST_DEPOSIT_WITHIN_DAYS = 90;

export const PLAN_TERMS_MESSAGES = {
  term: `The term must be a whole number of months from ${PLAN_TERM.min} to ${PLAN_TERM.max}`,
  deposit: "Enter the monthly deposit in dollars and cents",
  date: "Enter the first deposit's date as a real date",
  tooLow: (minimum: bigint, months: number) =>
    `The deposit must be at least ${formatCents(minimum)} a month to cover the plan in ${months} months`,
  dateRange: (from: string, to: string) =>
    `The first deposit must be between ${formatDate(from)} and ${formatDate(to)}`,
  refused: "The plan was not changed: correct the fields marked below.",
} as const;

export const planTermsSchema = z.object({
  termMonths: z.coerce
    .number({ error: PLAN_TERMS_MESSAGES.term })
    .int(PLAN_TERMS_MESSAGES.term)
    .min(PLAN_TERM.min, PLAN_TERMS_MESSAGES.term)
    .max(PLAN_TERM.max, PLAN_TERMS_MESSAGES.term),
  monthlyDeposit: z.string({ error: PLAN_TERMS_MESSAGES.deposit }).transform((raw, context) => {
    const money = readMoney(raw);
    if (money.kind !== "amount" || money.cents <= 0n || money.cents >= MONEY_CAP_CENTS) {
      context.addIssue({ code: "custom", message: PLAN_TERMS_MESSAGES.deposit });
      return z.NEVER;
    }
    return money.cents;
  }),
  firstDepositDate: z
    .string({ error: PLAN_TERMS_MESSAGES.date })
    .trim()
    .refine(isCalendarDay, PLAN_TERMS_MESSAGES.date),
  revision: z.coerce.number().int().min(1),
});

export type PlanTermsField = "termMonths" | "monthlyDeposit" | "firstDepositDate" | "revision";

export const planTermsForm = defineForm({
  fields: [
    "termMonths",
    "monthlyDeposit",
    "firstDepositDate",
    "revision",
  ] as const satisfies readonly PlanTermsField[],
  schema: planTermsSchema,
});

/** The days a first deposit may fall on, seen from `today` ("YYYY-MM-DD"). */
export function firstDepositWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, FIRST_DEPOSIT_WITHIN_DAYS) };
}
