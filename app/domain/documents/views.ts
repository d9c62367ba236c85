// The Documents room's list (issue 22): what each document is, its name and size, when it was
// added (in the reader's zone), and where to download it.
import { formatDateTimeIn } from "../time-zone.ts";
import { DOCUMENT_KIND_LABELS, type DocumentKind } from "./kinds.ts";

export interface DocumentView {
  id: string;
  kind: string;
  fileName: string;
  size: string;
  added: string;
  href: string;
}

export const DOCUMENTS_MESSAGES = {
  heading: "Documents",
  intro:
    "Your agreement and the documents of your program, and the letters you send us. Only you and our team can open them.",
  empty: "No documents yet. Your signed enrollment agreement and the documents you upload will be kept here.",
  failedLoad: "Your documents could not be loaded. Please reload the page in a moment.",
} as const;

/** 1,536 → "2 KB"; 2,400,000 → "2.3 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function documentView(
  row: { id: string; kind: DocumentKind; fileName: string; sizeBytes: number; createdAt: Date },
  timeZone: string,
  hrefBase: string,
): DocumentView {
  return {
    id: row.id,
    kind: DOCUMENT_KIND_LABELS[row.kind],
    fileName: row.fileName,
    size: formatSize(row.sizeBytes),
    added: formatDateTimeIn(row.createdAt, timeZone),
    href: `${hrefBase}/${row.id}`,
  };
}
