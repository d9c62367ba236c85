import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  readPrivateKey,
  SIGNING_CERTIFICATE_DAYS,
  SIGNING_CERTIFICATE_FILE,
  SIGNING_CERTIFICATES_DIR,
  SIGNING_KEY_FILE,
  signerOf,
} from "./document-signing-key.server.ts";
import {
  certificateDerOf,
  certificatePem,
  newSigningKeyPem,
  selfSignedCertificate,
} from "./pdf/signing-certificate.server.ts";

// A new document-signing key and certificate as files (issue 44; npm run signing-key:rotate): in
// a folder of the operator's for the environment variables, or in place of the embedded
// database's own in DATA_DIR, the certificate they replace kept by its fingerprint (each signed PDF
// carries its certificate and stays valid; the kept ones say which key signed what, with the audit
// log). Nothing is ever re-signed.

export interface NewSigningKey {
  keyFile: string;
  certificateFile: string;
  fingerprint: string;
  notAfter: Date;
  /** The certificate replaced (DATA_DIR only), and where it is kept. */
  replaced: { fingerprint: string; keptAt: string } | null;
}

interface Options {
  organization: string;
  now: Date;
  days?: number;
}

async function makePair({ organization, now, days = SIGNING_CERTIFICATE_DAYS }: Options) {
  const keyPem = newSigningKeyPem();
  const key = readPrivateKey(keyPem);
  const der = await selfSignedCertificate(key, { organization, now, days });
  return { keyPem, der, signer: signerOf(key, der) };
}

/** A new pair written into `folder` (which must not hold one already). */
export async function writeSigningKeyFiles(folder: string, options: Options): Promise<NewSigningKey> {
  const { keyPem, der, signer } = await makePair(options);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const keyFile = path.join(folder, SIGNING_KEY_FILE);
  const certificateFile = path.join(folder, SIGNING_CERTIFICATE_FILE);
  fs.writeFileSync(keyFile, keyPem, { mode: 0o600, flag: "wx" });
  fs.writeFileSync(certificateFile, certificatePem(der), { mode: 0o644, flag: "wx" });
  return {
    keyFile,
    certificateFile,
    fingerprint: signer.fingerprint,
    notAfter: signer.notAfter,
    replaced: null,
  };
}

/**
 * The embedded database's pair replaced by a new one: the old certificate kept first in
 * DATA_DIR/document-signing-certificates/<fingerprint>.pem, then each new file put in place by a
 * rename. The server reads them at its next start.
 */
export async function rotateSigningKeyFiles(dataDir: string, options: Options): Promise<NewSigningKey> {
  const { keyPem, der, signer } = await makePair(options);
  const keyFile = path.join(dataDir, SIGNING_KEY_FILE);
  const certificateFile = path.join(dataDir, SIGNING_CERTIFICATE_FILE);
  let replaced: NewSigningKey["replaced"] = null;
  if (fs.existsSync(certificateFile)) {
    const oldPem = fs.readFileSync(certificateFile, "utf8");
    const fingerprint = crypto.createHash("sha256").update(certificateDerOf(oldPem)).digest("hex");
    const keptDir = path.join(dataDir, SIGNING_CERTIFICATES_DIR);
    fs.mkdirSync(keptDir, { recursive: true, mode: 0o700 });
    const keptAt = path.join(keptDir, `${fingerprint}.pem`);
    fs.writeFileSync(keptAt, oldPem, { mode: 0o644 });
    replaced = { fingerprint, keptAt };
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const [file, text, mode] of [
    [keyFile, keyPem, 0o600],
    [certificateFile, certificatePem(der), 0o644],
  ] as const) {
    const next = `${file}.new`;
    fs.rmSync(next, { force: true });
    fs.writeFileSync(next, text, { mode, flag: "wx" });
    fs.renameSync(next, file);
  }
  return { keyFile, certificateFile, fingerprint: signer.fingerprint, notAfter: signer.notAfter, replaced };
}
