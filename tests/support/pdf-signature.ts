import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { ENGINE } from "#app/server/pdf/signing-certificate.server.ts";

// What a PDF reader checks of a digital signature (issue 44), done here with pkijs: the byte range
// covers the whole file but the signature's own hole; the CMS SignedData verifies over those bytes
// with the certificate it carries (its message digest is theirs); the signed attributes are
// PAdES's (content type, message digest, signing-certificate-v2 naming that certificate, no CMS
// signing time); and which certificate it is.

export interface PdfSignatureCheck {
  subFilter: string | null;
  byteRange: readonly number[];
  /** The ranges start at 0, end at the file's end, and leave out exactly the /Contents hex string. */
  coversAllButSignature: boolean;
  /** The signature verifies over the covered bytes (message digest and signature). */
  verified: boolean;
  /** The message-digest attribute is the covered bytes' SHA-256. */
  digestMatches: boolean;
  certificateDer: Uint8Array;
  signedAttributeTypes: string[];
  /** The ESS signing-certificate-v2 names the certificate carried (its SHA-256). */
  signingCertificateMatches: boolean;
}

const MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const SIGNING_CERTIFICATE_V2 = "1.2.840.113549.1.9.16.2.47";

export async function verifyPdfSignature(bytes: Uint8Array): Promise<PdfSignatureCheck> {
  const text = Buffer.from(bytes).toString("latin1");
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) throw new Error("no /ByteRange: the PDF is not signed");
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  const hole = text.slice(a + b, c);
  const coversAllButSignature =
    a === 0 &&
    c + d === bytes.length &&
    /^<[0-9a-fA-F]+>$/.test(hole) &&
    text.lastIndexOf("/Contents", a + b) > 0;
  const covered = Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
  const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(text)?.[1] ?? null;
  const der = Buffer.from(hole.slice(1, -1), "hex");
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) throw new Error("the signature is not DER");
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signerInfo = signedData.signerInfos[0];
  const attributes = signerInfo?.signedAttrs?.attributes ?? [];
  const attributeValue = (type: string) => attributes.find((attribute) => attribute.type === type)?.values[0];
  const digest = attributeValue(MESSAGE_DIGEST) as asn1js.OctetString | undefined;
  const sha256 = (data: Uint8Array) => crypto.createHash("sha256").update(data).digest();
  const certificate = signedData.certificates?.[0];
  if (!(certificate instanceof pkijs.Certificate)) throw new Error("the signature carries no certificate");
  const certificateDer = new Uint8Array(certificate.toSchema(true).toBER(false));
  const essCertId = attributeValue(SIGNING_CERTIFICATE_V2) as asn1js.Sequence | undefined;
  const certs = essCertId?.valueBlock.value[0] as asn1js.Sequence | undefined;
  const first = certs?.valueBlock.value[0] as asn1js.Sequence | undefined;
  const certHash = first?.valueBlock.value[0] as asn1js.OctetString | undefined;
  let verified = false;
  try {
    const result = await signedData.verify(
      { signer: 0, data: new Uint8Array(covered).buffer, checkChain: false, extendedMode: true },
      ENGINE,
    );
    verified = result.signatureVerified === true;
  } catch {
    verified = false;
  }
  return {
    subFilter,
    byteRange: [a, b, c, d],
    coversAllButSignature,
    verified,
    digestMatches:
      Boolean(digest) && Buffer.from(digest?.valueBlock.valueHexView ?? []).equals(sha256(covered)),
    certificateDer,
    signedAttributeTypes: attributes.map((attribute) => attribute.type),
    signingCertificateMatches:
      Boolean(certHash) &&
      Buffer.from(certHash?.valueBlock.valueHexView ?? []).equals(sha256(certificateDer)),
  };
}

/** What `verifyPdfSignature` finds of a whole, valid PAdES signature under `certificateDer` (for toMatchObject). */
export function validSignatureBy(certificateDer: Uint8Array) {
  return {
    subFilter: "ETSI.CAdES.detached",
    coversAllButSignature: true,
    verified: true,
    digestMatches: true,
    signingCertificateMatches: true,
    certificateDer: new Uint8Array(certificateDer),
  };
}

/** Real PDF tools, where the machine has them (Debian's poppler-utils and qpdf; CI has not). */
export const HAS_PDF_TOOLS = fs.existsSync("/usr/bin/pdfsig") && fs.existsSync("/usr/bin/qpdf");

/** poppler's `pdfsig` report (the signature checked as a reader does) and `qpdf --check`'s, of `bytes`. */
export function pdfToolReports(bytes: Uint8Array): { pdfsig: string; qpdf: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-pdf-tools-"));
  try {
    const file = path.join(folder, "signed.pdf");
    fs.writeFileSync(file, bytes);
    return {
      pdfsig: execFileSync("/usr/bin/pdfsig", [file], { encoding: "utf8" }),
      qpdf: execFileSync("/usr/bin/qpdf", ["--check", file], { encoding: "utf8" }),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
