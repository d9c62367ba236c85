import type { RouterContextProvider } from "react-router";
import {
  isUploadKind,
  UPLOAD_MESSAGES as M,
  UPLOAD_INTENT,
  UPLOAD_STATUS,
  UPLOADS_PER_DAY,
  UPLOADS_PER_MINUTE,
  type UploadProblem,
  uploadFormProblems,
} from "#app/domain/documents/upload.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { checkUploadedFile } from "#app/server/documents/check-upload.server.ts";
import { readUploadForm } from "#app/server/documents/upload-form.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { recordUpload } from "#app/server/models/document/uploads.server.ts";
import { hitRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { reply } from "./room.server.ts";

// The Documents room's one form (issue 22): a customer's upload. Counted against the customer's
// limits before a byte is read; then every check on the bytes themselves and on the name
// (check-upload.server.ts: a PDF is checked and rewritten on the upload check's threads); the
// checked copy is stored with its audit row only when all pass.

type Context = Readonly<RouterContextProvider>;

/** Refusals about the whole form (or the server), not about the file chosen. */
const FORM_WIDE = new Set<UploadProblem>(["unreadable", "tooMany", "checkBusy", "saveFailed"]);

/** The refusal: under the field it concerns, or for the whole form (a 429 or 503 says when to come back). */
function refuse(problem: UploadProblem, kind?: string, retryAfterSeconds?: number) {
  const field = problem === "noKind" ? "kind" : FORM_WIDE.has(problem) ? null : "file";
  return reply(
    {
      intent: UPLOAD_INTENT,
      ok: false,
      message: M.failed,
      ...(field ? { fieldErrors: { [field]: M[problem] } } : { formMessage: M[problem] }),
      ...(kind && isUploadKind(kind) ? { values: { kind } } : {}),
    },
    UPLOAD_STATUS[problem],
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
  const { file } = form;
  // The form's own check, as the browser made it before sending; then the bytes.
  const problems = uploadFormProblems(kind, file && { name: file.name, size: file.bytes.byteLength });
  // (isUploadKind again only tells TypeScript what `kind` is now.)
  if (problems.kind || !isUploadKind(kind)) return refuse("noKind");
  if (problems.file || !file) return refuse(problems.file ?? "noFile", kind);
  const checked = await checkUploadedFile(file);
  if (!checked.ok) return refuse(checked.problem, kind, checked.retryAfterSeconds);

  const { db, cipher, clock } = getServices(context);
  try {
    // The checked copy: a PDF rewritten to its pages, under the name of the type its bytes are.
    await recordUpload(db, cipher, {
      user: { id: user.id, email: user.email },
      kind,
      fileName: checked.fileName,
      mediaType: checked.mediaType,
      bytes: checked.bytes,
      now: clock.now(),
    });
  } catch (error) {
    logFailure("storing an upload failed", error, { kind, sizeBytes: checked.bytes.byteLength });
    return refuse("saveFailed", kind);
  }
  return reply({
    intent: UPLOAD_INTENT,
    ok: true,
    message: kind === "legal_notice" ? M.legalNoticeUploaded : M.uploaded,
  });
}
