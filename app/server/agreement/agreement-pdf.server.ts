import { PDFDocument } from "pdf-lib";
import type { DisclosureSection } from "#app/content/disclosures.ts";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";
import { MUTED, newDocument, Writer } from "../pdf/writer.server.ts";

// The enrollment agreement as a PDF (issue 22; decisions.md, "Agreement"), made on the server
// with pdf-lib from the plan and the customer's details: the plan and its table per debt, every
// disclosure, the consent to sign electronically. The same plan and details give the same bytes
// (the metadata dates are the plan revision's, never "now"), so the SHA-256 a consent records
// names one document. The signed copy is those pages plus a signature page with the consent's
// facts. The pages are drawn by the shared writer (app/server/pdf/writer.server.ts).

export interface AgreementDetails {
  customerName: string;
  /** "#1a2b3c4d", as the portal numbers applications. */
  applicationNumber: string;
  plan: PlanView;
  disclosures: readonly DisclosureSection[];
  esign: DisclosureSection;
  /** When this revision of the plan was made: the document's dates. */
  madeAt: Date;
  /**
   * The recurring debit authorization the signature gives (issue 44): the draft account's last
   * fours and the text filled (app/content/debit-authorization.ts). Absent before an account is given.
   */
  debitAuthorization?: {
    holderName: string;
    accountType: "checking" | "savings";
    accountLastFour: string;
    routingLastFour: string;
    paragraphs: string[];
  };
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

/** The unsigned agreement. */
export async function agreementPdf(details: AgreementDetails): Promise<Uint8Array> {
  const document = await newDocument("Enrollment Agreement", details.madeAt);
  const write = await Writer.on(document);
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
  if (details.debitAuthorization) {
    write.text("Debit authorization", { size: 12, bold: true, gap: 4 });
    for (const paragraph of details.debitAuthorization.paragraphs) write.text(paragraph, { gap: 6 });
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
  const write = await Writer.on(document);
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
