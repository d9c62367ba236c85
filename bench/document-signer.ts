// The benchmarks' document signer (issue 44): an RSA-3072 key, as the server makes, and its
// self-signed certificate, made once per run: signing an agreement signs its PDF with it.
import crypto from "node:crypto";
import { contractCompany, DEFAULT_COMPANY } from "../app/config/company.ts";
import { DEFAULT_SITE } from "../app/config/site.ts";
import { signerOf } from "../app/server/document-signing-key.server.ts";
import {
  type DocumentSigner,
  newSigningKeyPem,
  selfSignedCertificate,
} from "../app/server/pdf/signing-certificate.server.ts";

let made: Promise<DocumentSigner> | undefined;

export function benchDocumentSigner(): Promise<DocumentSigner> {
  made ??= (async () => {
    const key = crypto.createPrivateKey(newSigningKeyPem());
    const der = await selfSignedCertificate(key, {
      organization: DEFAULT_SITE.brand,
      now: new Date(),
      days: 30,
    });
    return signerOf(key, der);
  })();
  return made;
}

/** The contract's company, as the server's defaults name it. */
export const BENCH_COMPANY = contractCompany(DEFAULT_COMPANY, DEFAULT_SITE);
