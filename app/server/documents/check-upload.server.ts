import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import {
  CHECK_BUSY_RETRY_SECONDS,
  carriesPdfHeader,
  fileFactsProblem,
  fileNameForType,
  sniffMediaType,
  type UploadProblem,
} from "#app/domain/documents/upload.ts";
import { logger } from "../logger.server.ts";
import { type PdfCheckPool, type PdfCheckResult, sharedPdfCheckPool } from "./pdf-check-pool.server.ts";

// Every file a person uploads passes here (decision 0058): the Documents room, a message's files
// and an admin's settlement letter. The name is checked, the type comes from the bytes and the
// stored name takes that type's extension, an image that also starts a PDF is refused, and a PDF
// is checked and rewritten on the upload check's threads: what is stored is the rewritten copy.

export interface FileToCheck {
  /** The name as sent. */
  name: string;
  bytes: Uint8Array;
}

export type UploadCheck =
  | { ok: true; fileName: string; mediaType: DocumentMediaType; bytes: Buffer }
  | { ok: false; problem: UploadProblem; retryAfterSeconds?: number };

const refused = (problem: UploadProblem): UploadCheck => ({ ok: false, problem });
/** The same bytes as a Buffer (what the document store takes), not a copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The PDF's verdict as the refusal a person reads, or the rewritten copy's bytes. */
function pdfOutcome(result: PdfCheckResult, sizeBytes: number): UploadCheck | Buffer {
  switch (result.verdict) {
    case "plain":
      return asBuffer(result.bytes);
    case "active":
      return refused("activePdf");
    case "uncheckable":
      return refused("uncheckablePdf");
    case "busy":
      logger.warn({ sizeBytes }, "an upload was refused: the PDF check's queue is full");
      return { ok: false, problem: "checkBusy", retryAfterSeconds: CHECK_BUSY_RETRY_SECONDS };
    case "tooComplex":
      return refused("checkFailed");
    case "failed":
      logger.warn({ sizeBytes, reason: result.reason }, "an upload's PDF check stopped");
      return refused("checkFailed");
  }
}

/**
 * The file as it is to be stored (name, type, bytes), or why it is refused. `pool` is the
 * process's upload check by default; a test passes one with other limits.
 */
export async function checkUploadedFile(
  file: FileToCheck,
  pool: PdfCheckPool = sharedPdfCheckPool(),
): Promise<UploadCheck> {
  // What the name and size tell, as the browser asked before sending (domain/documents/upload.ts).
  const problem = fileFactsProblem({ name: file.name, size: file.bytes.byteLength });
  if (problem) return refused(problem);
  const mediaType = sniffMediaType(file.bytes.subarray(0, 8));
  if (!mediaType) return refused("wrongType");
  const fileName = fileNameForType(file.name, mediaType);
  if (mediaType !== "application/pdf") {
    // An image a PDF reader would also open as a PDF: neither type only, so refused as no type.
    if (carriesPdfHeader(file.bytes)) return refused("wrongType");
    return { ok: true, fileName, mediaType, bytes: asBuffer(file.bytes) };
  }
  const outcome = pdfOutcome(await pool.check(file.bytes), file.bytes.byteLength);
  return Buffer.isBuffer(outcome) ? { ok: true, fileName, mediaType, bytes: outcome } : outcome;
}
