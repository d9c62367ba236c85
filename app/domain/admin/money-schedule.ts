// An admin's changes to an open account's program on /admin/money/:accountId (issue 23): the
// monthly deposit from a day on, and the order the debts settle in, one debt moved up a place at
// a time (the browser names the debt; the server reads the order again and moves it). The forms'
// rules live here, used by the browser and again by the action, with the order as the page shows it.

import { z } from "#app/domain/zod.ts";
import { isCalendarDay } from "../calendar.ts";
import { formatCents } from "../format.ts";
import { defineForm } from "../forms.ts";
import { readMoney } from "../money.ts";
import { settlementOrder } from "../projection/balance-months.ts";
import { isMoneyId } from "./money.ts";

/** A debt as the settlement order weighs it. */
export interface FigureDebt {
  id: string;
  creditor: string;
  balanceCents: bigint;
}

/** A monthly deposit's largest amount: $100,000.00. */
export const MONTHLY_DEPOSIT_MAX_CENTS = 10_000_000n;

export const SCHEDULE_MESSAGES = {
  rescheduleTitle: "Change monthly deposit",
  rescheduleHint:
    "Every deposit still scheduled from this day on takes the new amount; deposits already made stay as they were.",
  rescheduleRefused: "The deposits were not rescheduled.",
  rescheduleFailed: "The deposits could not be rescheduled. Please try again in a moment.",
  depositRequired: "Enter the new monthly deposit",
  depositInvalid: "Enter an amount in dollars, such as 250.00",
  depositNotPositive: "The monthly deposit must be more than $0.00",
  depositTooLarge: "The monthly deposit must be at most $100,000.00",
  fromInvalid: "Enter the first day of the new amount as a real date",
  fromInPast: "The new amount can start today at the earliest",
  accountClosed: "This account is closed: nothing was changed.",
  accountNotFound: "This account no longer exists.",
  orderTitle: "Settlement order",
  orderIntro: "The debts settle in this order, each once the balance covers it.",
  orderSaved: "Settlement order saved",
  orderRefused: "The settlement order was not changed.",
  orderFailed: "The settlement order could not be changed. Please try again in a moment.",
  debtRequired: "Choose a debt to move up.",
  alreadyFirst: "This debt already settles first: nothing was changed.",
  notThisAccount: "This debt is not one of this account's debts to settle.",
  debtsChanged: "The account's debts changed meanwhile: nothing was changed. Please try again.",
  noDebts: "This account has no debts left to settle.",
} as const;
const S = SCHEDULE_MESSAGES;

/** The toast after a new monthly deposit: how many deposits to come now take it. */
export function rescheduledMessage(replaced: number, monthlyDepositCents: bigint): string {
  const deposits = replaced === 1 ? "1 future deposit" : `${replaced} future deposits`;
  return `Deposits rescheduled: ${deposits} now ${formatCents(monthlyDepositCents)}.`;
}

// ---- Change monthly deposit ------------------------------------------------------------------

export const RESCHEDULE_FIELDS = ["monthlyDeposit", "from"] as const;
export type RescheduleField = (typeof RESCHEDULE_FIELDS)[number];

/** "250", "250.5", "$1,000.00": whole cents, above zero and within the limit. */
const monthlyDeposit = z.string().transform((raw, ctx): bigint => {
  const reading = readMoney(raw);
  const refuse = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (reading.kind === "empty") return refuse(S.depositRequired);
  if (reading.kind === "invalid") return refuse(S.depositInvalid);
  if (reading.cents <= 0n) return refuse(S.depositNotPositive);
  if (reading.cents > MONTHLY_DEPOSIT_MAX_CENTS) return refuse(S.depositTooLarge);
  return reading.cents;
});

export const rescheduleForm = defineForm({
  fields: RESCHEDULE_FIELDS,
  schema: z.object({
    monthlyDeposit,
    // Whether it is today or later is the server's to say: it knows the business's day.
    from: z.string().trim().refine(isCalendarDay, S.fromInvalid),
  }),
});

// ---- Settlement order ------------------------------------------------------------------------

export const ORDER_FIELDS = ["debtId"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export const settlementOrderForm = defineForm({
  fields: ORDER_FIELDS,
  schema: z.object({
    debtId: z
      .string()
      .trim()
      .refine(isMoneyId, S.debtRequired)
      .transform((id) => id.toLowerCase()),
  }),
});

/** An account's debts as stored: every debt of its application, and the order an admin set. */
export interface SettlementSource {
  /** Every debt, its balance as enrolled (zero once nothing is left to settle). */
  debts: readonly FigureDebt[];
  storedOrder: readonly string[] | null;
}

/** The debts still to settle (a balance above zero), in the order they settle in. */
export function debtsToSettle(source: SettlementSource): FigureDebt[] {
  return settlementOrder(
    source.debts.filter((debt) => debt.balanceCents > 0n),
    source.storedOrder,
  );
}

export type MoveUp = { kind: "moved"; order: string[] } | { kind: "first" } | { kind: "unknown" };

/**
 * The order once `debtId` has moved up one place among the debts to settle: every debt's id,
 * each once (those with nothing left to settle last), as the stored order must hold them.
 */
export function orderAfterMoveUp(source: SettlementSource, debtId: string): MoveUp {
  const order = debtsToSettle(source).map((debt) => debt.id);
  const index = order.indexOf(debtId);
  if (index < 0) return { kind: "unknown" };
  if (index === 0) return { kind: "first" };
  const above = order[index - 1] as string;
  order[index - 1] = debtId;
  order[index] = above;
  const settled = source.debts.map((debt) => debt.id).filter((id) => !order.includes(id));
  return { kind: "moved", order: [...order, ...settled] };
}

export interface SettlementRow {
  id: string;
  /** 1 settles first. */
  position: number;
  creditor: string;
  /** The balance as enrolled, in dollars. */
  balance: string;
}

export function settlementRows(source: SettlementSource): SettlementRow[] {
  return debtsToSettle(source).map((debt, index) => ({
    id: debt.id,
    position: index + 1,
    creditor: debt.creditor,
    balance: formatCents(debt.balanceCents),
  }));
}
