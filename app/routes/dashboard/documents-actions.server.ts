import type { RouterContextProvider } from "react-router";
import {
  fileNameAcceptable,
  isUploadKind,
  UPLOAD_MESSAGES as M,
  sniffMediaType,
  UPLOAD_INTENT,
  UPLOADS_PER_DAY,
  UPLOADS_PER_MINUTE,
  type UploadProblem,
} from "#app/domain/documents/upload.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { pdfActiveContent } from "#app/server/documents/pdf-active-content.server.ts";
import { readUploadForm } from "#app/server/documents/upload-form.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { recordUpload } from "#app/server/models/document/uploads.server.ts";
import { hitRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { reply } from "./room.server.ts";

// The Documents room's one form (issue 22): a customer's upload. Counted against the customer's
// limits before a byte is read; then every check on the bytes themselves (size, first bytes, a
// PDF's scripts and actions) and on the name; stored with its audit row only when all pass.

type Context = Readonly<RouterContextProvider>;

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

/** The refusal: under the field it concerns, or for the whole form (a 429 says when to come back). */
function refuse(problem: UploadProblem, kind?: string, retryAfterSeconds?: number) {
  const field =
    problem === "noKind"
      ? "kind"
      : problem === "unreadable" || problem === "tooMany" || problem === "saveFailed"
        ? null
        : "file";
  return reply(
    {
      intent: UPLOAD_INTENT,
      ok: false,
      message: M.failed,
      ...(field ? { fieldErrors: { [field]: M[problem] } } : { formMessage: M[problem] }),
      ...(kind && isUploadKind(kind) ? { values: { kind } } : {}),
    },
    STATUS[problem],
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(Math.max(1, retryAfterSeconds)) },
  );
}

/** The seconds until one more upload is allowed, or null when it is allowed now (and counted). */
async function overLimits(context: Context, user: SessionUser): Promise<number | null> {
  const { db, secret, clock } = getServices(context);
  const now = clock.now();
  for (const [name, rule] of [
    ["upload:minute", UPLOADS_PER_MINUTE],
    ["upload:day", UPLOADS_PER_DAY],
  ] as const) {
    const result = await hitRateLimit(db, rateLimitKey(secret, name, user.id), rule, now);
    if (!result.allowed) return result.retryAfterSeconds;
  }
  return null;
}

export async function documentsAction(request: Request, context: Context, user: SessionUser) {
  const retryAfter = await overLimits(context, user);
  if (retryAfter !== null) return refuse("tooMany", undefined, retryAfter);
  const form = await readUploadForm(request, getRequestInfo(context).uploadBody);
  if ("problem" in form) return refuse(form.problem);
  if (form.fields.intent !== UPLOAD_INTENT) throw new Response("Unknown request", { status: 400 });
  const kind = form.fields.kind ?? "";
  if (!isUploadKind(kind)) return refuse("noKind");
  const { file } = form;
  if (!file || (file.name === "" && file.bytes.byteLength === 0)) return refuse("noFile", kind);
  if (!fileNameAcceptable(file.name)) return refuse("badName", kind);
  if (file.bytes.byteLength === 0) return refuse("empty", kind);
  const mediaType = sniffMediaType(file.bytes.subarray(0, 8));
  if (!mediaType) return refuse("wrongType", kind);
  if (mediaType === "application/pdf") {
    const verdict = pdfActiveContent(file.bytes);
    if (verdict !== "plain") return refuse(verdict === "active" ? "activePdf" : "uncheckablePdf", kind);
  }

  const { db, cipher, clock } = getServices(context);
  try {
    await recordUpload(db, cipher, {
      user: { id: user.id, email: user.email },
      kind,
      fileName: file.name,
      mediaType,
      bytes: file.bytes,
      now: clock.now(),
    });
  } catch (error) {
    logFailure("storing an upload failed", error, { kind, sizeBytes: file.bytes.byteLength });
    return refuse("saveFailed", kind);
  }
  return reply({
    intent: UPLOAD_INTENT,
    ok: true,
    message: kind === "legal_notice" ? M.legalNoticeUploaded : M.uploaded,
  });
}
