import crypto from "node:crypto";
import { type ContractCompany, contractCompany, DEFAULT_COMPANY } from "#app/config/company.ts";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { signerOf } from "#app/server/document-signing-key.server.ts";
import { type DocumentSigner, selfSignedCertificate } from "#app/server/pdf/signing-certificate.server.ts";

// The tests' document signer (issue 44): an RSA-2048 key (quicker to make than the server's 3072)
// and its self-signed certificate, made once per test process when first asked for.

let made: Promise<DocumentSigner> | undefined;

export function testDocumentSigner(): Promise<DocumentSigner> {
  made ??= (async () => {
    const key = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const der = await selfSignedCertificate(key, {
      organization: "Harborline Debt Relief",
      now: new Date("2026-01-01T00:00:00Z"),
      days: 10 * 365,
    });
    return signerOf(key, der);
  })();
  return made;
}

/** The contract's company in tests: the defaults, with a postal address configured. */
export const TEST_COMPANY: ContractCompany = contractCompany(DEFAULT_COMPANY, {
  ...DEFAULT_SITE,
  postalAddress: "100 Pier Street, Wilmington, DE 19801",
});
