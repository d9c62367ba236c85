import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPageLeaf,
  PDFRef,
  PDFStream,
} from "pdf-lib";

// What a page's annotations look like, so the rewrite can draw them into the page before it drops
// the annotations themselves (decision 0058): a filled-in form, a stamp or a highlight still shows
// in the stored copy, as pictures, with nothing left to click, fill in or run. Each appearance is
// placed as the PDF specification places it (ISO 32000-1, 12.5.5): its bounding box, transformed
// by its own matrix, is fitted into the annotation's rectangle.

export interface Appearance {
  /** The appearance stream (a form XObject) in the source document. */
  stream: PDFRef;
  /** The matrix to concatenate before drawing it (`cm`), mapping it onto the annotation's rectangle. */
  matrix: [number, number, number, number, number, number];
}

/** Annotation flags (12.5.3): Hidden and NoView are not shown, so not drawn either. */
const NOT_SHOWN = 2 | 32;

function numbers(document: PDFDocument, value: PDFObject | undefined, count: number): number[] | null {
  const array = value ? document.context.lookup(value) : undefined;
  if (!(array instanceof PDFArray) || array.size() !== count) return null;
  const result: number[] = [];
  for (const item of array.asArray()) {
    const number = document.context.lookup(item);
    if (!(number instanceof PDFNumber) || !Number.isFinite(number.asNumber())) return null;
    result.push(number.asNumber());
  }
  return result;
}

/** The normal appearance's stream reference: the stream itself, or the one the state (/AS) picks. */
function normalAppearance(document: PDFDocument, annotation: PDFDict): PDFRef | null {
  const appearances = document.context.lookupMaybe(annotation.get(PDFName.of("AP")), PDFDict);
  const normal = appearances?.get(PDFName.of("N"));
  if (!normal) return null;
  const resolved = document.context.lookup(normal);
  if (resolved instanceof PDFStream) return normal instanceof PDFRef ? normal : null;
  if (!(resolved instanceof PDFDict)) return null;
  const state = annotation.get(PDFName.of("AS"));
  const chosen = state instanceof PDFName ? resolved.get(state) : undefined;
  return chosen instanceof PDFRef && document.context.lookup(chosen) instanceof PDFStream ? chosen : null;
}

/** The matrix that draws a form with this bounding box and matrix into `rect` (12.5.5, steps a-c). */
export function placementMatrix(
  rect: number[],
  bbox: number[],
  form: number[],
): [number, number, number, number, number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = form;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = bbox;
  const corners = [
    [x1, y1],
    [x1, y2],
    [x2, y1],
    [x2, y2],
  ].map(([x = 0, y = 0]) => [a * x + c * y + e, b * x + d * y + f] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const left = Math.min(rect[0] ?? 0, rect[2] ?? 0);
  const bottom = Math.min(rect[1] ?? 0, rect[3] ?? 0);
  if (maxX === minX || maxY === minY) return [1, 0, 0, 1, left, bottom];
  const scaleX = Math.abs((rect[2] ?? 0) - (rect[0] ?? 0)) / (maxX - minX);
  const scaleY = Math.abs((rect[3] ?? 0) - (rect[1] ?? 0)) / (maxY - minY);
  return [scaleX, 0, 0, scaleY, left - minX * scaleX, bottom - minY * scaleY];
}

/**
 * The appearances to draw for a page's shown annotations, in their order (later ones on top).
 * An appearance stream without a /Subtype is marked a form (readers accept it as one inside an
 * annotation, not as a page's XObject); one without resources gets the form's default resources,
 * which is where a field's appearance finds its font.
 */
export function pageAppearances(document: PDFDocument, page: PDFPageLeaf): Appearance[] {
  const annotations = document.context.lookupMaybe(page.get(PDFName.of("Annots")), PDFArray);
  if (!annotations) return [];
  const acroForm = document.context.lookupMaybe(document.catalog.get(PDFName.of("AcroForm")), PDFDict);
  const defaultResources = acroForm?.get(PDFName.of("DR"));
  const found: Appearance[] = [];
  for (const item of annotations.asArray()) {
    const annotation = document.context.lookup(item);
    if (!(annotation instanceof PDFDict)) continue;
    const flags = document.context.lookupMaybe(annotation.get(PDFName.of("F")), PDFNumber)?.asNumber() ?? 0;
    if (flags & NOT_SHOWN) continue;
    const reference = normalAppearance(document, annotation);
    const stream = reference ? document.context.lookup(reference) : undefined;
    if (!reference || !(stream instanceof PDFStream)) continue;
    const rect = numbers(document, annotation.get(PDFName.of("Rect")), 4);
    const bbox = numbers(document, stream.dict.get(PDFName.of("BBox")), 4);
    if (!rect || !bbox) continue;
    const form = numbers(document, stream.dict.get(PDFName.of("Matrix")), 6) ?? [1, 0, 0, 1, 0, 0];
    stream.dict.set(PDFName.of("Type"), PDFName.of("XObject"));
    stream.dict.set(PDFName.of("Subtype"), PDFName.of("Form"));
    if (!stream.dict.has(PDFName.of("Resources")) && defaultResources) {
      stream.dict.set(PDFName.of("Resources"), defaultResources);
    }
    found.push({ stream: reference, matrix: placementMatrix(rect, bbox, form) });
  }
  return found;
}
