import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import { nothingChosen, UPLOAD_MESSAGES, UPLOAD_STATUS } from "#app/domain/documents/upload.ts";
import {
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_CHARS,
  MESSAGE_MESSAGES,
  messageProblems,
  messageProblemTexts,
  normalizeLineEndings,
} from "#app/domain/messages/rules.ts";
import { checkUploadedFile } from "../documents/check-upload.server.ts";
import { readMultipartForm } from "../documents/upload-form.server.ts";

// A message as sent by its form (issue 25), from the customer's Messages room or an admin's
// answer: multipart (the files stream in, never buffered whole: server/request-body.ts), its text
// and its files' names and sizes checked by the browser's own check (`messageProblems`), then each
// file by the one upload check on its bytes (check-upload.server.ts): what is kept is the checked
// copy (a PDF rewritten).

export interface MessageSubmission {
  fields: Record<string, string>;
  body: string;
  files: { fileName: string; mediaType: DocumentMediaType; bytes: Uint8Array }[];
  /**
   * The sender says one of the files is a court paper or a legal notice (issue 43): the form's
   * checkbox `legalNotice` ("One of these files is a court paper or legal notice (a summons, a
   * lawsuit)"). A customer's files are then kept as legal notices, listed first for the admins.
   */
  legalNotice: boolean;
}

export interface MessageRefusal {
  status: number;
  /** The field the problem is about (shown beside it), or none (shown above the form). */
  field: "body" | "files" | null;
  text: string;
  fields: Record<string, string>;
  /** A refusal for now only (the upload check is busy): when to come back, for Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * Fields: intent, body, a version or id, the legal-notice box (issue 43); each at most 4 bytes a
 * character of the longest message.
 */
const SHAPE = {
  fileField: "files",
  maxFiles: MESSAGE_MAX_ATTACHMENTS,
  maxFields: 6,
  fieldSize: MESSAGE_MAX_CHARS * 4 + 16,
};

export async function readMessageSubmission(
  request: Request,
  uploadBody: NodeJS.ReadableStream | undefined,
): Promise<MessageSubmission | MessageRefusal> {
  const form = await readMultipartForm(request, uploadBody, SHAPE);
  if ("problem" in form) {
    // More files than allowed also ends the reading: say it in the words of the limit.
    return form.problem === "tooLarge"
      ? { status: 413, field: "files", text: UPLOAD_MESSAGES.tooLarge, fields: {} }
      : {
          status: 400,
          field: null,
          text: `${UPLOAD_MESSAGES.unreadable} ${MESSAGE_MESSAGES.tooManyFiles}.`,
          fields: {},
        };
  }
  const { fields } = form;
  const body = normalizeLineEndings(fields.body ?? "");
  const facts = form.files.map((file) => ({ name: file.name, size: file.bytes.byteLength }));
  const problems = messageProblems(body, facts);
  const texts = messageProblemTexts(problems);
  if (texts.body) return { status: 400, field: "body", text: texts.body, fields };
  if (problems.files && texts.files) {
    const status = problems.files === "tooManyFiles" ? 400 : UPLOAD_STATUS[problems.files];
    return { status, field: "files", text: texts.files, fields };
  }
  const files: MessageSubmission["files"] = [];
  // A browser sends one empty part when no file is chosen.
  for (const file of form.files.filter((f) => !nothingChosen({ name: f.name, size: f.bytes.byteLength }))) {
    const checked = await checkUploadedFile(file);
    if (!checked.ok) {
      const { problem, retryAfterSeconds } = checked;
      return {
        status: UPLOAD_STATUS[problem],
        field: "files",
        text: UPLOAD_MESSAGES[problem],
        fields,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      };
    }
    files.push({ fileName: checked.fileName, mediaType: checked.mediaType, bytes: checked.bytes });
  }
  const legalNotice = fields.legalNotice === "on" || fields.legalNotice === "true";
  return { fields, body, files, legalNotice: legalNotice && files.length > 0 };
}

export const isRefusal = (value: MessageSubmission | MessageRefusal): value is MessageRefusal =>
  "status" in value;

/** A refusal for now only (the upload check is busy) says when to come back. */
export const refusalHeaders = ({ retryAfterSeconds }: MessageRefusal): HeadersInit | undefined =>
  retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
