import type { RouterContextProvider } from "react-router";
import {
  isNegotiationId,
  letterProblemMessage,
  NEGOTIATION_MESSAGES as M,
  readVersion,
} from "#app/domain/admin/negotiation.ts";
import { fileNameAcceptable, sniffMediaType, type UploadProblem } from "#app/domain/documents/upload.ts";
import { OFFER_DECISION_MESSAGES } from "#app/domain/negotiation/offer-decisions.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { pdfActiveContent } from "#app/server/documents/pdf-active-content.server.ts";
import { readUploadForm } from "#app/server/documents/upload-form.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { isOfferOfDebt } from "#app/server/models/negotiation/admin-reads.server.ts";
import { confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { failed, refused, reply } from "./negotiation-actions.server.ts";

// 'Confirm the settlement' on /admin/negotiations/:debtAccountId (issue 24): the creditor's letter
// for an approved offer of this debt, multipart. The body streams to here through its own limit
// (server/request-body.ts) and is read as the customer's upload is (10 MB kept at most); the
// letter passes the customer's checks on its bytes (PDF, PNG or JPEG by its first bytes, no
// active content in a PDF, a plain name) before the recipe stores it and schedules the payments.

type Context = Readonly<RouterContextProvider>;

const intent = "confirm-offer";

const STATUS: Record<UploadProblem, number> = {
  noKind: 400,
  noFile: 400,
  empty: 400,
  badName: 400,
  unreadable: 400,
  tooLarge: 413,
  wrongType: 415,
  activePdf: 415,
  uncheckablePdf: 415,
  tooMany: 429,
  saveFailed: 500,
};

/** The letter refused: under the file input, or for the whole form when the body could not be read. */
function refuseLetter(problem: UploadProblem, offerId?: string) {
  const text = letterProblemMessage(problem);
  const where = problem === "unreadable" ? { formMessage: text } : { fieldErrors: { file: text } };
  return reply(
    { intent, ok: false, message: M.confirmRefused, ...where, ...(offerId ? { offerId } : {}) },
    STATUS[problem],
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
  if (!fileNameAcceptable(file.name)) return refuseLetter("badName", offerId);
  if (file.bytes.byteLength === 0) return refuseLetter("empty", offerId);
  const mediaType = sniffMediaType(file.bytes.subarray(0, 8));
  if (!mediaType) return refuseLetter("wrongType", offerId);
  if (mediaType === "application/pdf") {
    const verdict = pdfActiveContent(file.bytes);
    if (verdict !== "plain")
      return refuseLetter(verdict === "active" ? "activePdf" : "uncheckablePdf", offerId);
  }
  const { db, cipher, clock } = getServices(context);
  try {
    if (!isNegotiationId(offerId) || !(await isOfferOfDebt(db, offerId, debtAccountId)))
      return refused(intent, M.offerNotFound, 404);
    const result = await confirmOffer(db, cipher, {
      offerId,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      letter: { fileName: file.name, mediaType, bytes: file.bytes },
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
      sizeBytes: file.bytes.byteLength,
    });
  }
}
