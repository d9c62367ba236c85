import { ParseSpeeds, PDFDocument } from "pdf-lib";
import { findActiveObjects } from "./pdf-object-findings.ts";
import { listWithReader, MAX_PAGES, type ReaderListing, TooManyPages } from "./pdf-reader-findings.ts";
import { rewritePdf } from "./pdf-rewrite.ts";

// An uploaded PDF checked by two real parsers and rewritten (decision 0058), run in the upload
// check's worker (pdf-check.worker.ts). Refused as active when either parser finds anything that
// acts; as uncheckable when either cannot read it, when they disagree on the pages, or when the
// rewritten copy does not come out pages-only under both again. Only the rewritten copy is kept.

export type PdfInspection =
  | { verdict: "plain"; bytes: Uint8Array; pages: number }
  | { verdict: "active"; findings: string[] }
  | { verdict: "uncheckable"; reason: string }
  /** More than the check takes on (pages, annotations); the limits' own refusal says the same. */
  | { verdict: "tooComplex"; reason: string };

const uncheckable = (reason: string): PdfInspection => ({ verdict: "uncheckable", reason });

/**
 * More annotations than a letter, a form or a marked-up statement has: each is listed by pdf.js and
 * drawn into its page, seconds of work for tens of thousands, so the count is refused up front.
 */
export const MAX_ANNOTATIONS = 10_000;

/** pdf-lib's document, or null when it cannot read the file (encrypted ones included). */
async function loadObjects(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    // Fastest: all at once (the default pauses a timer tick every 100 objects, seconds of idling
    // for a file of many small objects; this runs on a thread of its own anyway).
    return await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch {
    return null;
  }
}

/** pdf-lib's page count, or null when its page tree cannot be read (no catalog, a loop…). */
function pageCount(document: PDFDocument | null): number | null {
  try {
    return document ? document.getPageCount() : null;
  } catch {
    return null;
  }
}

type Examination =
  | { tooMany: string }
  /** `document` is set only when both parsers read it and agree on its pages. */
  | { findings: string[]; document: PDFDocument | null; pages: number };

/** Why pdf-lib's view is more than the check takes on (read cheaply, before pdf.js's listing), or null. */
function tooMuch(document: PDFDocument | null): string | null {
  const pages = pageCount(document);
  if (!document || pages === null) return null;
  if (pages > MAX_PAGES) return `${pages} pages`;
  let annotations = 0;
  try {
    for (const page of document.getPages()) annotations += page.node.Annots()?.size() ?? 0;
  } catch {
    return null;
  }
  return annotations > MAX_ANNOTATIONS ? `${annotations} annotations` : null;
}

/** Both parsers' view of `bytes`: what acts, and whether both could read it and agree on the pages. */
async function examine(bytes: Uint8Array): Promise<Examination> {
  const document = await loadObjects(bytes);
  const excess = tooMuch(document);
  if (excess) return { tooMany: excess };
  let listing: ReaderListing | null = null;
  try {
    listing = await listWithReader(bytes);
  } catch (error) {
    if (error instanceof TooManyPages) return { tooMany: error.message };
  }
  const findings = [...(listing?.findings ?? []), ...(document ? findActiveObjects(document) : [])];
  const pages = listing?.pages ?? 0;
  const readable = document !== null && pages > 0 && pageCount(document) === pages;
  return { findings: [...new Set(findings)], document: readable ? document : null, pages };
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const original = await examine(bytes);
  if ("tooMany" in original) return { verdict: "tooComplex", reason: original.tooMany };
  if (original.findings.length > 0) return { verdict: "active", findings: original.findings };
  if (!original.document) return uncheckable("the parsers could not read it alike");
  let rewritten: Uint8Array;
  try {
    rewritten = await rewritePdf(original.document);
  } catch (error) {
    return uncheckable(`the rewrite failed: ${error instanceof Error ? error.message : "unknown"}`);
  }
  const copy = await examine(rewritten);
  if ("tooMany" in copy || copy.findings.length > 0) return uncheckable("the copy is not pages only");
  if (!copy.document || copy.pages !== original.pages) return uncheckable("the copy did not read back alike");
  return { verdict: "plain", bytes: rewritten, pages: copy.pages };
}
