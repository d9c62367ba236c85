import type { ContractCompany } from "#app/config/company.ts";
import { AGREEMENT_TITLE } from "#app/content/agreement-terms.ts";
import { formatDateTimeIn, formatDayIn } from "#app/domain/time-zone.ts";
import { signPdf } from "../pdf/sign-pdf.server.ts";
import type { DocumentSigner } from "../pdf/signing-certificate.server.ts";
import { type AgreementDetails, agreementPdf, termsDate } from "./agreement-pdf.server.ts";
import {
  AGREEMENT_TERMS_VERSION,
  AGREEMENT_VERSION,
  DISCLOSURES_VERSION,
  ESIGN_VERSION,
} from "./agreement-version.server.ts";
import { withSignatureCertificate } from "./signature-certificate-pdf.server.ts";

// The signed copy of the agreement (issue 44, docs/decisions/0067): the pages presented with the
// signature block filled in (the typed name, the day and the time in the signer's zone), the
// signature certificate after them, and the PDF digital signature (PAdES, decision 62) over it all.

export interface SignedCopyRequest {
  /** What the presented copy was made from, and that copy's SHA-256. */
  details: AgreementDetails;
  presentedSha256: string;
  typedName: string;
  /** The signer's account e-mail. */
  email: string;
  clientAddress: string | null;
  userAgent: string | null;
  timeZone: string;
  company: ContractCompany;
  signer: DocumentSigner;
  /** The consent records written with the signature (the debit authorization's: issue 44). */
  consents: {
    esignId: string;
    consentId: string;
    debitAuthorization?: { consentId: string; version: string } | undefined;
  };
  now: Date;
}

/** "10:05 AM MST": the time of day of `moment` in `timeZone`, its zone named. */
function timeOfDayIn(moment: Date, timeZone: string): string {
  // The date-and-time format is the day's format, ", ", then the time with its zone.
  return formatDateTimeIn(moment, timeZone).slice(formatDayIn(moment, timeZone).length + 2);
}

export async function signedAgreementPdf(request: SignedCopyRequest): Promise<Uint8Array> {
  const { details, now, timeZone: zone, company, signer } = request;
  const filled = await agreementPdf(details, {
    typedName: request.typedName,
    date: formatDayIn(now, zone),
    time: timeOfDayIn(now, zone),
  });
  const withCertificate = await withSignatureCertificate(
    filled,
    {
      document: `${AGREEMENT_TITLE}, application ${details.applicationNumber}, terms as of ${termsDate(details.madeAt)}`,
      presentedSha256: request.presentedSha256,
      typedName: request.typedName,
      email: request.email,
      applicationName: details.customer.name,
      signedAt: `${formatDateTimeIn(now, zone, { seconds: true })} (${formatDateTimeIn(now, "UTC", { seconds: true })})`,
      presentedAt: formatDateTimeIn(details.madeAt, zone, { seconds: true }),
      clientAddress: request.clientAddress ?? "not known",
      browser: request.userAgent ?? "not known",
      consents: [
        {
          label: "Consent to sign electronically (ESIGN)",
          version: ESIGN_VERSION,
          consentId: request.consents.esignId,
        },
        {
          label: `The agreement: its terms (${AGREEMENT_TERMS_VERSION}) and disclosures (${DISCLOSURES_VERSION}), together`,
          version: AGREEMENT_VERSION,
          consentId: request.consents.consentId,
        },
        ...(request.consents.debitAuthorization
          ? [
              {
                label: "The recurring debit authorization",
                version: request.consents.debitAuthorization.version,
                consentId: request.consents.debitAuthorization.consentId,
              },
            ]
          : []),
      ],
      digitalSignature: {
        company: company.legalName,
        subject: signer.subject,
        fingerprint: signer.fingerprint,
      },
    },
    now,
  );
  return signPdf(withCertificate, signer, {
    at: now,
    reason: `${AGREEMENT_TITLE}, signed by ${request.typedName}`,
    name: company.legalName,
    contactInfo: company.email,
    location: company.address ?? "",
  });
}
