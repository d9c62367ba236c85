import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFObjectCopier,
  PDFStream,
} from "pdf-lib";
import { DOCUMENT_MAX_BYTES } from "../../domain/documents/kinds.ts";
import { type Appearance, pageAppearances } from "./annotation-appearances.ts";

// The copy of an uploaded PDF that is stored and served (decision 0058): a new document holding
// only the pages, each reduced to what draws it. No catalog actions, names, outlines, forms,
// attached files, annotations or page actions are carried over, whatever the original held or
// however it hid them: what is not on this list is not in the copy. Annotations that show are
// drawn into their page first (annotation-appearances.ts).

/** What a page keeps: its boxes, rotation, scale, transparency group, resources and contents. */
const PAGE_KEYS = [
  "MediaBox",
  "CropBox",
  "BleedBox",
  "TrimBox",
  "ArtBox",
  "Rotate",
  "UserUnit",
  "Group",
  "Resources",
  "Contents",
] as const;
/** Kept by a page from its ancestors in the page tree when it does not say them itself. */
const INHERITED = new Set(["MediaBox", "CropBox", "Rotate", "Resources"]);

export class RewriteProblem extends Error {}

/** Fields whose values have no appearance yet (a form saved with "NeedAppearances") get one. */
function drawMissingFieldAppearances(source: PDFDocument) {
  if (!source.catalog.has(PDFName.of("AcroForm"))) return;
  try {
    source.getForm().updateFieldAppearances();
  } catch {
    // A form pdf-lib cannot draw keeps the appearances it came with.
  }
}

/** The page's contents as a list of stream references (a single stream or an array of them). */
function contentList(target: PDFDocument, contents: PDFObject | undefined): PDFObject[] {
  if (!contents) return [];
  const resolved = target.context.lookup(contents);
  if (resolved instanceof PDFArray) return resolved.asArray();
  return resolved instanceof PDFStream ? [contents] : [];
}

/** Draws the appearances over the page's own contents, which run in a saved graphics state. */
function drawAppearances(
  target: PDFDocument,
  page: PDFDict,
  appearances: Appearance[],
  copier: PDFObjectCopier,
) {
  const { context } = target;
  const resources =
    context.lookupMaybe(page.get(PDFName.of("Resources")), PDFDict)?.clone(context) ?? context.obj({});
  const xObjects =
    context.lookupMaybe(resources.get(PDFName.of("XObject")), PDFDict)?.clone(context) ?? context.obj({});
  // Names of our own, numbered (pdf-lib's uniqueKey lists every key for each name it makes: a page
  // with many annotations would take quadratic time).
  const taken = new Set(xObjects.keys().map((key) => key.decodeText()));
  let operators = "Q\n";
  let counter = 0;
  for (const { stream, matrix } of appearances) {
    let name = PDFName.of(`Annotation${counter}`);
    while (taken.has(name.decodeText())) name = PDFName.of(`Annotation${++counter}`);
    counter += 1;
    xObjects.set(name, copier.copy(stream));
    operators += `q ${matrix.map((value) => Number(value.toFixed(6))).join(" ")} cm ${name.asString()} Do Q\n`;
  }
  resources.set(PDFName.of("XObject"), xObjects);
  page.set(PDFName.of("Resources"), resources);
  const before = context.register(context.stream("q\n"));
  const after = context.register(context.flateStream(operators));
  const contents = contentList(target, page.get(PDFName.of("Contents")));
  page.set(PDFName.of("Contents"), context.obj([before, ...contents, after]));
}

/** Every object the copy holds is one pdf-lib understood: raw bytes it could not parse are not passed on. */
function assertParsedOnly(target: PDFDocument) {
  for (const [, object] of target.context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject) throw new RewriteProblem("an object could not be parsed");
  }
}

/** The pages of `source` (loaded by pdf-lib), and nothing else, as a new PDF's bytes. */
export async function rewritePdf(source: PDFDocument): Promise<Uint8Array> {
  drawMissingFieldAppearances(source);
  const target = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source.context, target.context);
  for (const sourcePage of source.getPages()) {
    const leaf = sourcePage.node;
    const appearances = pageAppearances(source, leaf);
    const page = target.addPage().node;
    for (const key of PAGE_KEYS) {
      const name = PDFName.of(key);
      const value = INHERITED.has(key) ? leaf.getInheritableAttribute(name) : leaf.get(name);
      if (value !== undefined) page.set(name, copier.copy(value));
    }
    if (appearances.length > 0) drawAppearances(target, page, appearances, copier);
  }
  assertParsedOnly(target);
  // Plain syntax first (every object readable as it stands); compressed object streams only when
  // that copy would not fit the document store's limit.
  const plain = await target.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
  if (plain.byteLength <= DOCUMENT_MAX_BYTES) return plain;
  const compact = await target.save({
    useObjectStreams: true,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
  if (compact.byteLength > DOCUMENT_MAX_BYTES) throw new RewriteProblem("the rewritten copy is over 10 MB");
  return compact;
}
