import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFStream } from "pdf-lib";

// What a PDF holds that acts, found in every object pdf-lib parsed (decision 0058): the second
// parser's view, with names decoded as a reader decodes them (`/J#61vaScript` is /JavaScript).
// pdf.js lists what it would run (pdf-reader-findings.ts); this walk also finds what pdf.js keeps
// quiet about: an automatic /URI, a /GoToR to a network share, a /GoToE, a chained /Next. Every
// object is read, reachable or not, and nothing is followed by reference (each indirect object is
// visited once from the list), so the walk is linear in the objects and cannot loop.

/** Keys that carry scripts, event actions, attached files or XFA wherever they appear. */
const ACTIVE_KEYS = new Set([
  "JS",
  "JavaScript",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "RichMediaContent",
  "RichMediaExecute",
  "XFA",
]);

/** Action types (/S) that run, send, load, play or change something. */
const ACTIVE_ACTIONS = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "ResetForm",
  "GoToR",
  "GoToE",
  "GoTo3DView",
  "RichMediaExecute",
  "Rendition",
  "Movie",
  "Sound",
  "Hide",
  "SetOCGState",
]);

/** Annotation (/Subtype) and object (/Type) kinds that attach, play or run something. */
const ACTIVE_KINDS = new Set([
  "FileAttachment",
  "RichMedia",
  "Screen",
  "Movie",
  "Sound",
  "3D",
  "EmbeddedFile",
]);

// pdf-lib keeps one PDFName per decoded name (`/J#61vaScript` and `/JavaScript` are the same
// object), so names are compared by identity: decoding each name's text again would be the walk's
// main cost on a file of many small dictionaries.
const names = (list: Iterable<string>) => new Set([...list].map((name) => PDFName.of(name)));
const ACTIVE_KEY_NAMES = names(ACTIVE_KEYS);
const ACTIVE_ACTION_NAMES = names(ACTIVE_ACTIONS);
const ACTIVE_KIND_NAMES = names(ACTIVE_KINDS);
const S = PDFName.of("S");
const TYPE = PDFName.of("Type");
const SUBTYPE = PDFName.of("Subtype");
const OPEN_ACTION = PDFName.of("OpenAction");
const NEXT = PDFName.of("Next");
const GO_TO = PDFName.of("GoTo");

/**
 * Whether an /OpenAction only opens the document at a place in it: a destination array, or a
 * plain /GoTo with no action chained after it. Anything else happens without a click.
 */
function opensInDocument(document: PDFDocument, value: PDFObject | undefined): boolean {
  const action = value ? document.context.lookup(value) : undefined;
  if (action instanceof PDFArray) return true;
  if (!(action instanceof PDFDict)) return false;
  return action.get(S) === GO_TO && !action.has(NEXT);
}

/** What one dictionary says that acts (its nested values are read by the walk). */
function dictionaryFindings(document: PDFDocument, dict: PDFDict): string[] {
  const found: string[] = [];
  for (const [key, value] of dict.entries()) {
    if (ACTIVE_KEY_NAMES.has(key)) found.push(key.decodeText());
    if (key === OPEN_ACTION && !opensInDocument(document, value)) found.push("automatic action");
    if (!(value instanceof PDFName)) continue;
    if (key === S && ACTIVE_ACTION_NAMES.has(value)) found.push(`${value.decodeText()} action`);
    if ((key === SUBTYPE || key === TYPE) && ACTIVE_KIND_NAMES.has(value)) found.push(value.decodeText());
  }
  return found;
}

/** Every finding in the document's objects, direct and indirect; empty when it is pages only. */
export function findActiveObjects(document: PDFDocument): string[] {
  const found = new Set<string>();
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  // Only what can hold more (numbers, names and strings have nothing under them), and one at a
  // time (never `push(...values)`): an array of a million items is a valid PDF object.
  const queue = (values: Iterable<PDFObject>) => {
    for (const value of values) {
      if (value instanceof PDFDict || value instanceof PDFArray || value instanceof PDFStream)
        pending.push(value);
    }
  };
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const finding of dictionaryFindings(document, dict)) found.add(finding);
      queue(dict.values());
    } else if (dict instanceof PDFArray) {
      queue(dict.asArray());
    }
  }
  return [...found];
}
