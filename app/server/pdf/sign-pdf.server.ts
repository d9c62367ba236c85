import crypto from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import * as asn1js from "asn1js";
import { PDFDocument } from "pdf-lib";
import * as pkijs from "pkijs";
import { type DocumentSigner, ENGINE } from "./signing-certificate.server.ts";

// A PDF digital signature (issue 44): PAdES baseline B-B, the signature every PDF reader checks
// ("signed, and not changed since"). @signpdf's placeholder for pdf-lib adds the signature field
// (an invisible widget on page 1, /SubFilter /ETSI.CAdES.detached) and leaves room for the
// signature; @signpdf/signpdf fills in the byte range (the whole file but that room) and asks our
// signer for a detached CMS SignedData over those bytes. The signer is ours, on pkijs, because
// PAdES wants signed attributes @signpdf's own signer (node-forge) does not write: content type,
// message digest and the ESS signing-certificate-v2 (the certificate's SHA-256), and no CMS signing
// time (the claimed time is the signature dictionary's /M). No network: B-T and later need a
// timestamp authority.

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
} as const;

/** Hex characters kept for the signature: a CMS with one RSA-3072 certificate needs about 4,000. */
export const SIGNATURE_ROOM = 16_384;

export class SigningCertificateExpiredError extends Error {
  constructor() {
    super("the document-signing certificate has expired");
  }
}

export interface SignatureDetails {
  /** The claimed signing time (the signature dictionary's /M): the services' clock. */
  at: Date;
  /** Shown by readers beside the signature. */
  reason?: string;
  name?: string;
  location?: string;
  contactInfo?: string;
}

/** Whether `signer`'s certificate is valid at `at` (an expired one never signs). */
export function canSign(signer: DocumentSigner, at: Date): boolean {
  return at.getTime() < signer.notAfter.getTime();
}

/**
 * `bytes` (a PDF) digitally signed by `signer`: the same document with a signature field whose
 * signature covers every byte of the file but the signature itself. Refuses with an expired
 * certificate (SigningCertificateExpiredError).
 */
export async function signPdf(
  bytes: Uint8Array,
  signer: DocumentSigner,
  details: SignatureDetails,
): Promise<Uint8Array> {
  if (!canSign(signer, details.at)) throw new SigningCertificateExpiredError();
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: details.reason ?? "Issued by Harborline Debt Relief",
    contactInfo: details.contactInfo ?? "",
    name: details.name ?? "Harborline Debt Relief",
    location: details.location ?? "",
    signingTime: details.at,
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Harborline",
  });
  const prepared = await document.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(prepared), new CadesSigner(signer));
  return new Uint8Array(signed);
}

/** @signpdf's Signer: a detached CAdES SignedData over the bytes it is given. */
class CadesSigner extends Signer {
  readonly #signer: DocumentSigner;

  constructor(signer: DocumentSigner) {
    super();
    this.#signer = signer;
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return Buffer.from(await cadesSignature(content, this.#signer));
  }
}

/** A DER ContentInfo holding a detached SignedData over `content` (CAdES-B-B attributes). */
export async function cadesSignature(content: Uint8Array, signer: DocumentSigner): Promise<Uint8Array> {
  const certificate = pkijs.Certificate.fromBER(new Uint8Array(signer.certificateDer));
  const sha256 = (data: Uint8Array) => new Uint8Array(crypto.createHash("sha256").update(data).digest());
  // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } (RFC 5035); the ESSCertIDv2's
  // hashAlgorithm is left out, SHA-256 being its default.
  const signingCertificateV2 = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.OctetString({ valueHex: sha256(signer.certificateDer) }),
              new pkijs.IssuerSerial({
                issuer: new pkijs.GeneralNames({
                  names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
                }),
                serialNumber: certificate.serialNumber,
              }).toSchema(),
            ],
          }),
        ],
      }),
    ],
  });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({
        type: OID.contentType,
        values: [new asn1js.ObjectIdentifier({ value: OID.data })],
      }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: sha256(content) })],
      }),
      new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
    ],
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs,
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(signer.privateKey, 0, "SHA-256", undefined, ENGINE);
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
