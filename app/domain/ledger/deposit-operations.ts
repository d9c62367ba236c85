// An admin's operations on one scheduled deposit (issue 45): record it received (for a processor
// without webhooks), record it returned with the bank's ACH code, and schedule a retry of a
// returned one. Who may take each and from which state; the server applies the table through the
// one recipe for changes of state (app/server/models/ledger/deposit-operations.server.ts). Pure.

import { isBusinessDay } from "../business-days.ts";
import { addDays } from "../calendar.ts";
import type { TransitionTable } from "../state-machine.ts";
import {
  MAX_RETRIES,
  RETRY_ALLOWED_CODES,
  RETRY_AT_MOST_DAYS_AHEAD,
  RETRY_WITHIN_DAYS,
  returnCodeLabel,
} from "./ach-returns.ts";
import type { DepositKind, DepositStatus } from "./kinds.ts";

export const DEPOSIT_OPERATIONS = ["record-received", "record-return", "schedule-retry"] as const;
export type DepositOperation = (typeof DEPOSIT_OPERATIONS)[number];

/** A deposit as the operations weigh it, on the company's day `today`. */
export interface DepositOperationState {
  status: DepositStatus;
  kind: DepositKind;
  dueOn: string;
  accountOpen: boolean;
  returnCode: string | null;
  /** The company's day it was returned (or cleared), null while scheduled. */
  settledOn: string | null;
  /** How many retries of it were scheduled. */
  retries: number;
  today: string;
}

/** Why a returned deposit cannot be tried again, or null when it can. */
export function retryRefusal(state: DepositOperationState): string | null {
  if (state.status !== "returned") return "Only a returned deposit can be tried again.";
  if (!state.returnCode || !RETRY_ALLOWED_CODES.includes(state.returnCode)) {
    return `A deposit returned with ${state.returnCode ? returnCodeLabel(state.returnCode) : "this code"} cannot be presented again: the customer's bank refused it for good.`;
  }
  if (state.retries >= MAX_RETRIES) return `This deposit was already retried ${MAX_RETRIES} times.`;
  if (state.settledOn && state.today > addDays(state.settledOn, RETRY_WITHIN_DAYS)) {
    return `A retry must be within ${RETRY_WITHIN_DAYS} days of the return.`;
  }
  return null;
}

export const DEPOSIT_OPERATION_TRANSITIONS: TransitionTable<
  DepositOperationState,
  DepositOperation,
  "admin"
> = {
  "record-received": {
    actor: "admin",
    allowed: (deposit) =>
      deposit.accountOpen && deposit.status === "scheduled" && deposit.dueOn <= deposit.today,
  },
  "record-return": {
    actor: "admin",
    allowed: (deposit) => deposit.accountOpen && deposit.status === "cleared",
  },
  "schedule-retry": {
    actor: "admin",
    allowed: (deposit) => deposit.accountOpen && retryRefusal(deposit) === null,
  },
};

/** Why `operation` does not apply to the deposit as it is now (`stale`: it changed meanwhile). */
export function depositOperationRefusal(
  deposit: DepositOperationState,
  operation: DepositOperation,
  stale: boolean,
): string {
  if (stale) return `This deposit was changed a moment ago: it is now ${deposit.status}.`;
  if (!deposit.accountOpen) return "This account is closed: nothing can be recorded.";
  if (operation === "record-received") {
    if (deposit.status !== "scheduled") return `This deposit is already ${deposit.status}.`;
    return "This deposit is not due yet: it can be recorded received from its day on.";
  }
  if (operation === "record-return") {
    return deposit.status === "returned"
      ? "This deposit was already recorded as returned."
      : `Only a cleared deposit can come back; this one is ${deposit.status}.`;
  }
  return retryRefusal(deposit) ?? "This deposit cannot be tried again.";
}

/** Why `day` cannot be a retry's day on `today`, or null when it can. */
export function retryDayProblem(day: string, today: string): string | null {
  if (day <= today) return "Choose a day after today";
  if (day > addDays(today, RETRY_AT_MOST_DAYS_AHEAD)) {
    return `Choose a day within ${RETRY_AT_MOST_DAYS_AHEAD} days`;
  }
  if (!isBusinessDay(day)) return "Choose a business day (not a weekend or a bank holiday)";
  return null;
}
