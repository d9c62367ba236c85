// A customer's upload (issue 22; decisions.md, "Documents and messages"): what they may send,
// what is checked, and the words of every refusal. The server decides all of it; the browser asks
// the same questions of the name and size first (only to spare a long wait). The type is read
// from the bytes, never from the name.
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
  // Past the check's time or memory limit, or more pages or annotations than it reads (decision 0058).
  checkFailed: "We could not check this file. Please upload a simpler PDF or an image.",
  checkBusy: "We are checking many files right now. Please try again in a minute.",
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

/** The answer's HTTP status for each refusal, wherever a file is uploaded. */
export const UPLOAD_STATUS: Record<UploadProblem, number> = {
  noKind: 400,
  noFile: 400,
  empty: 400,
  badName: 400,
  unreadable: 400,
  tooLarge: 413,
  wrongType: 415,
  activePdf: 415,
  uncheckablePdf: 415,
  checkFailed: 422,
  checkBusy: 503,
  tooMany: 429,
  saveFailed: 500,
};

/** A full check queue's Retry-After: about the time the files ahead take. */
export const CHECK_BUSY_RETRY_SECONDS = 30;

/** The media type the first bytes prove, whatever the name says; null for anything else. */
export function sniffMediaType(head: Uint8Array): DocumentMediaType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  // "%PDF-": a PDF's header (readers allow it within the first KB; we ask for it first).
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  return null;
}

/**
 * Bidirectional controls: they make "statement\u202Efdp.exe" show as "statementexe.pdf". The
 * embeddings and overrides, the isolates, and the marks (left-to-right, right-to-left, Arabic).
 */
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0x200e ||
  code === 0x200f ||
  code === 0x061c;

/** A path separator, or a control character (C0, DEL, C1, bidirectional): never in a name we keep. */
const forbiddenInName = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === "/" ||
    character === "\\" ||
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    isBidiControl(code)
  );
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

/** The extensions each type is stored under; the first is the one given when the name's is wrong. */
const EXTENSIONS: Record<DocumentMediaType, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
};

/**
 * The name a file is stored and served under: its own, with the extension of the type its bytes
 * are ("statement.pdf" holding a JPEG is "statement.jpg"), so the program that opens a download is
 * the one for what it holds. A wrong extension (up to five letters or digits after the last dot)
 * is replaced; otherwise one is added, within the 200 characters.
 */
export function fileNameForType(name: string, mediaType: DocumentMediaType): string {
  const dot = name.lastIndexOf(".");
  const extension = dot === -1 ? null : name.slice(dot + 1);
  if (extension !== null && EXTENSIONS[mediaType].includes(extension.toLowerCase())) return name;
  const base = extension !== null && /^[A-Za-z0-9]{0,5}$/.test(extension) ? name.slice(0, dot) : name;
  const wanted = `.${EXTENSIONS[mediaType][0]}`;
  return [...base].slice(0, FILE_NAME_MAX - wanted.length).join("") + wanted;
}

/** Where readers look for a PDF's header: anywhere in the first KB, not only at the start. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * Whether an image also starts a PDF (a polyglot): a PDF reader given it finds "%PDF-" in its
 * first KB and reads it as a PDF, scripts included, which no check of the image would have seen.
 */
export function carriesPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let at = bytes.indexOf(0x25); at !== -1 && at <= end; at = bytes.indexOf(0x25, at + 1)) {
    if (PDF_HEADER.every((byte, index) => bytes[at + index] === byte)) return true;
  }
  return false;
}

/** The size check: nothing in it, or more than the store takes. */
export function uploadSizeProblem(size: number): UploadProblem | null {
  if (size === 0) return "empty";
  if (size > DOCUMENT_MAX_BYTES) return "tooLarge";
  return null;
}

/** What is known of a chosen file before its bytes are read: the browser's `File`, a part read. */
export interface FileFacts {
  name: string;
  size: number;
}

/** A file input left empty: a browser sends it as one part with no name and no bytes. */
export function nothingChosen(file: FileFacts | null | undefined): boolean {
  return !file || (file.name === "" && file.size === 0);
}

/**
 * What a file's name and size already tell, in the order the upload check asks
 * (check-upload.server.ts, which then reads the bytes): the browser asks the same before sending,
 * so a 40 MB photo is not sent to be refused.
 */
export function fileFactsProblem(file: FileFacts): UploadProblem | null {
  if (!fileNameAcceptable(file.name)) return "badName";
  return uploadSizeProblem(file.size);
}

export interface UploadFormProblems {
  kind?: UploadProblem;
  file?: UploadProblem;
}

/**
 * The Documents room's form before the file's bytes are read: a kind a customer may choose, and
 * a file chosen whose name and size pass. The one check of both the form in the browser and the
 * room's action (documents-actions.server.ts), which then checks the bytes.
 */
export function uploadFormProblems(kind: string, file: FileFacts | null | undefined): UploadFormProblems {
  const problems: UploadFormProblems = {};
  if (!isUploadKind(kind)) problems.kind = "noKind";
  const fileProblem = !file || nothingChosen(file) ? "noFile" : fileFactsProblem(file);
  if (fileProblem) problems.file = fileProblem;
  return problems;
}
