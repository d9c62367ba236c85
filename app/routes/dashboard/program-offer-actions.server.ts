import type { RouterContextProvider } from "react-router";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  approvalForm,
  declineOfferForm,
  OFFER_DECISION_MESSAGES as M,
} from "#app/domain/negotiation/offer-decisions.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  approveOffer,
  declineOffer,
  type OfferDecisionResult,
} from "#app/server/models/negotiation/offer-decisions.server.ts";
import { reply } from "./room.server.ts";

// My Program's answers to a creditor's offer (issue 24): approve with the full name typed, or
// decline with an optional reason, on the version of the offer the page showed. The server
// decides again, by its own clock and its own records: another customer's offer, or none, is
// answered as if it did not exist (404); one past its last day is refused with that day.

type Context = Readonly<RouterContextProvider>;

const APPROVE = "approve-offer";
const DECLINE = "decline-offer";
const NOT_APPROVED = "Your approval was not recorded.";
const NOT_DECLINED = "Your answer was not recorded.";

function answer(
  intent: typeof APPROVE | typeof DECLINE,
  result: OfferDecisionResult,
  values: Record<string, string | undefined>,
) {
  const failed = intent === APPROVE ? NOT_APPROVED : NOT_DECLINED;
  if (result.kind === "changed")
    return reply({ intent, ok: true, message: intent === APPROVE ? M.approved : M.declined });
  if (result.kind === "not-found")
    return reply(
      { intent, ok: false, message: failed, formMessage: "This offer is not yours or no longer exists." },
      404,
    );
  if (result.kind === "invalid")
    return reply({ intent, ok: false, message: failed, fieldErrors: result.fieldErrors, values }, 400);
  return reply({ intent, ok: false, message: failed, formMessage: result.reason, values }, 409);
}

export async function approveOfferAction(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
) {
  const submission = parseSubmission(approvalForm, form);
  if (!submission.ok) return reply({ ...refusedReply(APPROVE, submission), message: NOT_APPROVED }, 400);
  const { db, clock } = getServices(context);
  const offerId = String(form.get("offerId") ?? "");
  try {
    const result = await approveOffer(db, {
      offerId,
      caller: { id: user.id, email: user.email, role: "customer" },
      typedName: submission.data.typedName,
      seenVersion: submission.data.version,
      clientAddress: getRequestInfo(context).clientAddress,
      userAgent: request.headers.get("user-agent"),
      now: clock.now(),
    });
    return answer(APPROVE, result, submission.values);
  } catch (error) {
    logFailure("approving an offer failed", error, { offerId });
    return reply({ intent: APPROVE, ok: false, message: NOT_APPROVED, formMessage: M.failed }, 500);
  }
}

export async function declineOfferAction(context: Context, user: SessionUser, form: FormData) {
  const submission = parseSubmission(declineOfferForm, form);
  if (!submission.ok) return reply({ ...refusedReply(DECLINE, submission), message: NOT_DECLINED }, 400);
  const { db, clock } = getServices(context);
  const offerId = String(form.get("offerId") ?? "");
  try {
    const result = await declineOffer(db, {
      offerId,
      caller: { id: user.id, email: user.email, role: "customer" },
      reason: submission.data.reason || null,
      seenVersion: submission.data.version,
      now: clock.now(),
    });
    return answer(DECLINE, result, submission.values);
  } catch (error) {
    logFailure("declining an offer failed", error, { offerId });
    return reply({ intent: DECLINE, ok: false, message: NOT_DECLINED, formMessage: M.failed }, 500);
  }
}
