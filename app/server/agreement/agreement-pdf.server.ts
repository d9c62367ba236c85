import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DisclosureSection } from "#app/content/disclosures.ts";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";

// The enrollment agreement as a PDF (issue 22; decisions.md, "Agreement"), made on the server
// with pdf-lib from the plan and the customer's details: the plan and its table per debt, every
// disclosure, the consent to sign electronically. The same plan and details give the same bytes
// (the metadata dates are the plan revision's, never "now"), so the SHA-256 a consent records
// names one document. The signed copy is those pages plus a signature page with the consent's
// facts.

export interface AgreementDetails {
  customerName: string;
  /** "#1a2b3c4d", as the portal numbers applications. */
  applicationNumber: string;
  plan: PlanView;
  disclosures: readonly DisclosureSection[];
  esign: DisclosureSection;
  /** When this revision of the plan was made: the document's dates. */
  madeAt: Date;
}

export interface SignatureFacts {
  typedName: string;
  /** "Nov 26, 2026, 7:35 PM MST": the moment, in the customer's zone, named. */
  signedAt: string;
  clientAddress: string;
  browser: string;
  agreementSha256: string;
  disclosureVersion: string;
  consentId: string;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.3, 0.33, 0.38);

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

/** Writes lines top-down, page after page. */
class Writer {
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

  /** A row of cells at fixed x offsets (a table line). */
  row(cells: readonly string[], columns: readonly number[], { bold = false, size = 9 } = {}) {
    const font = bold ? this.#bold : this.#regular;
    this.room(size + 4);
    this.#y -= size + 4;
    cells.forEach((cell, index) => {
      const right = index > 0;
      const text = pdfSafeText(cell);
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

async function newDocument(title: string, madeAt: Date) {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor("Harborline Debt Relief");
  document.setCreator("Harborline");
  document.setProducer("Harborline");
  document.setCreationDate(madeAt);
  document.setModificationDate(madeAt);
  return document;
}

/** The unsigned agreement. */
export async function agreementPdf(details: AgreementDetails): Promise<Uint8Array> {
  const document = await newDocument("Enrollment Agreement", details.madeAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const write = new Writer(document, regular, bold);
  const { plan } = details;

  write.text("Enrollment Agreement", { size: 18, bold: true, gap: 6 });
  write.text("Harborline Debt Relief (a demonstration: no account is opened and no money moves)", {
    color: MUTED,
    gap: 10,
  });
  write.text(`Client: ${details.customerName}`);
  write.text(`Application ${details.applicationNumber}, plan revision ${plan.revision}`, { gap: 12 });

  write.text("Your plan", { size: 13, bold: true, gap: 6 });
  write.text(
    `Length: ${plan.termMonths} months. Monthly deposit: ${plan.monthlyDeposit}, the first on ${plan.firstDepositDate}, the last on ${plan.lastDepositDate ?? plan.firstDepositDate} (${plan.depositCount} deposits, each on a business day).`,
  );
  write.text(
    `Enrolled debt: ${plan.totals.balance}. Expected settlements: ${plan.totals.settlement}. Expected fees: ${plan.totals.fee}. Expected savings after fees: ${plan.saved} (${plan.savedPercent}).`,
  );
  write.text(
    `Expected first settlement: ${plan.firstSettlementMonth}. Expected end of the program: ${plan.endMonth}.`,
    { gap: 10 },
  );

  const columns = [0, 250, 330, 400, 500];
  write.row(["Creditor", "Balance", "Settlement", "Fee", "Expected"], columns, { bold: true });
  for (const debt of plan.debts) {
    write.row([debt.creditor, debt.balance, debt.settlement, debt.fee, debt.expectedMonth], columns);
  }
  write.row(["Total", plan.totals.balance, plan.totals.settlement, plan.totals.fee, ""], columns, {
    bold: true,
  });
  for (const debt of plan.notEnrolled) write.text(`${debt.creditor} (${debt.balance}): ${debt.reason}.`);
  write.space(14);

  for (const section of details.disclosures) {
    write.text(section.title, { size: 12, bold: true, gap: 4 });
    for (const paragraph of section.paragraphs) write.text(paragraph, { gap: 6 });
    write.space(4);
  }
  write.text(details.esign.title, { size: 12, bold: true, gap: 4 });
  for (const paragraph of details.esign.paragraphs) write.text(paragraph, { gap: 6 });

  return document.save({ useObjectStreams: false });
}

/** The signed copy: the agreement's own pages, then a page with the signature's facts. */
export async function signedAgreementPdf(unsigned: Uint8Array, facts: SignatureFacts, signedAt: Date) {
  const document = await PDFDocument.load(unsigned, { updateMetadata: false });
  document.setModificationDate(signedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const write = new Writer(document, regular, bold);
  write.text("Signature", { size: 16, bold: true, gap: 10 });
  write.text(`Signed electronically by typing the name: ${facts.typedName}`);
  write.text(`Signed on: ${facts.signedAt}`);
  write.text(`From the address: ${facts.clientAddress}`);
  write.text(`Browser: ${facts.browser}`, { gap: 10 });
  write.text(`SHA-256 of the agreement signed (the pages before this one): ${facts.agreementSha256}`);
  write.text(`Version of the disclosures shown: ${facts.disclosureVersion}`);
  write.text(`Consent record: ${facts.consentId}`);
  return document.save({ useObjectStreams: false });
}
