// What may become of a creditor's offer (issue 24; decisions.md, "Negotiation per debt"): the
// customer approves it (typed name) or declines it (an optional reason) until it expires, and the
// clock decides, not the page; an admin may withdraw it while nothing has been paid under it, and
// records the creditor's confirmation of an approved one. Pure, applied through the one recipe
// for changes of state. The customer's two forms are plain rules (form-rules.ts): My Program
// loads no Zod (issue 42).

import { type FieldRule, fieldsSchema, trimmedText } from "../form-rules.ts";
import { formatDate } from "../format.ts";
import { defineForm } from "../forms.ts";
import type { TransitionTable } from "../state-machine.ts";
import type { OfferStatus } from "./kinds.ts";

export interface OfferState {
  status: OfferStatus;
  /** Past its last day on the company's calendar now. */
  expired: boolean;
  confirmed: boolean;
  anyPaymentCleared: boolean;
  accountOpen: boolean;
}

export const OFFER_ACTIONS = ["approve", "decline", "withdraw", "confirm"] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
export type OfferActor = "owner" | "admin";

const answerable = (s: OfferState) => s.accountOpen && s.status === "awaiting_approval" && !s.expired;

export const OFFER_TRANSITIONS: TransitionTable<OfferState, OfferAction, OfferActor> = {
  approve: { actor: "owner", allowed: answerable },
  decline: { actor: "owner", allowed: answerable },
  withdraw: {
    actor: "admin",
    allowed: (s) => s.status === "awaiting_approval" || (s.status === "approved" && !s.anyPaymentCleared),
  },
  confirm: { actor: "admin", allowed: (s) => s.accountOpen && s.status === "approved" && !s.confirmed },
};

export const OFFER_DECISION_MESSAGES = {
  approved: "Offer approved. We will tell the creditor and schedule the payments.",
  declined: "Offer declined. We will keep negotiating this debt.",
  withdrawn: "Offer withdrawn; the debt is back in Negotiating.",
  confirmed: "Settlement confirmed; its payments are scheduled.",
  expired: (expiresOn: string) =>
    `This offer expired on ${formatDate(expiresOn)}: it can no longer be approved.`,
  alreadyDecided: "This offer has already been answered.",
  stale: "This offer changed since the page was loaded. Review it and try again.",
  closed: "You have left the program: offers can no longer be approved.",
  notWithdrawable: "A payment has been made under this settlement: it can no longer be withdrawn.",
  alreadyConfirmed: "This settlement is already confirmed.",
  notApproved: "Only an approved offer can be confirmed.",
  letterRequired: "Attach the creditor's settlement letter (PDF, PNG or JPEG, up to 10 MB).",
  failed: "The offer could not be answered. Please try again in a moment.",
} as const;

export function offerRefusal(
  state: OfferState,
  action: OfferAction,
  stale: boolean,
  expiresOn: string,
): string {
  const M = OFFER_DECISION_MESSAGES;
  if (stale) return M.stale;
  if (action === "withdraw") return state.status === "approved" ? M.notWithdrawable : M.alreadyDecided;
  if (action === "confirm") return state.confirmed ? M.alreadyConfirmed : M.notApproved;
  if (!state.accountOpen) return M.closed;
  if (state.status === "awaiting_approval" && state.expired) return M.expired(expiresOn);
  if (state.status === "expired") return M.expired(expiresOn);
  return M.alreadyDecided;
}

export const APPROVAL_MESSAGES = {
  nameRequired: "Type your full name to approve",
  nameMismatch: "Type your full name as it appears on your application",
  nameTooLong: "Your name must be at most 200 characters",
  reasonTooLong: "The reason can be at most 500 characters",
} as const;

/** The offer's version the page showed, a hidden field: 1 to 9 digits, kept as text. */
const version: FieldRule = (value) =>
  /^[0-9]{1,9}$/.test(value) ? { ok: true, value } : { ok: false, message: OFFER_DECISION_MESSAGES.stale };

export const approvalForm = defineForm({
  fields: ["typedName", "version"] as const,
  schema: fieldsSchema({
    typedName: trimmedText({
      required: APPROVAL_MESSAGES.nameRequired,
      max: 200,
      tooLong: APPROVAL_MESSAGES.nameTooLong,
    }),
    version,
  }),
});

export const declineOfferForm = defineForm({
  fields: ["reason", "version"] as const,
  multiline: ["reason"],
  schema: fieldsSchema({
    reason: trimmedText({ max: 500, tooLong: APPROVAL_MESSAGES.reasonTooLong }),
    version,
  }),
});

/** The words the customer approves, whose SHA-256 the consent keeps as its disclosure version. */
export const OFFER_APPROVAL_DISCLOSURE =
  "By typing my full name I approve this settlement offer: I authorize payments from my dedicated account to the creditor on the dates shown, and the fee shown, charged only after the first payment to the creditor clears.";
