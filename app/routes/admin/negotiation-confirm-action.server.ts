import type { RouterContextProvider } from "react-router";
import {
  isNegotiationId,
  letterProblemMessage,
  NEGOTIATION_MESSAGES as M,
  readVersion,
} from "#app/domain/admin/negotiation.ts";
import { UPLOAD_STATUS, type UploadProblem } from "#app/domain/documents/upload.ts";
import { OFFER_DECISION_MESSAGES } from "#app/domain/negotiation/offer-decisions.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { checkUploadedFile } from "#app/server/documents/check-upload.server.ts";
import { readUploadForm } from "#app/server/documents/upload-form.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { isOfferOfDebt } from "#app/server/models/negotiation/admin-reads.server.ts";
import { confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { failed, refused, reply } from "./negotiation-actions.server.ts";

// 'Confirm the settlement' on /admin/negotiations/:debtAccountId (issue 24): the creditor's letter
// for an approved offer of this debt, multipart. The body streams to here through its own limit
// (server/request-body.ts) and is read as the customer's upload is (10 MB kept at most); the
// letter passes the one upload check (check-upload.server.ts: a PDF rewritten to its pages) and
// the checked copy is what the recipe stores before it schedules the payments.

type Context = Readonly<RouterContextProvider>;

const intent = "confirm-offer";

/** The letter refused: under the file input, or for the whole form when the body could not be read. */
function refuseLetter(problem: UploadProblem, offerId?: string, retryAfterSeconds?: number) {
  const text = letterProblemMessage(problem);
  const where = problem === "unreadable" ? { formMessage: text } : { fieldErrors: { file: text } };
  return reply(
    { intent, ok: false, message: M.confirmRefused, ...where, ...(offerId ? { offerId } : {}) },
    UPLOAD_STATUS[problem],
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  );
}

/** A confirmation sent without a file at all (a urlencoded form): the letter is required. */
export function confirmWithoutLetter(form: FormData) {
  const offerId = String(form.get("offerId") ?? "").toLowerCase();
  return refuseLetter("noFile", isNegotiationId(offerId) ? offerId : undefined);
}

export async function confirmOfferAction(
  request: Request,
  context: Context,
  admin: SessionUser,
  debtAccountId: string,
) {
  const form = await readUploadForm(request, getRequestInfo(context).uploadBody);
  if ("problem" in form) return refuseLetter(form.problem);
  if (form.fields.intent !== intent) throw new Response("Unknown request", { status: 400 });
  const offerId = (form.fields.offerId ?? "").toLowerCase();
  const seenVersion = readVersion(form.fields.version);
  if (!seenVersion) return refused(intent, M.offerStale, 409);
  const { file } = form;
  if (!file || (file.name === "" && file.bytes.byteLength === 0)) return refuseLetter("noFile", offerId);
  const checked = await checkUploadedFile(file);
  if (!checked.ok) return refuseLetter(checked.problem, offerId, checked.retryAfterSeconds);
  const { db, cipher, clock } = getServices(context);
  try {
    if (!isNegotiationId(offerId) || !(await isOfferOfDebt(db, offerId, debtAccountId)))
      return refused(intent, M.offerNotFound, 404);
    const result = await confirmOffer(db, cipher, {
      offerId,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      // The checked copy: a PDF rewritten to its pages, under the name of the type its bytes are.
      letter: { fileName: checked.fileName, mediaType: checked.mediaType, bytes: checked.bytes },
      seenVersion,
      now: clock.now(),
    });
    if (result.kind === "changed")
      return reply({ intent, ok: true, message: OFFER_DECISION_MESSAGES.confirmed, offerId });
    if (result.kind === "not-found") return refused(intent, M.offerNotFound, 404);
    if (result.kind === "invalid") return refused(intent, M.offerStale, 409);
    return refused(intent, result.reason, 409, { offerId });
  } catch (error) {
    return failed(intent, "confirming a settlement failed", error, {
      debtAccountId,
      offerId,
      sizeBytes: checked.bytes.byteLength,
    });
  }
}
