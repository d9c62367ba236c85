import { PDFDocument } from "pdf-lib";
import { MUTED, Writer } from "../pdf/writer.server.ts";

// The signed agreement's last page (issue 44): a signature certificate, like an e-signature
// service's certificate of completion. It states what was signed (the SHA-256 of the copy
// presented, which the consent record holds), who signed (the typed name, the e-mail of the
// account), when (in the signer's zone and in UTC), from where (the address and the browser), the
// versions of the texts consented to with their consent records, and the document-signing
// certificate whose digital signature covers the whole file, this page included.

export interface ConsentLine {
  /** "Consent to sign electronically (ESIGN)". */
  label: string;
  version: string;
  consentId: string;
}

export interface CertificateFacts {
  /** "Debt Settlement Services Agreement, application #1a2b3c4d, terms as of Nov 27, 2026". */
  document: string;
  /** The SHA-256 of the copy presented for signature (the unsigned copy). */
  presentedSha256: string;
  typedName: string;
  email: string;
  /** The application's name, which the typed name matched. */
  applicationName: string;
  /** "Nov 28, 2026, 10:05:00 AM MST (Nov 28, 2026, 17:05:00 UTC)". */
  signedAt: string;
  /** When the copy signed was made (the plan's revision), in the signer's zone. */
  presentedAt: string;
  clientAddress: string;
  browser: string;
  consents: readonly ConsentLine[];
  /** The certificate that digitally signs the file, named by its SHA-256 fingerprint. */
  digitalSignature: { company: string; subject: string; fingerprint: string };
}

/** The longest browser string the page states (the consent record keeps it whole). */
const BROWSER_LENGTH = 512;

/** `agreement` (the signed pages) with the signature certificate appended as its last page. */
export async function withSignatureCertificate(
  agreement: Uint8Array,
  facts: CertificateFacts,
  signedAt: Date,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(agreement, { updateMetadata: false });
  document.setModificationDate(signedAt);
  const pages = document.getPageCount();
  const write = await Writer.on(document);
  const heading = (title: string) => write.text(title, { size: 12, bold: true, gap: 4 });
  const fact = (label: string, value: string) => write.text(`${label}: ${value}`, { gap: 3 });

  write.text("Signature certificate", { size: 18, bold: true, gap: 10 });

  heading("Document");
  fact("Document", facts.document);
  fact("SHA-256 of the document presented for signature (the unsigned copy)", facts.presentedSha256);
  fact("Pages", `${pages}, and this certificate`);
  write.space(8);

  heading("Signer");
  fact("Name typed as the signature", facts.typedName);
  fact("E-mail", facts.email);
  fact("Name on the application (the typed name matched it)", facts.applicationName);
  write.space(8);

  heading("Signed");
  fact("Time", facts.signedAt);
  fact("IP address", facts.clientAddress);
  fact("Browser", facts.browser.slice(0, BROWSER_LENGTH));
  write.space(8);

  heading("Consents recorded");
  for (const consent of facts.consents) {
    write.text(consent.label, { bold: true, gap: 2 });
    fact("Text version (SHA-256)", consent.version);
    fact("Consent record", consent.consentId);
    write.space(4);
  }
  write.space(4);

  heading("Events");
  fact("Agreement presented", facts.presentedAt);
  fact("Consent to sign electronically given, and agreement signed", facts.signedAt);
  write.space(8);

  heading("Digital signature");
  write.text(
    `This PDF carries a digital signature under the document-signing certificate of ${facts.digitalSignature.company} (${facts.digitalSignature.subject}; SHA-256 fingerprint ${facts.digitalSignature.fingerprint}). It covers every page, this one included: a PDF reader reports whether the document changed after it was signed.`,
    { color: MUTED },
  );
  return document.save({ useObjectStreams: false });
}
