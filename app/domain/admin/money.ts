// What /admin/money and /admin/money/:accountId show (issue 23): the refunds still to pay, overdue
// ones first and said in words; the latest returned deposits; the dedicated accounts a page at a
// time; one account's ledger with its forms (an adjustment, a returned deposit recorded by hand;
// a new monthly deposit and the settlement order are money-schedule.ts).
// The forms' rules live here, used by the browser and again by the action.

import { z } from "#app/domain/zod.ts";
import { defineForm, type FormReply } from "../forms.ts";
import { ACH_RETURN_CODES, isReturnCode, OTHER_RETURN_CODE } from "../ledger/ach-returns.ts";
import type { DedicatedAccountStatus } from "../ledger/kinds.ts";
import { REFUND_ACTIONS, type RefundAction } from "../ledger/program-exit.ts";
import { readMoney } from "../money.ts";
import type { OrderField, RescheduleField } from "./money-schedule.ts";

export const ACCOUNTS_PAGE_SIZE = 50;
export const RETURNED_DEPOSITS_LIMIT = 20;
/** The refunds list stops here (they are due within 7 business days, so it stays short). */
export const REFUNDS_DUE_LIMIT = 500;
/** The newest entries an account's page shows. */
export const LEDGER_ENTRIES_LIMIT = 100;
/** An adjustment's largest amount, either way: $100,000.00. */
export const ADJUSTMENT_MAX_CENTS = 10_000_000n;
export const ADJUSTMENT_REASON_MAX = 500;

export const MONEY_MESSAGES = {
  title: "Money",
  intro:
    "Refunds to pay, deposits that came back, and every dedicated account with its ledger. Each step is recorded in the Audit Log.",
  refundsTitle: "Refunds due",
  refundsEmpty: "No refunds are due.",
  refundsMore: `Only the first ${REFUNDS_DUE_LIMIT} refunds are shown; mark these to see the rest.`,
  overdue: "Overdue",
  returnedTitle: "Returned deposits",
  returnedEmpty: "No deposits have been returned.",
  accountsTitle: "Accounts",
  accountsEmpty: "No dedicated accounts yet.",
  failedLoad: "Failed to load the money figures",
  accountFailedLoad: "Failed to load this account",
  refundSent: "Refund marked sent",
  refundCompleted: "Refund marked completed",
  refundNotFound: "This refund no longer exists.",
  refundFailed: "The refund could not be changed. Please try again in a moment.",
  unknownStep: "This step does not apply to a refund.",
  adjustmentPosted: "Adjustment posted",
  adjustmentRefused: "The adjustment was not posted.",
  adjustmentFailed: "The adjustment could not be posted. Please try again in a moment.",
  balanceTooLow: "The balance cannot go below zero.",
  accountClosed: "This account is closed: nothing was posted.",
  accountNotFound: "This account no longer exists.",
  returnRecorded: "Returned deposit recorded; the customer has been told by e-mail.",
  receivedRecorded: "Deposit recorded as received; the customer has been told by e-mail.",
  receivedRefused: "The deposit was not recorded as received.",
  receivedFailed: "The deposit could not be recorded. Please try again in a moment.",
  noDueDeposits: "No scheduled deposit of this account is due.",
  retryScheduled: "Retry scheduled; the customer has been told by e-mail.",
  retryRefused: "The retry was not scheduled.",
  retryFailed: "The retry could not be scheduled. Please try again in a moment.",
  noRetryableDeposits: "No returned deposit of this account may be tried again.",
  depositNotFound: "This deposit is not a deposit of this account.",
  returnRefused: "The returned deposit was not recorded.",
  returnFailed: "The returned deposit could not be recorded. Please try again in a moment.",
  notClearedDeposit: "This deposit is not a cleared deposit of this account.",
  alreadyReturned: "This deposit was already recorded as returned.",
  noClearedDeposits: "This account has no cleared deposit to record as returned.",
  closedForms: "This account is closed: nothing can be posted, recorded or rescheduled.",
  moreEntries: `Only the newest ${LEDGER_ENTRIES_LIMIT} entries are shown.`,
  noEntries: "No entries yet.",
  noNextDeposit: "No deposit is scheduled.",
} as const;
const M = MONEY_MESSAGES;

export const ACCOUNT_STATUS_LABELS: Record<DedicatedAccountStatus, string> = {
  open: "Open",
  closed: "Closed",
};

export const REFUND_STEP_SUCCESS: Record<RefundAction, string> = {
  "mark-sent": M.refundSent,
  "mark-completed": M.refundCompleted,
};

export function isRefundAction(value: unknown): value is RefundAction {
  return (REFUND_ACTIONS as readonly unknown[]).includes(value);
}

// ---- Addresses -------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an id (a malformed one is answered as unknown, never sent to SQL). */
export function isMoneyId(value: string): boolean {
  return UUID.test(value);
}

/** The accounts' page in the address (`?page=`), 1 when missing or not a page number. */
export function readMoneyPage(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function moneyHref(page: number): string {
  return page > 1 ? `/admin/money?page=${page}` : "/admin/money";
}

export function accountHref(accountId: string): string {
  return `/admin/money/${accountId}`;
}

export function accountsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
}

// ---- Forms -----------------------------------------------------------------------------------

export const MONEY_INTENTS = [
  "refund-step",
  "post-adjustment",
  "record-return",
  "reschedule-deposits",
  "settlement-order",
  "record-received",
  "schedule-retry",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];

export const ADJUSTMENT_FIELDS = ["amount", "reason"] as const;
export type AdjustmentField = (typeof ADJUSTMENT_FIELDS)[number];

export const ADJUSTMENT_MESSAGES = {
  amountRequired: "Enter an amount",
  amountInvalid: "Enter an amount in dollars, such as 25.00 or -25.00",
  amountZero: "The amount cannot be zero",
  amountTooLarge: "The amount must be at most $100,000.00 either way",
  reasonRequired: "Enter a reason",
  reasonTooLong: `The reason must be at most ${ADJUSTMENT_REASON_MAX} characters`,
} as const;
const A = ADJUSTMENT_MESSAGES;

/** "25", "25.5", "-25.00", "$1,000.00": signed whole cents, within the limit, never zero. */
const adjustmentAmount = z.string().transform((raw, ctx): bigint => {
  const reading = readMoney(raw);
  const refuse = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (reading.kind === "empty") return refuse(A.amountRequired);
  if (reading.kind === "invalid") return refuse(A.amountInvalid);
  if (reading.cents === 0n) return refuse(A.amountZero);
  const size = reading.cents < 0n ? -reading.cents : reading.cents;
  if (size > ADJUSTMENT_MAX_CENTS) return refuse(A.amountTooLarge);
  return reading.cents;
});

export const adjustmentForm = defineForm({
  fields: ADJUSTMENT_FIELDS,
  schema: z.object({
    amount: adjustmentAmount,
    reason: z.string().trim().min(1, A.reasonRequired).max(ADJUSTMENT_REASON_MAX, A.reasonTooLong),
  }),
});

export const RETURN_FIELDS = ["depositId", "code", "otherCode"] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

export const RETURN_MESSAGES = {
  depositRequired: "Choose the deposit that came back",
  codeRequired: "Choose the return code the bank gave",
  otherCodeRequired: "Enter the bank's return code, such as R09",
} as const;

const UUID_FIELD = (message: string) => z.string().trim().regex(UUID, message);

/** The return form: a named code, or "Other" and the code typed (R04 … R99). */
export const returnForm = defineForm({
  fields: RETURN_FIELDS,
  schema: z
    .object({
      depositId: UUID_FIELD(RETURN_MESSAGES.depositRequired),
      code: z
        .string({ error: RETURN_MESSAGES.codeRequired })
        .refine(
          (code) => code === OTHER_RETURN_CODE || ACH_RETURN_CODES.some((known) => known.code === code),
          RETURN_MESSAGES.codeRequired,
        ),
      otherCode: z.string().trim().toUpperCase().optional(),
    })
    .transform((form, ctx) => {
      if (form.code !== OTHER_RETURN_CODE) return { depositId: form.depositId, code: form.code };
      const typed = form.otherCode ?? "";
      if (!isReturnCode(typed)) {
        ctx.addIssue({ code: "custom", path: ["otherCode"], message: RETURN_MESSAGES.otherCodeRequired });
        return z.NEVER;
      }
      return { depositId: form.depositId, code: typed };
    }),
});

export const RETURN_CODE_OPTIONS = [
  ...ACH_RETURN_CODES.map((known) => ({ value: known.code, label: known.label })),
  { value: OTHER_RETURN_CODE, label: "Other (type the code)" },
];

export const RECEIVED_FIELDS = ["depositId", "reference"] as const;
export type ReceivedField = (typeof RECEIVED_FIELDS)[number];

export const RECEIVED_MESSAGES = {
  depositRequired: "Choose the deposit that arrived",
  referenceInvalid: "Use 1 to 100 letters, digits and _ . : - only",
} as const;

/** Record received: a scheduled deposit that is due, and the processor's reference if it gave one. */
export const receivedForm = defineForm({
  fields: RECEIVED_FIELDS,
  schema: z.object({
    depositId: UUID_FIELD(RECEIVED_MESSAGES.depositRequired),
    reference: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_.:-]{1,100}$/, RECEIVED_MESSAGES.referenceInvalid)
          .optional(),
      ),
  }),
});

export const RETRY_FIELDS = ["depositId", "retryOn"] as const;
export type RetryField = (typeof RETRY_FIELDS)[number];

export const RETRY_MESSAGES = {
  depositRequired: "Choose the returned deposit to try again",
  dayRequired: "Enter the day to try it again",
} as const;

/** Schedule a retry: a returned deposit and its new day (the server checks the day against today). */
export const retryForm = defineForm({
  fields: RETRY_FIELDS,
  schema: z.object({
    depositId: UUID_FIELD(RETRY_MESSAGES.depositRequired),
    retryOn: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, RETRY_MESSAGES.dayRequired),
  }),
});

/** Every answer of the money pages' actions: a toast always, and the form's messages. */
export type MoneyReply = FormReply<
  AdjustmentField | ReturnField | ReceivedField | RetryField | RescheduleField | OrderField
> & {
  intent: MoneyIntent;
  message: string;
};
