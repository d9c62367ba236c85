// The draft account and its debit authorization (issue 44; decision 0065): what the customer may
// do with them, when, and what they are told. Pure: the server applies the table through the one
// recipe (server/state-change.server.ts), My Program offers only what it allows.
//
// - give: before the signature, the account deposits will be drawn from (a second one replaces
//   the first: nothing was authorized yet);
// - replace: once signed, a new account and with it a new authorization on the same terms (the
//   old one superseded), or after a revocation, a new authorization (the same account allowed);
// - revoke: the recurring authorization stops; every deposit due on or after its effective day
//   (3 business days on) is cancelled, and none is added while it stays revoked.
import { addBusinessDays } from "../business-days.ts";
import { formatDate } from "../format.ts";
import type { TransitionTable } from "../state-machine.ts";

/** Business days before a scheduled debit that a revocation (or a new account) takes effect. */
export const REVOCATION_NOTICE_BUSINESS_DAYS = 3;

/** "1st", "2nd", "3rd", "28th"; a day past the 28th is the month's last day. */
export function ordinalDay(day: number): string {
  if (day > 28) return "last day";
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

export const BANK_ACCOUNT_STATUSES = ["active", "replaced"] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const AUTHORIZATION_KINDS = ["recurring", "one_time"] as const;
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number];

export const AUTHORIZATION_STATUSES = ["active", "superseded", "revoked", "completed"] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

export const AUTHORIZATION_REVOKERS = ["customer", "admin", "bank"] as const;
export type AuthorizationRevoker = (typeof AUTHORIZATION_REVOKERS)[number];

export const DRAFT_ACCOUNT_ACTIONS = ["give", "replace", "revoke"] as const;
export type DraftAccountAction = (typeof DRAFT_ACCOUNT_ACTIONS)[number];

export interface DraftAccountState {
  applicationStatus: "pending" | "approved" | "declined" | "cancelled";
  enrollmentStatus: "pending" | "approved" | "declined";
  signed: boolean;
  /** The dedicated account, once enrolled: a closed one draws nothing more. */
  dedicatedAccount: "open" | "closed" | null;
  /** The account deposits are drawn from, if given. */
  hasBankAccount: boolean;
  /** The latest recurring authorization's status, if one was given. */
  authorization: AuthorizationStatus | null;
}

const beforeSignature = (s: DraftAccountState) =>
  s.applicationStatus === "approved" && s.enrollmentStatus === "pending" && !s.signed;

/** Signed, and not over: enrollment not declined, the account (if open yet) not closed. */
const signedAndRunning = (s: DraftAccountState) =>
  s.applicationStatus === "approved" &&
  s.signed &&
  s.enrollmentStatus !== "declined" &&
  s.dedicatedAccount !== "closed";

export const DRAFT_ACCOUNT_TRANSITIONS: TransitionTable<DraftAccountState, DraftAccountAction, "owner"> = {
  give: { actor: "owner", allowed: beforeSignature },
  // Once signed, a new account is always possible (a customer enrolled before issue 44 gives one).
  replace: { actor: "owner", allowed: signedAndRunning },
  revoke: { actor: "owner", allowed: (s) => signedAndRunning(s) && s.authorization === "active" },
};

export const DRAFT_ACCOUNT_MESSAGES_OF_STATE = {
  given: "Your bank account is saved. Read the authorization below, then sign.",
  replaced: "Your new bank account is saved, with a new authorization. A copy is on its way by e-mail.",
  revoked: "Your debit authorization is revoked. No deposits will be drawn from its effective date.",
  sameAccount: "This is the account we already have.",
  notOpen: "This program's bank account cannot be changed now.",
  notActive: "There is no active debit authorization to revoke.",
  stale: "Your bank account changed since this page was opened. Check it, then try again.",
  failed: "Something went wrong. Nothing was changed; please try again in a moment.",
  noDraftAccount: "Give the bank account your deposits are drawn from first.",
} as const;

const M = DRAFT_ACCOUNT_MESSAGES_OF_STATE;

export function draftAccountRefusal(state: DraftAccountState, action: DraftAccountAction, stale: boolean) {
  if (stale) return M.stale;
  if (action === "revoke" && signedAndRunning(state)) return M.notActive;
  return M.notOpen;
}

/**
 * The first day a revocation or a new account reaches: a debit due at least this many business
 * days after the company's day is stopped (or drawn from the new account); a sooner one may not be.
 */
export function authorizationCutoff(companyDay: string): string {
  return addBusinessDays(companyDay, REVOCATION_NOTICE_BUSINESS_DAYS);
}

/** What revoking means, said before the customer confirms it. */
export function revocationConsequence(cutoff: string): string {
  return `No deposits will be drawn on or after ${formatDate(cutoff)} (a deposit due sooner may still be drawn). Your debts cannot be settled without deposits, so the program cannot continue unless you give a new authorization. You can give one at any time, or leave the program and get your balance back.`;
}
