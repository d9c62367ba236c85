import { data, type RouterContextProvider } from "react-router";
import {
  FAILED_MESSAGES,
  isNegotiationId,
  isStageButtonAction,
  NEGOTIATION_MESSAGES as M,
  type NegotiationIntent,
  type NegotiationReply,
  REFUSED_MESSAGES,
  readVersion,
  removeDebtForm,
} from "#app/domain/admin/negotiation.ts";
import { addDays } from "#app/domain/calendar.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { OFFER_DECISION_MESSAGES } from "#app/domain/negotiation/offer-decisions.ts";
import { OFFER_HORIZON_DAYS, offerForm } from "#app/domain/negotiation/offer-form.ts";
import { STAGE_MESSAGES } from "#app/domain/negotiation/stages.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { type LogFields, logFailure } from "#app/server/logger.server.ts";
import { isOfferOfDebt } from "#app/server/models/negotiation/admin-reads.server.ts";
import { withdrawOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage, type StageChangeResult } from "#app/server/models/negotiation/stages.server.ts";

// The urlencoded POSTs of /admin/negotiations/:debtAccountId (issue 24), called by the route's
// action after `requireAdmin`: a stage button, Remove from program with its reason, Record the
// offer, Withdraw. Each is read again here (the browser is never trusted) and taken on the
// version the page showed; the recipes decide with the transition tables. The confirmation with
// its letter is multipart: negotiation-letter-action.server.ts.

type Context = Readonly<RouterContextProvider>;

export function reply(body: NegotiationReply, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}

/** A refusal of the whole form: the toast names the intent, the sentence says why. */
export function refused(intent: NegotiationIntent, formMessage: string, status: number, extra = {}) {
  return reply({ intent, ok: false, message: REFUSED_MESSAGES[intent], formMessage, ...extra }, status);
}

export function failed(intent: NegotiationIntent, what: string, error: unknown, ids: LogFields) {
  logFailure(what, error, ids);
  return reply({ intent, ok: false, message: FAILED_MESSAGES[intent] }, 500);
}

/** Without the version the page showed there is nothing to check against: refused like a stale one. */
const withoutVersion = (intent: NegotiationIntent, stale: string = M.stale) => refused(intent, stale, 409);

function stageReply(intent: "stage" | "remove-debt", result: StageChangeResult) {
  if (result.kind === "changed") return reply({ intent, ok: true, message: result.message });
  if (result.kind === "not-found") return refused(intent, M.debtNotFound, 404);
  return refused(intent, result.reason, 409);
}

/** 'Move to Saving' and 'Start negotiating'. */
export async function stageAction(
  context: Context,
  admin: SessionUser,
  debtAccountId: string,
  form: FormData,
) {
  const intent = "stage";
  const action = form.get("change");
  if (!isStageButtonAction(action)) return refused(intent, M.unknownStage, 400);
  const seenVersion = readVersion(form.get("version"));
  if (!seenVersion) return withoutVersion(intent);
  const { db, clock } = getServices(context);
  try {
    const result = await changeDebtStage(db, {
      debtAccountId,
      action,
      admin: { id: admin.id, email: admin.email },
      seenVersion,
      now: clock.now(),
    });
    return stageReply(intent, result);
  } catch (error) {
    return failed(intent, "changing a debt's stage failed", error, { debtAccountId, action });
  }
}

/** 'Remove from program', with its reason. */
export async function removeDebtAction(
  context: Context,
  admin: SessionUser,
  debtAccountId: string,
  form: FormData,
) {
  const intent = "remove-debt";
  const submission = parseSubmission(removeDebtForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.removeRefused }, 400);
  }
  const seenVersion = readVersion(form.get("version"));
  if (!seenVersion) return withoutVersion(intent);
  const { db, clock } = getServices(context);
  try {
    const result = await changeDebtStage(db, {
      debtAccountId,
      action: "remove",
      admin: { id: admin.id, email: admin.email },
      removedReason: submission.data.reason,
      seenVersion,
      now: clock.now(),
    });
    if (result.kind === "refused") return refused(intent, result.reason, 409, { values: submission.values });
    return stageReply(intent, result);
  } catch (error) {
    return failed(intent, "removing a debt failed", error, { debtAccountId });
  }
}

/** 'Record the offer': the form's rules, then the recipe's (the balance, what the account can pay). */
export async function recordOfferAction(
  context: Context,
  admin: SessionUser,
  debtAccountId: string,
  form: FormData,
) {
  const intent = "record-offer";
  const { db, env, clock } = getServices(context);
  const now = clock.now();
  const today = companyDayOf(now);
  const submission = parseSubmission(offerForm(today, addDays(today, OFFER_HORIZON_DAYS)), form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.recordRefused }, 400);
  }
  const { values } = submission;
  const seenVersion = readVersion(form.get("version"));
  if (!seenVersion) return refused(intent, M.stale, 409, { values });
  try {
    const result = await recordOffer(db, {
      debtAccountId,
      admin: { id: admin.id, email: admin.email },
      offer: submission.data,
      seenVersion,
      env,
      now,
    });
    if (result.kind === "recorded") return reply({ intent, ok: true, message: STAGE_MESSAGES.offerRecorded });
    if (result.kind === "not-found") return refused(intent, M.debtNotFound, 404);
    // A refusal about one field goes under it (the amount, the plan's first payment).
    if (result.field) {
      const fieldErrors = { [result.field]: result.reason };
      return reply({ intent, ok: false, message: M.recordRefused, fieldErrors, values }, 400);
    }
    return refused(intent, result.reason, 409, { values });
  } catch (error) {
    return failed(intent, "recording an offer failed", error, { debtAccountId });
  }
}

/** 'Withdraw the offer': only an offer on this very debt. */
export async function withdrawOfferAction(
  context: Context,
  admin: SessionUser,
  debtAccountId: string,
  form: FormData,
) {
  const intent = "withdraw-offer";
  const offerId = String(form.get("offerId") ?? "").toLowerCase();
  const seenVersion = readVersion(form.get("version"));
  if (!seenVersion) return withoutVersion(intent, M.offerStale);
  const { db, clock } = getServices(context);
  try {
    if (!isNegotiationId(offerId) || !(await isOfferOfDebt(db, offerId, debtAccountId)))
      return refused(intent, M.offerNotFound, 404);
    const result = await withdrawOffer(db, {
      offerId,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      seenVersion,
      now: clock.now(),
    });
    if (result.kind === "changed")
      return reply({ intent, ok: true, message: OFFER_DECISION_MESSAGES.withdrawn, offerId });
    if (result.kind === "not-found") return refused(intent, M.offerNotFound, 404);
    if (result.kind === "invalid") return refused(intent, M.offerStale, 409);
    return refused(intent, result.reason, 409, { offerId });
  } catch (error) {
    return failed(intent, "withdrawing an offer failed", error, { debtAccountId, offerId });
  }
}
