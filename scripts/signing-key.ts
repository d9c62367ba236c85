// npm run signing-key:rotate [-- --out DIR] [--days 1095]: a new key and self-signed certificate
// for the PDFs' digital signature (issue 44; docs/operations.md, "The document-signing key").
// Without --out (the embedded database, no DOCUMENT_SIGNING_KEY): replaces DATA_DIR's pair, the
// old certificate kept in DATA_DIR/document-signing-certificates/<fingerprint>.pem; restart the
// server to sign with the new one. With --out DIR: writes the pair into DIR for
// DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE (PostgreSQL, several nodes); set both on
// every node and restart them. The private key is never printed.
import { parseArgs } from "node:util";
import { readEnv } from "#app/server/env.server.ts";
import {
  type NewSigningKey,
  rotateSigningKeyFiles,
  writeSigningKeyFiles,
} from "#app/server/signing-key-files.server.ts";
import { type Fail, failure, messageOf } from "./command-support.ts";

const fail: Fail = failure("signing-key:rotate");

let out: string | undefined;
let days = 3 * 365;
try {
  const { values } = parseArgs({
    options: { out: { type: "string" }, days: { type: "string" } },
    strict: true,
  });
  out = values.out;
  if (values.days !== undefined) days = Number(values.days);
} catch (error) {
  fail(messageOf(error));
}
if (!Number.isSafeInteger(days) || days < 1 || days > 3650)
  fail("--days must be a whole number from 1 to 3650");

const env = readEnv();
const options = { organization: env.site.brand, now: new Date(), days };
let made: NewSigningKey;
try {
  if (out) {
    made = await writeSigningKeyFiles(out, options);
  } else {
    if (env.documentSigning.key || env.databaseUrl) {
      fail(
        "DOCUMENT_SIGNING_KEY or DATABASE_URL is set: the key comes from the environment. Make a new pair with --out DIR, then set DOCUMENT_SIGNING_KEY and DOCUMENT_SIGNING_CERTIFICATE on every node and restart them.",
      );
    }
    made = await rotateSigningKeyFiles(env.dataDir, options);
  }
} catch (error) {
  fail(messageOf(error));
}
const lines = [
  `New document-signing certificate: SHA-256 ${made.fingerprint}, valid until ${made.notAfter.toISOString()}.`,
  `Key: ${made.keyFile} (mode 0600). Certificate: ${made.certificateFile}.`,
];
if (made.replaced)
  lines.push(
    `The certificate it replaces (${made.replaced.fingerprint}) is kept in ${made.replaced.keptAt}.`,
  );
lines.push(
  out
    ? `Set DOCUMENT_SIGNING_KEY=${made.keyFile} and DOCUMENT_SIGNING_CERTIFICATE=${made.certificateFile} (or each file's content, or its base64 on one line: base64 -w0 FILE) on every node, then restart them.`
    : "Restart the server: it signs with the new key from its next start.",
);
process.stdout.write(`${lines.join("\n")}\n`);
