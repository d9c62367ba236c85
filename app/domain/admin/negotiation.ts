// One debt's negotiation for the admins, /admin/negotiations/:debtAccountId (issue 24;
// decisions.md, "Negotiation per debt", "Fees only after results"): the page's intents, its words,
// and the forms' rules the browser checks and the action checks again. The offer's own form is
// app/domain/negotiation/offer-form.ts; the views are negotiation-views.ts.

import { z } from "#app/domain/zod.ts";
import type { UploadProblem } from "../documents/upload.ts";
import { UPLOAD_MESSAGES } from "../documents/upload.ts";
import { defineForm, type FormReply } from "../forms.ts";
import { OFFER_DECISION_MESSAGES } from "../negotiation/offer-decisions.ts";
import type { OfferField } from "../negotiation/offer-form.ts";
import { STAGE_MESSAGES, type StageAction } from "../negotiation/stages.ts";

export const NEGOTIATION_INTENTS = [
  "stage",
  "remove-debt",
  "record-offer",
  "withdraw-offer",
  "confirm-offer",
] as const;
export type NegotiationIntent = (typeof NEGOTIATION_INTENTS)[number];

/** The stage changes a button makes (removing takes a reason; recording an offer, its form). */
export const STAGE_BUTTON_ACTIONS = [
  "start-saving",
  "start-negotiating",
] as const satisfies readonly StageAction[];
export type StageButtonAction = (typeof STAGE_BUTTON_ACTIONS)[number];

export function isStageButtonAction(value: unknown): value is StageButtonAction {
  return (STAGE_BUTTON_ACTIONS as readonly unknown[]).includes(value);
}

export const REMOVED_REASON_MAX = 500;

export const NEGOTIATION_MESSAGES = {
  demonstration:
    "This is a demonstration: no money moves. Offers, payments to creditors and fees on this page are records only.",
  backToAccount: "Back to the account",
  stageTitle: "Stage",
  stageRefused: "The debt's stage was not changed.",
  stageFailed: "The debt's stage could not be changed. Please try again in a moment.",
  unknownStage: "This change does not apply to a debt.",
  removeTitle: "Remove from program",
  removeIntro: "The debt leaves the program; an offer waiting for the customer is withdrawn.",
  removeHint: `Required; at most ${REMOVED_REASON_MAX} characters. Kept with the debt and in the Audit Log.`,
  removeRefused: "The debt was not removed.",
  removeFailed: "The debt could not be removed. Please try again in a moment.",
  recordTitle: "Record the offer",
  recordIntro:
    "The creditor's offer and its payment plan: one payment or several, each dated, adding up exactly to the offer. The customer is asked to approve it by e-mail.",
  recordRefused: "The offer was not recorded.",
  recordFailed: "The offer could not be recorded. Please try again in a moment.",
  offersTitle: "Offers",
  noOffers: "No offer has been recorded on this debt yet.",
  liveTitle: "The offer in play",
  withdrawRefused: "The offer was not withdrawn.",
  withdrawFailed: "The offer could not be withdrawn. Please try again in a moment.",
  confirmTitle: "Confirm the settlement",
  confirmIntro:
    "The creditor confirmed the settlement the customer approved: attach its letter to schedule the payments.",
  confirmRefused: "The settlement was not confirmed.",
  confirmFailed: "The settlement could not be confirmed. Please try again in a moment.",
  letterLabel: "Settlement letter",
  letterHint: "PDF, PNG or JPEG, up to 10 MB. Kept with the customer's documents.",
  debtNotFound: "This debt no longer exists.",
  offerNotFound: "This offer is not on this debt.",
  stale: STAGE_MESSAGES.stale,
  offerStale: OFFER_DECISION_MESSAGES.stale,
  expiredUnswept: "past its last day",
} as const;
const M = NEGOTIATION_MESSAGES;

// ---- Addresses -------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a debt's or an offer's id (a malformed one is unknown, never sent to SQL). */
export function isNegotiationId(value: string): boolean {
  return UUID.test(value);
}

export function negotiationHref(debtAccountId: string): string {
  return `/admin/negotiations/${debtAccountId}`;
}

/** The version a page showed (a stage's or an offer's), or null when it sent none that can be one. */
export function readVersion(value: unknown): string | null {
  return typeof value === "string" && /^[0-9]{1,9}$/.test(value) ? value : null;
}

// ---- Forms -----------------------------------------------------------------------------------

export const removeDebtForm = defineForm({
  fields: ["reason"] as const,
  multiline: ["reason"],
  schema: z.object({
    reason: z
      .string()
      .trim()
      .min(1, STAGE_MESSAGES.reasonRequired)
      .max(REMOVED_REASON_MAX, STAGE_MESSAGES.reasonTooLong),
  }),
});

/** The settlement letter's refusals: the customer's upload checks, in an admin's words where they differ. */
export function letterProblemMessage(problem: UploadProblem): string {
  return problem === "noFile" ? OFFER_DECISION_MESSAGES.letterRequired : UPLOAD_MESSAGES[problem];
}

export type NegotiationField = OfferField | "reason" | "file";

/** Every answer of the page's action: a toast always, and the form's messages. */
export type NegotiationReply = FormReply<NegotiationField> & {
  intent: NegotiationIntent;
  message: string;
  /** The offer a withdrawal or a confirmation was about. */
  offerId?: string;
};

/** The toast when an intent was refused, by intent. */
export const REFUSED_MESSAGES: Record<NegotiationIntent, string> = {
  stage: M.stageRefused,
  "remove-debt": M.removeRefused,
  "record-offer": M.recordRefused,
  "withdraw-offer": M.withdrawRefused,
  "confirm-offer": M.confirmRefused,
};

/** The toast when an intent failed on the server, by intent. */
export const FAILED_MESSAGES: Record<NegotiationIntent, string> = {
  stage: M.stageFailed,
  "remove-debt": M.removeFailed,
  "record-offer": M.recordFailed,
  "withdraw-offer": M.withdrawFailed,
  "confirm-offer": M.confirmFailed,
};
