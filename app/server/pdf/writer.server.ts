import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

// The one way the server writes a PDF's pages (the enrollment agreement, issue 22; the monthly
// statement, issue 44): US Letter, Helvetica, lines written top-down and wrapped, table rows at
// fixed offsets, a new page when one is full. The standard fonts need no embedding, and the same
// input and dates give the same bytes (an agreement's SHA-256 names one document).

export const PAGE = { width: 612, height: 792, margin: 56 } as const;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.3, 0.33, 0.38);

/**
 * The standard fonts write Windows-1252 only: a letter outside it is written without its accent
 * when it has one ("Łukasz" → "Lukasz"), otherwise as "?". The page shows the exact name.
 */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const char of text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"')) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      "\u2013\u2014\u2022".includes(char)
    ) {
      out += char;
      continue;
    }
    const plain = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += /^[\x20-\x7e]+$/.test(plain) ? plain : char === "\u0141" ? "L" : char === "\u0142" ? "l" : "?";
  }
  return out;
}

/** How a table cell sits at its column's offset: starting there, or ending there. */
export type CellAlign = "left" | "right";

/** Writes lines top-down, page after page. */
export class Writer {
  readonly #document: PDFDocument;
  readonly #regular: PDFFont;
  readonly #bold: PDFFont;
  #page: PDFPage;
  #y: number = PAGE.height - PAGE.margin;

  constructor(document: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.#document = document;
    this.#regular = regular;
    this.#bold = bold;
    this.#page = this.newPage();
  }

  /** A writer on a new page of `document`, with Helvetica and Helvetica Bold. */
  static async on(document: PDFDocument): Promise<Writer> {
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    return new Writer(document, regular, bold);
  }

  private newPage(): PDFPage {
    const page = this.#document.addPage([PAGE.width, PAGE.height]);
    this.#y = PAGE.height - PAGE.margin;
    return page;
  }

  private room(height: number) {
    if (this.#y - height < PAGE.margin) {
      this.#page = this.newPage();
    }
  }

  /** One paragraph, wrapped to the page's width. */
  text(text: string, { size = 10, bold = false, color = INK, gap = 4, indent = 0 } = {}) {
    const font = bold ? this.#bold : this.#regular;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const words = pdfSafeText(text).split(/\s+/).filter(Boolean);
    let line = "";
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const written of lines) {
      this.room(size + 2);
      this.#y -= size + 2;
      this.#page.drawText(written, { x: PAGE.margin + indent, y: this.#y, size, font, color });
    }
    this.#y -= gap;
  }

  /**
   * A row of cells at fixed x offsets (a table line). By default the first cell starts at its
   * offset and every other ends at its own (figures line up on the right); `align` says otherwise
   * per cell, and `widths` cuts a left-aligned cell that would run into the next ("…").
   */
  row(
    cells: readonly string[],
    columns: readonly number[],
    {
      bold = false,
      size = 9,
      align,
      widths,
    }: { bold?: boolean; size?: number; align?: readonly CellAlign[]; widths?: readonly number[] } = {},
  ) {
    const font = bold ? this.#bold : this.#regular;
    this.room(size + 4);
    this.#y -= size + 4;
    cells.forEach((cell, index) => {
      const right = (align?.[index] ?? (index > 0 ? "right" : "left")) === "right";
      const width = widths?.[index];
      const text = width === undefined ? pdfSafeText(cell) : fitted(pdfSafeText(cell), font, size, width);
      const x = PAGE.margin + (columns[index] ?? 0);
      const shift = right ? font.widthOfTextAtSize(text, size) : 0;
      this.#page.drawText(text, { x: x - shift, y: this.#y, size, font, color: INK });
    });
  }

  space(points: number) {
    this.#y -= points;
  }

  pageBreak() {
    this.#page = this.newPage();
  }
}

/** `text` cut to `width` points, its end marked with "..." when cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** A new document whose dates are `madeAt` (never "now"), so the same input gives the same bytes. */
export async function newDocument(title: string, madeAt: Date): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor("Harborline Debt Relief");
  document.setCreator("Harborline");
  document.setProducer("Harborline");
  document.setCreationDate(madeAt);
  document.setModificationDate(madeAt);
  return document;
}
