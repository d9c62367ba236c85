// Leaving the program (issue 23; decisions.md, "Leaving the program"): the customer may leave at
// every moment, at no cost; every future deposit is canceled and the balance, less fees already
// earned and not yet taken, is refunded within 7 business days (weekends and US federal holidays
// skipped). Admins mark the refund sent, then completed. Pure: the server applies these tables
// through the one recipe for changes of state (app/server/state-change.server.ts).
import { addBusinessDays } from "../business-days.ts";
import type { TransitionTable } from "../state-machine.ts";
import { type DedicatedAccountStatus, REFUND_BUSINESS_DAYS, type RefundState } from "./kinds.ts";

export type LeaveAction = "leave";
export type LeaveActor = "owner" | "admin";
export interface AccountState {
  status: DedicatedAccountStatus;
}

export const LEAVE_TRANSITIONS: TransitionTable<AccountState, LeaveAction, LeaveActor> = {
  leave: { actor: "owner", allowed: (state) => state.status === "open" },
};

export const REFUND_ACTIONS = ["mark-sent", "mark-completed"] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
export interface RefundStateRow {
  state: RefundState;
}

/**
 * An admin marks a refund's steps by hand; in the demonstration the simulated processor reports
 * them itself, on the days a bank would (daily-jobs.server.ts, docs/decisions/0069).
 */
export const REFUND_TRANSITIONS: TransitionTable<RefundStateRow, RefundAction, "admin" | "processor"> = {
  "mark-sent": { actor: ["admin", "processor"], allowed: (refund) => refund.state === "requested" },
  "mark-completed": { actor: ["admin", "processor"], allowed: (refund) => refund.state === "sent" },
};

export const REFUND_ACTION_LABELS: Record<RefundAction, string> = {
  "mark-sent": "Mark as sent",
  "mark-completed": "Mark as completed",
};

/** The state each action leads to. */
export const REFUND_NEXT_STATE: Record<RefundAction, RefundState> = {
  "mark-sent": "sent",
  "mark-completed": "completed",
};

/** The day a refund requested on `requestDay` is due by. */
export function refundDueOn(requestDay: string): string {
  return addBusinessDays(requestDay, REFUND_BUSINESS_DAYS);
}

/**
 * What a leaving customer gets back: the balance less fees earned and not yet charged (a fee
 * already charged is out of the balance already), never below zero.
 */
export function refundAmount(balanceCents: bigint, feesEarnedUnchargedCents = 0n): bigint {
  const amount = balanceCents - feesEarnedUnchargedCents;
  return amount > 0n ? amount : 0n;
}

/** Whether a refund not yet completed is past its due day on `today`. */
export function isOverdue(refund: { state: RefundState; dueOn: string }, today: string): boolean {
  return refund.state !== "completed" && refund.dueOn < today;
}

export const LEAVE_MESSAGES = {
  button: "Leave the program",
  confirmTitle: "Leave the program?",
  confirmBody:
    "Every future deposit will be canceled and the money in your dedicated account refunded to you within 7 business days. Leaving costs nothing.",
  confirm: "Yes, leave the program",
  keep: "Stay in the program",
  done: "You have left the program. Your refund is requested.",
  failed: "We could not end your program. Please try again in a moment.",
  alreadyLeft: "This program has already ended.",
  notFound: "This program could not be found.",
} as const;
