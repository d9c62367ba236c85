// A customer's upload (issue 22; decisions.md, "Documents and messages"): what they may send,
// what is checked, and the words of every refusal. The server decides all of it (the browser's
// size check only spares a long wait); these rules run on the bytes, never on the name.
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MAX_BYTES,
  type DocumentKind,
  type DocumentMediaType,
} from "./kinds.ts";

export const UPLOAD_INTENT = "upload-document";

/** The kinds a customer may choose; the agreement's copies are made by the server alone. */
export const UPLOAD_KINDS = [
  "legal_notice",
  "creditor_letter",
  "other",
] as const satisfies readonly DocumentKind[];
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_KIND_OPTIONS = UPLOAD_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

export const isUploadKind = (value: string): value is UploadKind =>
  (UPLOAD_KINDS as readonly string[]).includes(value);

/** Per customer: a few pages photographed one by one pass; a script sending files does not. */
export const UPLOADS_PER_MINUTE = { limit: 10, windowSeconds: 60 } as const;
export const UPLOADS_PER_DAY = { limit: 50, windowSeconds: 24 * 60 * 60 } as const;

/** The longest file name kept (the database's CHECK says the same). */
export const FILE_NAME_MAX = 200;

export const UPLOAD_MESSAGES = {
  heading: "Upload a document",
  intro:
    "Send us a letter from a creditor, a court paper or anything else about your debts. PDF, PNG or JPEG, up to 10 MB.",
  kindLabel: "What is it?",
  fileLabel: "File",
  fileHint: "PDF, PNG or JPEG, up to 10 MB.",
  submit: "Upload document",
  submitting: "Uploading…",
  uploaded: "Your document was uploaded.",
  legalNoticeUploaded: "Your legal notice was uploaded. Our team reviews legal notices first.",
  failed: "Your document was not uploaded.",
  noKind: "Choose what kind of document this is.",
  noFile: "Choose a file to upload.",
  empty: "This file is empty. Please choose another file.",
  tooLarge: "This file is larger than 10 MB. Please choose a smaller file.",
  wrongType: "Only PDF, PNG and JPEG files can be uploaded, and this file is none of them.",
  activePdf:
    "This PDF contains scripts, automatic actions or attached files, so it cannot be accepted. Please save or print it again as a plain PDF.",
  uncheckablePdf:
    "This PDF could not be checked for scripts, so it cannot be accepted. Please save or print it again as a plain PDF.",
  badName: `The file name must be 1 to ${FILE_NAME_MAX} characters without slashes, backslashes or control characters. Please rename the file and try again.`,
  unreadable: "The upload could not be read. Please choose the file again.",
  tooMany: "You have uploaded many documents in a short time. Please wait a few minutes and try again.",
  saveFailed: "Your document could not be saved. Please try again in a moment.",
} as const;

export type UploadProblem = Exclude<
  keyof typeof UPLOAD_MESSAGES,
  | "heading"
  | "intro"
  | "kindLabel"
  | "fileLabel"
  | "fileHint"
  | "submit"
  | "submitting"
  | "uploaded"
  | "legalNoticeUploaded"
  | "failed"
>;

/** The media type the first bytes prove, whatever the name says; null for anything else. */
export function sniffMediaType(head: Uint8Array): DocumentMediaType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  // "%PDF-": a PDF's header (readers allow it within the first KB; we ask for it first).
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  return null;
}

/** A path separator, or a control character (C0, DEL, C1): never in a name we keep. */
const forbiddenInName = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return character === "/" || character === "\\" || code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** A name kept as sent, or refused: no path, no control characters, 1 to 200 characters. */
export function fileNameAcceptable(name: string): boolean {
  const characters = [...name];
  return (
    characters.length >= 1 &&
    characters.length <= FILE_NAME_MAX &&
    name.trim() !== "" &&
    !characters.some(forbiddenInName)
  );
}

/** The size check the browser makes before sending (the server makes it again, on the bytes). */
export function uploadSizeProblem(size: number): UploadProblem | null {
  if (size === 0) return "empty";
  if (size > DOCUMENT_MAX_BYTES) return "tooLarge";
  return null;
}
