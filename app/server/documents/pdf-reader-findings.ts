import { getResolvedPDFJS } from "unpdf";

// What a PDF reader would run or hand over when the file is opened, as pdf.js itself lists it
// (decision 0058). pdf.js is the reader our customers' and admins' browsers use, so what it sees
// is what an attacker aims at: a script hidden by a syntax trick is found here because pdf.js
// decodes the file exactly as it does when it shows it. Runs in the upload check's worker only
// (pdf-check.worker.ts): a file is attacker-controlled input and pdf.js is a large parser.

/** More pages than a customer's letter or court paper has: refused before each page is read. */
export const MAX_PAGES = 1000;

export class TooManyPages extends Error {}

export interface ReaderListing {
  pages: number;
  /** What would act: scripts, attachments, XFA, form or page actions; empty for pages only. */
  findings: string[];
}

/** Annotation types (pdf.js's numbering) that attach, play or run something. */
const ACTIVE_ANNOTATIONS = new Map([
  [17, "file attachment annotation"],
  [18, "sound annotation"],
  [19, "movie annotation"],
  [21, "screen annotation"],
  [25, "3D annotation"],
  [27, "rich media annotation"],
]);

/** Reads one annotation as pdf.js reports it: the parts of it that act. */
function annotationFindings(annotation: Record<string, unknown>): string[] {
  const found: string[] = [];
  const type = ACTIVE_ANNOTATIONS.get(Number(annotation.annotationType));
  if (type) found.push(type);
  if (annotation.actions && Object.keys(annotation.actions).length > 0) found.push("annotation script");
  if (annotation.attachment) found.push("annotation attachment");
  if (annotation.resetForm) found.push("form reset action");
  if (annotation.setOCGState) found.push("layer change action");
  return found;
}

/**
 * Opens `bytes` with pdf.js (no scripting, no fonts, no network, no WebAssembly) and
 * lists what would act. Throws when pdf.js cannot open the file (broken, or a password needed),
 * and TooManyPages past MAX_PAGES.
 */
export async function listWithReader(bytes: Uint8Array): Promise<ReaderListing> {
  const { getDocument } = await getResolvedPDFJS();
  // pdf.js takes over (detaches) the buffer it is given: a copy keeps the caller's bytes intact.
  // This pdf.js (6.1) has no eval to turn off: it never builds code from a file's text, and its
  // PostScript functions would compile to WebAssembly, which is off here with its image decoders.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages > MAX_PAGES) throw new TooManyPages(`${document.numPages} pages`);
    const findings: string[] = [];
    if (await document.getJSActions()) findings.push("document script");
    const openAction = await document.getOpenAction();
    if (openAction?.action) findings.push("automatic named action");
    const attachments = await document.getAttachments();
    if (attachments && attachments.size > 0) findings.push("attached file");
    if (await document.hasJSActions()) findings.push("form script");
    const fields = (await document.getFieldObjects()) ?? {};
    for (const widgets of Object.values(fields)) {
      for (const widget of widgets as Record<string, unknown>[]) {
        if (widget.actions && Object.keys(widget.actions).length > 0) findings.push("form field action");
      }
    }
    const info: Record<string, unknown> = { ...(await document.getMetadata()).info };
    if (document.isPureXfa || info.IsXFAPresent) findings.push("XFA form");
    if (info.IsCollectionPresent) findings.push("portfolio");
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      if (await page.getJSActions()) findings.push("page script");
      for (const annotation of await page.getAnnotations({ intent: "any" })) {
        findings.push(...annotationFindings(annotation as Record<string, unknown>));
      }
      page.cleanup();
    }
    return { pages: document.numPages, findings: [...new Set(findings)] };
  } finally {
    await task.destroy();
  }
}
