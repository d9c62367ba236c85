import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import {
  documentSigner,
  readPrivateKey,
  SIGNING_CERTIFICATE_FILE,
  SIGNING_KEY_FILE,
} from "#app/server/document-signing-key.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { canSign, SigningCertificateExpiredError, signPdf } from "#app/server/pdf/sign-pdf.server.ts";
import { certificatePem, selfSignedCertificate } from "#app/server/pdf/signing-certificate.server.ts";
import { newDocument, Writer } from "#app/server/pdf/writer.server.ts";
import { rotateSigningKeyFiles, writeSigningKeyFiles } from "#app/server/signing-key-files.server.ts";
import {
  HAS_PDF_TOOLS,
  pdfToolReports,
  validSignatureBy,
  verifyPdfSignature,
} from "#tests/support/pdf-signature.ts";

// The PDF digital signature (issue 44): the key and certificate kept as the other secrets are
// (made once in DATA_DIR on the embedded database; from the environment, as PEM, base64 or a file;
// derived for development on PostgreSQL; required in production there), and a pdf-lib document
// signed with them: the byte range covers everything but the signature, the digest and signature
// verify, the certificate is ours, one changed byte breaks it, and the text still reads.

const folders: string[] = [];
const NOW = new Date("2027-03-01T15:00:00Z");

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-signing-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function samplePdf(): Promise<Uint8Array> {
  const document = await newDocument("Signed sample", NOW);
  const write = await Writer.on(document);
  write.text("Debt Settlement Services Agreement", { size: 16, bold: true });
  write.text("Client: Zoë Łukasz. This page is signed.");
  write.pageBreak();
  write.text("Signature certificate");
  return document.save({ useObjectStreams: false });
}

const embedded = (folder: string, extra: NodeJS.ProcessEnv = {}) =>
  readEnv({ NODE_ENV: "test", DATA_DIR: folder, ...extra });

describe("the document-signing key", () => {
  it("is made once in DATA_DIR on the embedded database, then read back", async () => {
    const folder = dataDir();
    const first = await documentSigner(embedded(folder), NOW);
    const keyFile = path.join(folder, SIGNING_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = await documentSigner(embedded(folder), new Date("2027-06-01T00:00:00Z"));
    expect(again.fingerprint).toBe(first.fingerprint);
    const x509 = new crypto.X509Certificate(first.certificateDer);
    expect(x509.subject).toContain("CN=Harborline Debt Relief document signing (demonstration)");
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.ca).toBe(false);
    expect(x509.keyUsage).toEqual(["1.3.6.1.5.5.7.3.36"]);
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(x509.validFromDate).toEqual(NOW);
    expect(first.notAfter.getTime() - NOW.getTime()).toBe(3 * 365 * 86_400_000);
    expect(first.fingerprint).toBe(crypto.createHash("sha256").update(first.certificateDer).digest("hex"));
  });

  it("comes from the environment as PEM, one-line base64 or a file, checked against its certificate", async () => {
    const folder = dataDir();
    const made = await documentSigner(embedded(folder), NOW);
    const keyPem = fs.readFileSync(path.join(folder, SIGNING_KEY_FILE), "utf8");
    const certificatePemText = fs.readFileSync(path.join(folder, SIGNING_CERTIFICATE_FILE), "utf8");
    const elsewhere = dataDir();
    for (const [key, certificate] of [
      [keyPem, certificatePemText],
      [Buffer.from(keyPem).toString("base64"), Buffer.from(certificatePemText).toString("base64")],
      [path.join(folder, SIGNING_KEY_FILE), path.join(folder, SIGNING_CERTIFICATE_FILE)],
    ] as const) {
      const env = embedded(elsewhere, {
        DOCUMENT_SIGNING_KEY: key,
        DOCUMENT_SIGNING_CERTIFICATE: certificate,
      });
      expect((await documentSigner(env, NOW)).fingerprint).toBe(made.fingerprint);
    }
    // Nothing is written where the environment gives the key.
    expect(fs.readdirSync(elsewhere)).toEqual([]);
    const other = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const wrongKey = other.export({ type: "pkcs8", format: "pem" }).toString();
    await expect(
      documentSigner(
        embedded(elsewhere, {
          DOCUMENT_SIGNING_KEY: wrongKey,
          DOCUMENT_SIGNING_CERTIFICATE: certificatePemText,
        }),
        NOW,
      ),
    ).rejects.toThrow("DOCUMENT_SIGNING_CERTIFICATE is not the certificate of DOCUMENT_SIGNING_KEY");
    const garbage = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-not-a-key";
    let said = "";
    try {
      readPrivateKey(garbage);
    } catch (error) {
      said = (error as Error).message;
    }
    expect(said).toBe("DOCUMENT_SIGNING_KEY is not a PKCS#8 private key");
    expect(said).not.toContain("MIIE");
  });

  it("is derived for development on PostgreSQL (the same key on every node), and required in production", async () => {
    const url = "postgres://harborline@127.0.0.1:5432/harborline";
    const env = readEnv({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir() });
    const one = await documentSigner(env, NOW);
    const two = await documentSigner(env, NOW);
    const publicKey = (der: Uint8Array) =>
      new crypto.X509Certificate(der).publicKey.export({ type: "spki", format: "der" }).toString("hex");
    expect(publicKey(one.certificateDer)).toBe(publicKey(two.certificateDer));
    expect(new crypto.X509Certificate(one.certificateDer).publicKey.asymmetricKeyDetails?.namedCurve).toBe(
      "prime256v1",
    );
    expect(() =>
      readEnv({
        NODE_ENV: "production",
        DATABASE_URL: url,
        AUTH_SECRET: "x".repeat(32),
        DATA_ENCRYPTION_KEY: "k",
      }),
    ).toThrow("DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE must be set in production");
    expect(() => readEnv({ NODE_ENV: "test", DOCUMENT_SIGNING_KEY: "only the key" })).toThrow(
      "are set together",
    );
  });
});

describe("rotating the key", () => {
  it("replaces DATA_DIR's pair and keeps the certificate it replaces; the server then reads the new one", async () => {
    const folder = dataDir();
    const before = await documentSigner(embedded(folder), NOW);
    const made = await rotateSigningKeyFiles(folder, { organization: "Harborline Debt Relief", now: NOW });
    expect(made.replaced?.fingerprint).toBe(before.fingerprint);
    expect(fs.readFileSync(made.replaced?.keptAt ?? "", "utf8")).toContain("BEGIN CERTIFICATE");
    expect(fs.statSync(made.keyFile).mode & 0o777).toBe(0o600);
    const after = await documentSigner(embedded(folder), NOW);
    expect(after.fingerprint).toBe(made.fingerprint);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    // A document signed before the rotation still verifies: it carries its own certificate.
    const signed = await signPdf(await samplePdf(), before, { at: NOW });
    expect((await verifyPdfSignature(signed)).verified).toBe(true);
  });

  it("writes a pair for the environment into a folder of its own, never over one", async () => {
    const folder = path.join(dataDir(), "out");
    const made = await writeSigningKeyFiles(folder, {
      organization: "Harborline Debt Relief",
      now: NOW,
      days: 30,
    });
    const env = embedded(dataDir(), {
      DOCUMENT_SIGNING_KEY: made.keyFile,
      DOCUMENT_SIGNING_CERTIFICATE: made.certificateFile,
    });
    expect((await documentSigner(env, NOW)).fingerprint).toBe(made.fingerprint);
    expect(made.notAfter).toEqual(new Date(NOW.getTime() + 30 * 86_400_000));
    await expect(writeSigningKeyFiles(folder, { organization: "Harborline", now: NOW })).rejects.toThrow();
  });
});

describe("a signed PDF", () => {
  it("is covered whole but for its signature, verifies with our certificate, and still reads", async () => {
    const signer = await documentSigner(embedded(dataDir()), NOW);
    const unsigned = await samplePdf();
    const signed = await signPdf(unsigned, signer, { at: NOW, reason: "Enrollment agreement signed" });
    const check = await verifyPdfSignature(signed);
    expect(check).toMatchObject(validSignatureBy(signer.certificateDer));
    // PAdES's attributes: content type, message digest, signing-certificate-v2; no CMS signing time.
    expect(check.signedAttributeTypes).toEqual([
      "1.2.840.113549.1.9.3",
      "1.2.840.113549.1.9.4",
      "1.2.840.113549.1.9.16.2.47",
    ]);
    const text = Buffer.from(signed).toString("latin1");
    expect(text).toContain("/M (D:20270301150000Z)");
    const pdf = await getDocumentProxy(signed.slice(), { verbosity: 0 });
    const { text: read } = await extractText(pdf, { mergePages: true });
    expect(read).toContain("Debt Settlement Services Agreement");
    expect(read).toContain("Signature certificate");
    const annotations = await (await pdf.getPage(1)).getAnnotations();
    expect(annotations.some((annotation) => annotation.fieldType === "Sig")).toBe(true);
  });

  // Real PDF tools, where the machine has them (Debian's poppler-utils and qpdf; not required):
  // poppler's pdfsig checks the signature as a reader does, qpdf the file's structure.
  it.runIf(HAS_PDF_TOOLS)("is reported valid and whole by pdfsig, and sound by qpdf", async () => {
    const signer = await documentSigner(embedded(dataDir()), NOW);
    const reports = pdfToolReports(await signPdf(await samplePdf(), signer, { at: NOW }));
    const report = reports.pdfsig;
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("CN=Harborline Debt Relief document signing (demonstration)");
    expect(reports.qpdf).toContain("No syntax or stream encoding errors found");
  });

  it("no longer verifies when one byte changes, before or after the signature", async () => {
    const signer = await documentSigner(embedded(dataDir()), NOW);
    const signed = await signPdf(await samplePdf(), signer, { at: NOW });
    const { byteRange } = await verifyPdfSignature(signed);
    const [, b, c] = byteRange as [number, number, number, number];
    for (const at of [3, Math.floor(b / 2), c + 10, signed.length - 2]) {
      expect(at < b || at >= c).toBe(true);
      const altered = signed.slice();
      altered[at] = (altered[at] ?? 0) ^ 0x01;
      const check = await verifyPdfSignature(altered);
      expect(check.verified).toBe(false);
      expect(check.digestMatches).toBe(false);
    }
  });

  it("is signed by a P-256 key too (the development key), and never with an expired certificate", async () => {
    const env = readEnv({ NODE_ENV: "test", DATABASE_URL: "postgres://h@127.0.0.1/h", DATA_DIR: dataDir() });
    const signer = await documentSigner(env, NOW);
    const check = await verifyPdfSignature(await signPdf(await samplePdf(), signer, { at: NOW }));
    expect(check).toMatchObject({ verified: true, digestMatches: true, coversAllButSignature: true });

    const key = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const old = await selfSignedCertificate(key, {
      organization: "Harborline",
      now: new Date("2020-01-01"),
      days: 30,
    });
    const expired = await documentSigner(
      embedded(dataDir(), {
        DOCUMENT_SIGNING_KEY: key.export({ type: "pkcs8", format: "pem" }).toString(),
        DOCUMENT_SIGNING_CERTIFICATE: certificatePem(old),
      }),
      NOW,
    );
    expect(canSign(expired, NOW)).toBe(false);
    await expect(signPdf(await samplePdf(), expired, { at: NOW })).rejects.toBeInstanceOf(
      SigningCertificateExpiredError,
    );
  });
});
