import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import { fileNameAcceptable, sniffMediaType, UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { parseSubmission } from "#app/domain/forms.ts";
import {
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_CHARS,
  MESSAGE_MESSAGES,
  messageForm,
  normalizeLineEndings,
} from "#app/domain/messages/rules.ts";
import { pdfActiveContent } from "../documents/pdf-active-content.server.ts";
import { readMultipartForm } from "../documents/upload-form.server.ts";

// A message as sent by its form (issue 25), from the customer's Messages room or an admin's
// answer: multipart (the files stream in, never buffered whole: server/request-body.ts), its text
// checked by the same rules as in the browser, and each file by the document store's checks on
// its bytes (type from the first bytes, size, a PDF's scripts and actions) and on its name.

export interface MessageSubmission {
  fields: Record<string, string>;
  body: string;
  files: { fileName: string; mediaType: DocumentMediaType; bytes: Uint8Array }[];
}

export interface MessageRefusal {
  status: number;
  /** The field the problem is about (shown beside it), or none (shown above the form). */
  field: "body" | "files" | null;
  text: string;
  fields: Record<string, string>;
}

/** Fields: intent, body, a version or id; each at most 4 bytes a character of the longest message. */
const SHAPE = {
  fileField: "files",
  maxFiles: MESSAGE_MAX_ATTACHMENTS,
  maxFields: 5,
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
  const checked = parseSubmission(messageForm, { body });
  if (!checked.ok) {
    return { status: 400, field: "body", text: checked.fieldErrors.body ?? MESSAGE_MESSAGES.empty, fields };
  }
  const files: MessageSubmission["files"] = [];
  // A browser sends one empty part when no file is chosen.
  for (const file of form.files.filter((f) => !(f.name === "" && f.bytes.byteLength === 0))) {
    const refused = (status: number, text: string): MessageRefusal => ({
      status,
      field: "files",
      text,
      fields,
    });
    if (!fileNameAcceptable(file.name)) return refused(400, UPLOAD_MESSAGES.badName);
    if (file.bytes.byteLength === 0) return refused(400, UPLOAD_MESSAGES.empty);
    const mediaType = sniffMediaType(file.bytes.subarray(0, 8));
    if (!mediaType) return refused(415, UPLOAD_MESSAGES.wrongType);
    if (mediaType === "application/pdf") {
      const verdict = pdfActiveContent(file.bytes);
      if (verdict !== "plain") {
        return refused(
          415,
          verdict === "active" ? UPLOAD_MESSAGES.activePdf : UPLOAD_MESSAGES.uncheckablePdf,
        );
      }
    }
    files.push({ fileName: file.name, mediaType, bytes: file.bytes });
  }
  return { fields, body, files };
}

export const isRefusal = (value: MessageSubmission | MessageRefusal): value is MessageRefusal =>
  "status" in value;
