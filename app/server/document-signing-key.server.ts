import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import {
  certificateDerOf,
  certificatePem,
  type DocumentSigner,
  describeCertificate,
  newSigningKeyPem,
  selfSignedCertificate,
  signingCryptoKey,
} from "./pdf/signing-certificate.server.ts";

/**
 * The key that digitally signs the PDFs the server issues (issue 44), kept as the other secrets
 * are (data-key.server.ts, secret.server.ts): DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE
 * win (each PEM, base64 on one line, or the path of a PEM file); on the embedded database a key and
 * a self-signed certificate are made once and kept beside the data (`document-signing-key.pem`,
 * mode 0600, and `document-signing-certificate.pem`); on PostgreSQL without them (development only:
 * production refuses to start, env.server.ts) a P-256 key derived from the database's address, so
 * every node has the same one, with a certificate made at start. Never logged.
 */

export const SIGNING_KEY_FILE = "document-signing-key.pem";
export const SIGNING_CERTIFICATE_FILE = "document-signing-certificate.pem";
/** Earlier certificates, by fingerprint: which key signed which document, after a rotation. */
export const SIGNING_CERTIFICATES_DIR = "document-signing-certificates";
/** A new certificate's life. */
export const SIGNING_CERTIFICATE_DAYS = 3 * 365;
/** The warning's lead before a certificate expires. */
export const EXPIRY_WARNING_DAYS = 60;

/** The server's document signer (started once, in startApp). */
export async function documentSigner(env: Env, now: Date = new Date()): Promise<DocumentSigner> {
  const signer = await resolveSigner(env, now);
  const daysLeft = (signer.notAfter.getTime() - now.getTime()) / 86_400_000;
  if (daysLeft <= 0) {
    logger.error(
      { fingerprint: signer.fingerprint, notAfter: signer.notAfter.toISOString() },
      "the document-signing certificate has expired: agreements cannot be signed until it is replaced (npm run signing-key:rotate)",
    );
  } else if (daysLeft <= EXPIRY_WARNING_DAYS) {
    logger.warn(
      { fingerprint: signer.fingerprint, notAfter: signer.notAfter.toISOString() },
      "the document-signing certificate expires soon: replace it (npm run signing-key:rotate)",
    );
  }
  return signer;
}

async function resolveSigner(env: Env, now: Date): Promise<DocumentSigner> {
  const { key, certificate } = env.documentSigning;
  if (key && certificate) return signerOf(readPrivateKey(key), certificateDerOf(readValue(certificate)));
  if (env.databaseUrl) {
    logger.warn("DOCUMENT_SIGNING_KEY is not set: using a development-only key (set it before deploying)");
    const privateKey = developmentKey(env.databaseUrl);
    const der = await selfSignedCertificate(privateKey, {
      organization: env.site.brand,
      now,
      days: SIGNING_CERTIFICATE_DAYS,
    });
    return signerOf(privateKey, der);
  }
  return embeddedSigner(env, now);
}

/** The files in DATA_DIR, made on the first start (a missing certificate is made for the key kept). */
async function embeddedSigner(env: Env, now: Date): Promise<DocumentSigner> {
  const keyFile = path.join(env.dataDir, SIGNING_KEY_FILE);
  const certificateFile = path.join(env.dataDir, SIGNING_CERTIFICATE_FILE);
  let keyPem: string;
  try {
    keyPem = fs.readFileSync(keyFile, "utf8");
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    keyPem = newSigningKeyPem();
    fs.writeFileSync(keyFile, keyPem, { mode: 0o600, flag: "wx" });
  }
  const privateKey = readPrivateKey(keyPem);
  let der: Uint8Array;
  try {
    der = certificateDerOf(fs.readFileSync(certificateFile, "utf8"));
  } catch {
    der = await selfSignedCertificate(privateKey, {
      organization: env.site.brand,
      now,
      days: SIGNING_CERTIFICATE_DAYS,
    });
    fs.writeFileSync(certificateFile, certificatePem(der), { mode: 0o644, flag: "wx" });
  }
  return signerOf(privateKey, der);
}

/** The signer of a key and its certificate (checked to belong together). */
export function signerOf(privateKey: crypto.KeyObject, certificateDer: Uint8Array): DocumentSigner {
  return {
    privateKey: signingCryptoKey(privateKey),
    certificateDer,
    ...describeCertificate(certificateDer, privateKey),
  };
}

/** A variable's value: the file it names (an absolute path, or one starting with "./"), or itself. */
function readValue(value: string): string {
  const trimmed = value.trim();
  if (path.isAbsolute(trimmed) || trimmed.startsWith("./") || trimmed.startsWith("../")) {
    return fs.readFileSync(trimmed, "utf8");
  }
  return trimmed.replace(/\\n/g, "\n");
}

/** A PKCS#8 private key from PEM, from base64 of its PEM or DER, or from the file named. */
export function readPrivateKey(value: string): crypto.KeyObject {
  const text = readValue(value);
  try {
    if (text.includes("-----BEGIN")) return crypto.createPrivateKey({ key: text, format: "pem" });
    const bytes = Buffer.from(text, "base64");
    const decoded = bytes.toString("latin1");
    if (decoded.includes("-----BEGIN")) return crypto.createPrivateKey({ key: decoded, format: "pem" });
    return crypto.createPrivateKey({ key: bytes, format: "der", type: "pkcs8" });
  } catch {
    // The key's own text never goes into a message.
    throw new Error("DOCUMENT_SIGNING_KEY is not a PKCS#8 private key");
  }
}

/**
 * The development key on PostgreSQL: a P-256 private scalar derived from the database's address
 * (HKDF), the same on every node, so a document signed on one verifies with the key of another.
 */
function developmentKey(databaseUrl: string): crypto.KeyObject {
  const seed = Buffer.from(
    crypto.hkdfSync("sha256", databaseUrl, "harborline-dev-document-signing", "p-256 scalar", 32),
  );
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.setPrivateKey(seed);
  const publicKey = ecdh.getPublicKey();
  return crypto.createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      d: seed.toString("base64url"),
      x: publicKey.subarray(1, 33).toString("base64url"),
      y: publicKey.subarray(33, 65).toString("base64url"),
    },
  });
}
