import { z } from "#app/domain/zod.ts";
import { LOAN_DETAILS, loanDetailMissing, loanDetailProblem } from "../debt-account/eligibility.ts";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  CREDIT_SCORES,
  EMPLOYMENT_STATUSES,
  OPEN_CLOSED,
  PAYMENT_FREQUENCIES,
} from "../enums.ts";
import { emailField, firstNameField, lastNameField, phoneField } from "../fields.ts";
import { MONEY_CAP_CENTS, readMoney } from "../money.ts";
import { findState } from "../states.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "../text-rules.ts";
import { ageOn, isoDay, isRealDay } from "./dates.ts";
import { type DebtRange, findDebtBracket } from "./debt-brackets.ts";
import { DEBT_TOTAL_CHOICES, type DebtTotalChoice, debtTotals } from "./debt-total.ts";
import {
  APPLICATION_MESSAGES as M,
  MAX_ADDRESS,
  MAX_CREDITOR,
  MAX_DEBT_ACCOUNTS,
  MAX_TERM,
  negative,
  notAChoice,
  notAPastDay,
  notCents,
  stateNotAvailable,
  tooLarge,
} from "./messages.ts";

// One schema for the application, used by the wizard step by step and by the server for
// the whole submission (spec section 5). The browser is never trusted: whatever it sends
// goes through `applicationSchema` again, and unknown keys (status, user id…) are dropped.

interface MoneyRules {
  label: string;
  /** Message when empty; absent = optional (empty becomes null). */
  required?: string;
  /** Message for anything that is not a usable amount (the spec's wording where it has one). */
  invalid?: string;
  /** Debt amount must be above 0; everything else may be 0. */
  positive?: boolean;
}

function money({ label, required, invalid, positive }: MoneyRules) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string | null => {
      const reading = readMoney(raw);
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (reading.kind === "empty") return required ? fail(required) : null;
      if (reading.kind === "invalid") return fail(invalid ?? notCents(label));
      if (reading.cents < 0n || (positive && reading.cents === 0n)) return fail(invalid ?? negative(label));
      if (reading.cents >= MONEY_CAP_CENTS) return fail(tooLarge(label));
      return reading.text;
    });
}

/** A required amount: never null once parsed. */
function requiredMoney(rules: MoneyRules & { required: string }) {
  return money(rules).transform((value) => value as string);
}

/** Optional free text: trimmed, bounded, and null when empty (spec section 3). */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z.string().max(max, tooLong).refine(isStorableText, UNSTORABLE_TEXT).refine(isOneLine, ONE_LINE_TEXT),
    )
    .transform((value) => (value === "" ? null : value));
}

function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return z
    .string({ error: notAChoice(label) })
    .nullish()
    .transform((value, ctx): T | null => {
      if (!value) return null;
      if ((values as readonly string[]).includes(value)) return value as T;
      ctx.addIssue({ code: "custom", message: notAChoice(label) });
      return z.NEVER;
    });
}

function optionalPastDay(label: string, today: string) {
  return z
    .string({ error: notAPastDay(label) })
    .nullish()
    .transform((value, ctx): string | null => {
      if (!value) return null;
      if (isRealDay(value) && value <= today) return value;
      ctx.addIssue({ code: "custom", message: notAPastDay(label) });
      return z.NEVER;
    });
}

const flag = z
  .boolean()
  .optional()
  .transform((value) => value ?? false);

export function debtAccountSchema(today: string) {
  return z.object({
    originalCreditor: z
      .string({ error: M.originalCreditor })
      .trim()
      .min(1, M.originalCreditor)
      .max(MAX_CREDITOR, M.originalCreditorTooLong)
      .refine(isStorableText, UNSTORABLE_TEXT)
      .refine(isOneLine, ONE_LINE_TEXT),
    accountSold: flag,
    accountType: z.enum(ACCOUNT_TYPES, { error: M.accountType }),
    dateOpened: optionalPastDay("Date opened", today),
    openClosed: optionalChoice(OPEN_CLOSED, "Open/Closed"),
    status: optionalChoice(ACCOUNT_STATUSES, "Status"),
    currentBalance: requiredMoney({ label: "Current balance", required: M.currentBalance }),
    lastPaymentDate: optionalPastDay("Last payment date", today),
    paidOff: flag,
    paymentFrequency: optionalChoice(PAYMENT_FREQUENCIES, "Payment frequency"),
    paymentAmount: money({ label: "Payment amount" }),
    originalBalance: money({ label: "Original balance" }),
    term: optionalText(MAX_TERM, M.termTooLong),
    // What kind of auto or student loan it is (issue 43; debt-account/eligibility.ts): whether
    // the program settles it. Optional: without it, such a loan waits for the team to confirm it.
    loanDetail: optionalChoice(LOAN_DETAILS, "Loan kind"),
  });
}

/**
 * A debt account whose loan kind fits its type (the admin's edit): it may be left unanswered, and
 * such an auto or student loan waits for the team to confirm it (debt-account/eligibility.ts).
 */
export function checkedDebtAccountSchema(today: string) {
  return debtAccountSchema(today).superRefine((account, ctx) => {
    const problem = loanDetailProblem(account.accountType, account.loanDetail);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["loanDetail"] });
  });
}

/**
 * A debt account as an applicant lists it (the wizard's step 5, issue 43): an auto or student
 * loan's kind is asked and must be answered ("I'm not sure" is an answer), and must fit the type.
 */
function askedDebtAccountSchema(today: string) {
  return debtAccountSchema(today).superRefine((account, ctx) => {
    const problem =
      loanDetailProblem(account.accountType, account.loanDetail) ??
      loanDetailMissing(account.accountType, account.loanDetail);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["loanDetail"] });
  });
}

function dateOfBirthField(today: string) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (raw === undefined || raw === null || raw === "") return fail(M.dateOfBirth);
      if (typeof raw !== "string" || !isRealDay(raw)) return fail(M.dateOfBirthInvalid);
      if (raw >= today) return fail(M.dateOfBirthFuture);
      if (ageOn(raw, today) < 18) return fail(M.dateOfBirthUnder18);
      return raw;
    });
}

const debtRangeField = z
  .unknown()
  .optional()
  .transform((raw, ctx): DebtRange => {
    const bracket =
      typeof raw === "string" || typeof raw === "number" ? findDebtBracket(String(raw)) : undefined;
    if (bracket) return bracket.label;
    ctx.addIssue({ code: "custom", message: M.debtRange });
    return z.NEVER;
  });

/** A USPS code of the 50 states and DC where the program is offered (issue 21). */
const stateField = z
  .unknown()
  .optional()
  .transform((raw, ctx): string => {
    const state = findState(raw);
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!state) return fail(M.state);
    if (state.availability === "not-available") return fail(stateNotAvailable(state.name));
    return state.code;
  });

/** Which figure the applicant says is right; null until asked (see `withDebtTotalChoice`). */
const debtTotalChoiceField = z
  .unknown()
  .optional()
  .transform((raw, ctx): DebtTotalChoice | null => {
    if (raw === undefined || raw === null || raw === "") return null;
    if ((DEBT_TOTAL_CHOICES as readonly unknown[]).includes(raw)) return raw as DebtTotalChoice;
    ctx.addIssue({ code: "custom", message: M.debtTotalChoice });
    return z.NEVER;
  });

function buildSteps(today: string) {
  return [
    z.object({
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField,
      phone: phoneField,
    }),
    z.object({ creditScore: z.enum(CREDIT_SCORES, { error: M.creditScore }) }),
    z.object({
      employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: M.employmentStatus }),
      monthlyIncome: requiredMoney({
        label: "Monthly income",
        required: M.monthlyIncomeRequired,
        invalid: M.monthlyIncomeInvalid,
      }),
    }),
    z.object({ debtRange: debtRangeField }),
    z.object({
      debtAccounts: z
        .array(askedDebtAccountSchema(today), { error: M.debtAccountsRequired })
        .min(1, M.debtAccountsRequired)
        .max(MAX_DEBT_ACCOUNTS, M.debtAccountsTooMany),
    }),
    z.object({
      address: z
        .string({ error: M.address })
        .trim()
        .min(1, M.address)
        .max(MAX_ADDRESS, M.addressTooLong)
        .refine(isStorableText, UNSTORABLE_TEXT)
        .refine(isOneLine, ONE_LINE_TEXT),
      state: stateField,
      dateOfBirth: dateOfBirthField(today),
      ssnLastFour: z.string({ error: M.ssnLastFour }).regex(/^\d{4}$/, M.ssnLastFour),
      debtAmount: requiredMoney({
        label: "Debt amount",
        required: M.debtAmountRequired,
        invalid: M.debtAmountInvalid,
        positive: true,
      }),
    }),
    z.object({
      debtTotalChoice: debtTotalChoiceField,
      agreeToTerms: z.literal(true, { error: M.agreeToTerms }),
    }),
  ] as const;
}

function buildSchema([s1, s2, s3, s4, s5, s6, s7]: ReturnType<typeof buildSteps>) {
  return z
    .object({
      ...s1.shape,
      ...s2.shape,
      ...s3.shape,
      ...s4.shape,
      ...s5.shape,
      ...s6.shape,
      ...s7.shape,
    })
    .transform(withDebtTotalChoice);
}

/**
 * The total debt typed may not silently disagree with the balances listed (issue 21): more than
 * 10% apart, the applicant must say which is right. Both figures are kept (debt_amount is the
 * total typed, the balances are the debt accounts); the choice is kept only when it was asked.
 */
function withDebtTotalChoice<
  T extends {
    debtAmount: string;
    debtAccounts: { currentBalance: string }[];
    debtTotalChoice: DebtTotalChoice | null;
  },
>(application: T, ctx: z.RefinementCtx): T {
  const { disagree } = debtTotals(application);
  if (!disagree) return { ...application, debtTotalChoice: null };
  if (application.debtTotalChoice === null) {
    ctx.addIssue({ code: "custom", path: ["debtTotalChoice"], message: M.debtTotalChoice });
    return z.NEVER;
  }
  return application;
}

// Building the schemas costs far more than a parse (Zod compiles each object schema on its
// first use), so each day's schemas are built once and shared; they are immutable.
let built: {
  today: string;
  steps: ReturnType<typeof buildSteps>;
  schema?: ReturnType<typeof buildSchema>;
  account?: ReturnType<typeof checkedDebtAccountSchema>;
};

function forDay(today: string) {
  if (built?.today !== today) built = { today, steps: buildSteps(today) };
  return built;
}

/** One debt account as the admins edit it (`checkedDebtAccountSchema`), built once a day. */
export function debtAccountRules(today: string = isoDay(new Date())) {
  const day = forDay(today);
  day.account ??= checkedDebtAccountSchema(today);
  return day.account;
}

/** The seven steps' fields; step N of the wizard checks `applicationSteps(today)[N - 1]`. */
export function applicationSteps(today: string = isoDay(new Date())) {
  return forDay(today).steps;
}

/** The whole application, as the server checks it before storing anything. */
export function applicationSchema(today: string = isoDay(new Date())) {
  const day = forDay(today);
  day.schema ??= buildSchema(day.steps);
  return day.schema;
}

export type ApplicationInput = z.output<ReturnType<typeof applicationSchema>>;
export type DebtAccountInput = ApplicationInput["debtAccounts"][number];

const FIELD_STEPS: Readonly<Record<string, number>> = Object.fromEntries(
  applicationSteps().flatMap((step, index) => Object.keys(step.shape).map((field) => [field, index + 1])),
);

/** The step holding a field path ("debtAccounts.2.term" is on step 5); 7 for unknown paths. */
export function stepOfField(path: string): number {
  return FIELD_STEPS[path.split(".")[0] ?? ""] ?? 7;
}

/** The earliest step that has one of these errors. */
export function firstStepWithError(errors: Record<string, string>): number {
  return Math.min(7, ...Object.keys(errors).map(stepOfField));
}
