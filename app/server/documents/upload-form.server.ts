import type { Readable } from "node:stream";
import busboy from "busboy";
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/kinds.ts";

// The upload form read as it arrives (issue 22): its few fields, and one file kept in memory only
// up to 10 MB; past that the rest is counted and thrown away, so a larger file costs the server
// no more memory than a 10 MB one. The body comes from the socket through a counter only
// (server/request-body.ts, the upload's streamed rule): never buffered whole, never copied into
// the Request's web stream (which is empty for this route).

export type UploadFormProblem = "tooLarge" | "unreadable";

export interface UploadForm {
  fields: Record<string, string>;
  /** The file part named "file", if one was sent (a browser sends an empty one for no file). */
  file: { name: string; bytes: Buffer } | null;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** What a form may hold: its file parts' name and number, its fields' number and size. */
export interface MultipartShape {
  fileField: string;
  maxFiles: number;
  maxFields: number;
  fieldSize: number;
}

const DOCUMENT_UPLOAD: MultipartShape = { fileField: "file", maxFiles: 1, maxFields: 4, fieldSize: 1024 };

/** The form, or why it cannot be used; a field or file sent twice is unreadable, never picked from. */
export async function readUploadForm(
  request: Request,
  uploadBody: NodeJS.ReadableStream | undefined,
): Promise<UploadForm | { problem: UploadFormProblem }> {
  const form = await readMultipartForm(request, uploadBody, DOCUMENT_UPLOAD);
  if ("problem" in form) return form;
  return { fields: form.fields, file: form.files[0] ?? null };
}

/**
 * A multipart form of this shape, as it arrives: its fields, and its files (each kept in memory
 * only up to 10 MB, the rest counted and thrown away). A file part of another name, more files
 * than `maxFiles`, or a field sent twice make it unreadable.
 */
export function readMultipartForm(
  request: Request,
  uploadBody: NodeJS.ReadableStream | undefined,
  shape: MultipartShape,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] } | { problem: UploadFormProblem }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!uploadBody || !contentType.toLowerCase().startsWith("multipart/form-data")) {
    return Promise.resolve({ problem: "unreadable" });
  }
  // busboy says "limit" when a file reaches fileSize: one byte more, so exactly 10 MB is kept.
  const limits = {
    files: shape.maxFiles,
    fields: shape.maxFields,
    parts: shape.maxFiles + shape.maxFields,
    fieldSize: shape.fieldSize,
    headerPairs: 16,
    fileSize: DOCUMENT_MAX_BYTES + 1,
  };
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let problem: UploadFormProblem | null = null;
    const refuse = (why: UploadFormProblem) => {
      problem ??= why;
    };
    let parser: busboy.Busboy;
    try {
      // preservePath: the name as sent, so one with a path is refused rather than cut short.
      parser = busboy({
        headers: { "content-type": contentType },
        limits,
        preservePath: true,
        defParamCharset: "utf8",
      });
    } catch {
      resolve({ problem: "unreadable" });
      return;
    }
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated || Object.hasOwn(fields, name)) refuse("unreadable");
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== shape.fileField) {
        refuse("unreadable");
        stream.resume();
        return;
      }
      // One buffer for the file, sized from the declared length when there is one (a chunked body
      // grows it by doubling): no list of pieces to join at the end, no second copy of 10 MB.
      const declared = Number(request.headers.get("content-length"));
      let bytes = Buffer.allocUnsafeSlow(
        Number.isFinite(declared) && declared > 0 ? Math.min(declared, limits.fileSize) : 64 * 1024,
      );
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (problem) return;
        if (size + chunk.length > bytes.length) {
          const grown = Buffer.allocUnsafeSlow(
            Math.min(Math.max(bytes.length * 2, size + chunk.length), limits.fileSize),
          );
          bytes.copy(grown, 0, 0, size);
          bytes = grown;
        }
        chunk.copy(bytes, size);
        size += chunk.length;
      });
      stream.on("limit", () => refuse("tooLarge"));
      stream.on("end", () => {
        if (!problem) files.push({ name: info.filename ?? "", bytes: bytes.subarray(0, size) });
      });
    });
    for (const event of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(event, () => refuse("unreadable"));
    const body = uploadBody as Readable;
    const fail = (error: unknown) => {
      body.unpipe(parser);
      body.destroy();
      resolve({ problem: isTooLarge(error) ? "tooLarge" : "unreadable" });
    };
    parser.on("error", fail);
    body.on("error", fail);
    parser.on("close", () => resolve(problem ? { problem } : { fields, files }));
    body.pipe(parser);
  });
}

/** The streamed body's counter says the body passed its route's limit (request-body.ts). */
function isTooLarge(error: unknown): boolean {
  return error instanceof Error && error.message.includes("request body over its limit");
}
