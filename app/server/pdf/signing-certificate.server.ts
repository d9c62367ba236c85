import crypto from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

// The document-signing key and its certificate (issue 44), made and read with pkijs over Node's
// WebCrypto: an RSA-3072 key, or a P-256 one (the development key derived on PostgreSQL); a
// self-signed X.509 certificate naming the company, for signing documents only (RFC 9336's
// id-kp-documentSigning, digitalSignature and nonRepudiation, not a CA). No network is needed.

/** pkijs on Node's own WebCrypto, passed to each call rather than set globally. */
export const ENGINE = new pkijs.CryptoEngine({ name: "node", crypto: crypto.webcrypto as Crypto });

const OID = {
  commonName: "2.5.4.3",
  country: "2.5.4.6",
  organization: "2.5.4.10",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  extKeyUsage: "2.5.29.37",
  subjectKeyIdentifier: "2.5.29.14",
  documentSigning: "1.3.6.1.5.5.7.3.36",
} as const;

/** What signs: the private key, the certificate it belongs to, and facts about that certificate. */
export interface DocumentSigner {
  privateKey: CryptoKey;
  certificateDer: Uint8Array;
  /** The certificate's SHA-256, lowercase hex: how the audit log and the certificate page name it. */
  fingerprint: string;
  notAfter: Date;
  /** "CN=..., O=..., C=US". */
  subject: string;
}

export type KeyKind = "rsa" | "ec";

/** The WebCrypto algorithm a key of `kind` signs with (SHA-256 either way). */
export function signingAlgorithm(kind: KeyKind): RsaHashedImportParams | EcKeyImportParams {
  return kind === "rsa"
    ? { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }
    : ({ name: "ECDSA", namedCurve: "P-256" } as EcKeyImportParams);
}

/** A new RSA-3072 key, as PKCS#8 PEM. */
export function newSigningKeyPem(): string {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 3072 });
  return privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/** The key's kind: RSA or P-256 only (what readers verify everywhere). */
export function keyKindOf(key: crypto.KeyObject): KeyKind {
  if (key.asymmetricKeyType === "rsa") return "rsa";
  if (key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1") return "ec";
  throw new Error("the document-signing key must be an RSA or a P-256 key");
}

/** `key` as a WebCrypto key that signs. */
export function signingCryptoKey(key: crypto.KeyObject): CryptoKey {
  // Node's CryptoKey is the DOM's (pkijs's type) with more key usages named.
  return key.toCryptoKey(signingAlgorithm(keyKindOf(key)), false, ["sign"]) as CryptoKey;
}

/** "C=US, O={organization}, CN={commonName}": one attribute per RDN (not one multi-valued RDN). */
function name(commonName: string, organization: string): pkijs.RelativeDistinguishedNames {
  const rdn = (type: string, value: asn1js.BaseStringBlock) =>
    new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value }).toSchema()] });
  const sequence = new asn1js.Sequence({
    value: [
      rdn(OID.country, new asn1js.PrintableString({ value: "US" })),
      rdn(OID.organization, new asn1js.Utf8String({ value: organization })),
      rdn(OID.commonName, new asn1js.Utf8String({ value: commonName })),
    ],
  });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
}

/**
 * A self-signed certificate for `key`, valid from `now` for `days`: subject and issuer
 * "CN={organization} document signing (demonstration), O={organization}, C=US", a random serial.
 */
export async function selfSignedCertificate(
  key: crypto.KeyObject,
  { organization, now, days }: { organization: string; now: Date; days: number },
): Promise<Uint8Array> {
  keyKindOf(key);
  const publicKey = crypto.createPublicKey(key);
  const spki = publicKey.export({ type: "spki", format: "der" });
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = crypto.randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f; // a positive INTEGER
  serial[0] |= 0x01; // and no leading zero octet to trim
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial });
  const subject = name(`${organization} document signing (demonstration)`, organization);
  certificate.subject = subject;
  certificate.issuer = name(`${organization} document signing (demonstration)`, organization);
  certificate.notBefore.value = now;
  certificate.notAfter.value = new Date(now.getTime() + days * 86_400_000);
  certificate.subjectPublicKeyInfo = pkijs.PublicKeyInfo.fromBER(spki);
  const keyBits = certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
  // digitalSignature (bit 0) and nonRepudiation (bit 1): 0b11000000, 6 unused bits.
  const usage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 });
  certificate.extensions = [
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: usage.toBER(false) }),
    new pkijs.Extension({
      extnID: OID.extKeyUsage,
      critical: false,
      extnValue: new pkijs.ExtKeyUsage({ keyPurposes: [OID.documentSigning] }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: OID.subjectKeyIdentifier,
      critical: false,
      extnValue: new asn1js.OctetString({
        valueHex: crypto.createHash("sha1").update(keyBits).digest(),
      }).toBER(false),
    }),
  ];
  await certificate.sign(signingCryptoKey(key), "SHA-256", ENGINE);
  return new Uint8Array(certificate.toSchema(true).toBER(false));
}

/** "-----BEGIN CERTIFICATE-----" PEM of a DER certificate. */
export function certificatePem(der: Uint8Array): string {
  const base64 = Buffer.from(der).toString("base64");
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/(.{64})/g, "$1\n").replace(/\n$/, "")}\n-----END CERTIFICATE-----\n`;
}

/** The DER of a certificate given as PEM, or as base64 of its DER or of its PEM. */
export function certificateDerOf(text: string): Uint8Array {
  const trimmed = text.trim();
  const pem = trimmed.includes("-----BEGIN") ? trimmed : decodedPem(trimmed);
  if (pem) {
    const body = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(pem)?.[1];
    if (!body) throw new Error("DOCUMENT_SIGNING_CERTIFICATE is not an X.509 certificate");
    return new Uint8Array(Buffer.from(body.replace(/\s+/g, ""), "base64"));
  }
  return new Uint8Array(Buffer.from(trimmed, "base64"));
}

/** `base64` decoded, when it is a PEM document; null otherwise. */
function decodedPem(base64: string): string | null {
  const text = Buffer.from(base64, "base64").toString("latin1");
  return text.includes("-----BEGIN") ? text : null;
}

/** The facts of a certificate, checked to belong to `key`. */
export function describeCertificate(
  der: Uint8Array,
  key: crypto.KeyObject,
): Omit<DocumentSigner, "privateKey" | "certificateDer"> {
  let x509: crypto.X509Certificate;
  try {
    x509 = new crypto.X509Certificate(der);
  } catch {
    throw new Error("DOCUMENT_SIGNING_CERTIFICATE is not an X.509 certificate");
  }
  if (!x509.checkPrivateKey(key)) {
    throw new Error("DOCUMENT_SIGNING_CERTIFICATE is not the certificate of DOCUMENT_SIGNING_KEY");
  }
  return {
    fingerprint: crypto.createHash("sha256").update(der).digest("hex"),
    notAfter: x509.validToDate,
    subject: x509.subject.split("\n").reverse().join(", "),
  };
}
