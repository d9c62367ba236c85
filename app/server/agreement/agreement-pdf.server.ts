import type { ContractCompany } from "#app/config/company.ts";
import {
  AGREEMENT_PARTIES,
  AGREEMENT_TITLE,
  AUTHORIZATION_NOT_GIVEN,
  filledTerms,
  fillTerms,
  SIGNATURE_LINES,
  type TermsFigures,
} from "#app/content/agreement-terms.ts";
import type { DisclosureSection } from "#app/content/disclosures.ts";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";
import { COMPANY_TIME_ZONE, formatDayIn } from "#app/domain/time-zone.ts";
import { MUTED, newDocument, Writer } from "../pdf/writer.server.ts";

// The enrollment agreement as a PDF (issue 22), a contract between the company and the customer
// (issue 44): the parties, the versioned terms (app/content/agreement-terms.ts) with the enrolled
// debts' table, the debit authorization, every disclosure, the consent to sign electronically and
// the signature block, drawn by the shared writer (app/server/pdf/writer.server.ts). The same plan
// and details give the same bytes (the metadata dates are the plan's, never "now"), so the SHA-256
// a consent records names one document. The signed copy is the same pages with the signature block
// filled in, followed by the signature certificate (signature-certificate-pdf.server.ts).

/** The recurring debit authorization, as the customer signed it (filled in by the bank-account step). */
export interface DebitAuthorizationDetails {
  holderName: string;
  accountType: "checking" | "savings";
  accountLastFour: string;
  routingLastFour: string;
  /** The authorization's filled text (app/content/debit-authorization.ts). */
  paragraphs: string[];
}

export interface AgreementDetails {
  company: ContractCompany;
  customer: {
    name: string;
    /** The postal address as the application gives it, with the state of residence. */
    address: string;
  };
  /** "#1a2b3c4d", as the portal numbers applications. */
  applicationNumber: string;
  plan: PlanView;
  disclosures: readonly DisclosureSection[];
  esign: DisclosureSection;
  debitAuthorization?: DebitAuthorizationDetails | undefined;
  /** When this revision of the plan was made: the document's dates and its "terms as of". */
  madeAt: Date;
}

/** The signature block filled in: the name typed, and the day and time in the signer's zone. */
export interface SignatureBlock {
  typedName: string;
  /** "Nov 28, 2026". */
  date: string;
  /** "10:05 AM MST". */
  time: string;
}

/** "Terms as of": the company's day of the plan's revision. */
export function termsDate(madeAt: Date): string {
  return formatDayIn(madeAt, COMPANY_TIME_ZONE);
}

function termsFigures(details: AgreementDetails): TermsFigures {
  const { company, plan } = details;
  return {
    companyName: company.legalName,
    companyAddress: company.address ?? "address not configured (a demonstration)",
    companyPhone: company.phone,
    companyEmail: company.email,
    governingLaw: company.governingLaw,
    accountProvider: company.accountProvider,
    customerName: details.customer.name,
    customerAddress: details.customer.address,
    agreementDate: termsDate(details.madeAt),
    monthlyDeposit: plan.monthlyDeposit,
    firstDepositDate: plan.firstDepositDate,
    lastDepositDate: plan.lastDepositDate ?? plan.firstDepositDate,
    depositCount: String(plan.depositCount),
    lengthMonths: String(plan.termMonths),
    firstSettlementMonth: plan.firstSettlementMonth,
    endMonth: plan.endMonth,
    totalDebt: plan.totals.balance,
    totalSettlement: plan.totals.settlement,
    totalFee: plan.totals.fee,
    saved: plan.saved,
    savedPercent: plan.savedPercent,
  };
}

/**
 * The agreement: to read and sign without `signature` (the signature block's lines empty), or as
 * signed with it (the same pages, the block filled in).
 */
export async function agreementPdf(
  details: AgreementDetails,
  signature?: SignatureBlock,
): Promise<Uint8Array> {
  const document = await newDocument(AGREEMENT_TITLE, details.madeAt);
  const write = await Writer.on(document);
  const figures = termsFigures(details);
  const heading = (title: string) => write.text(title, { size: 12, bold: true, gap: 4 });
  const paragraphs = (lines: readonly string[]) => {
    for (const line of lines) write.text(line, { gap: 6 });
  };

  write.text(AGREEMENT_TITLE, { size: 18, bold: true, gap: 10 });
  paragraphs(AGREEMENT_PARTIES.map((line) => fillTerms(line, figures)));
  write.text(`Application ${details.applicationNumber}`, { color: MUTED, gap: 12 });

  for (const section of filledTerms(figures)) {
    heading(section.title);
    paragraphs(section.paragraphs);
    if (section.id === "debts") debtsTable(write, details.plan);
    if (section.id === "authorization") authorization(write, details.debitAuthorization);
    if (section.id === "disclosures") {
      for (const disclosure of details.disclosures) {
        write.text(disclosure.title, { size: 10, bold: true, gap: 3 });
        paragraphs(disclosure.paragraphs);
      }
    }
    if (section.id === "esign") {
      write.text(details.esign.title, { size: 10, bold: true, gap: 3 });
      paragraphs(details.esign.paragraphs);
    }
    if (section.id === "signatures") {
      write.text(
        `${SIGNATURE_LINES.client}: ${signature ? `/s/ ${signature.typedName}` : SIGNATURE_LINES.blank}`,
        {
          size: 11,
          gap: 8,
        },
      );
      write.text(`${SIGNATURE_LINES.date}: ${signature?.date ?? SIGNATURE_LINES.blank}`, {
        size: 11,
        gap: 8,
      });
      write.text(`${SIGNATURE_LINES.time}: ${signature?.time ?? SIGNATURE_LINES.blank}`, {
        size: 11,
        gap: 8,
      });
    }
    write.space(6);
  }
  return document.save({ useObjectStreams: false });
}

function debtsTable(write: Writer, plan: PlanView) {
  const columns = [0, 250, 330, 410, 500];
  write.row(["Creditor", "Balance", "Settlement", "Est. fee", "Expected"], columns, { bold: true });
  for (const debt of plan.debts) {
    write.row([debt.creditor, debt.balance, debt.settlement, debt.fee, debt.expectedMonth], columns, {
      widths: [240],
    });
  }
  write.row(["Total", plan.totals.balance, plan.totals.settlement, plan.totals.fee, ""], columns, {
    bold: true,
  });
  write.space(6);
  for (const debt of plan.notEnrolled) {
    write.text(`${debt.creditor} (${debt.balance}): ${debt.reason}.`);
  }
  write.space(6);
}

function authorization(write: Writer, given: DebitAuthorizationDetails | undefined) {
  if (!given) {
    write.text(AUTHORIZATION_NOT_GIVEN, { gap: 6 });
    return;
  }
  const type = given.accountType === "checking" ? "Checking" : "Savings";
  write.text(`Account holder: ${given.holderName}`);
  write.text(
    `${type} account ending in ${given.accountLastFour}, at the bank whose routing number ends in ${given.routingLastFour}`,
    { gap: 6 },
  );
  for (const paragraph of given.paragraphs) write.text(paragraph, { gap: 6 });
}
