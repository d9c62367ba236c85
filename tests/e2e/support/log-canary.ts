// Playwright's global teardown (it runs while the e2e server still runs): no personal value
// typed during the run (typed-values.ts), no e-mail address a message went to and no token of
// a link in one may appear anywhere in the server's whole log (e2e-server-logged.ts).
// It cannot pass vacuously: the log must hold request lines (written at info) and the values
// must include at least what every run types.
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN, E2E_LOG_FILE, E2E_MAIL_DIR, E2E_TYPED_FILE, PASSWORD } from "./constants.ts";
import { findPersonalValues } from "./log-canary-search.ts";
import { MIN_VALUE_LENGTH } from "./typed-values.ts";

/** Quoted-printable decoded enough to read addresses and links. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Recipients, and tokens in links (query values and long path segments), of every e-mail sent. */
function valuesInMail(): string[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  const values: string[] = [];
  for (const file of fs.readdirSync(E2E_MAIL_DIR)) {
    const text = decode(fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8"));
    for (const [, to] of text.matchAll(/^To: (.+)$/gm)) if (to) values.push(to.trim());
    for (const [link] of text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
      const url = new URL(link.replace(/&amp;/g, "&"));
      for (const value of url.searchParams.values()) if (value.length >= 16) values.push(value);
      for (const segment of url.pathname.split("/"))
        if (segment.length >= 16 && /\d/.test(segment)) values.push(segment);
    }
  }
  return values;
}

/**
 * Typed, but not personal: a test types "password" to see it refused as too weak, and the site's
 * own paths hold the word (/auth/forgot-password).
 */
const NOT_PERSONAL = new Set(["password"]);

/**
 * A record's id (an application's, a user's), which a test may type into a search box or take
 * from a link: ids are logged on purpose, to find a request's record, and the redaction keeps them.
 */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typedValues(): string[] {
  if (!fs.existsSync(E2E_TYPED_FILE)) return [];
  return fs
    .readFileSync(E2E_TYPED_FILE, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as string);
}

export default async function logCanary(): Promise<void> {
  // Lines of the last requests may still be on their way through the pipe.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = fs.readFileSync(E2E_LOG_FILE, "utf8");
  const requestLines = log.split("\n").filter((line) => line.includes('"msg":"request"')).length;
  if (requestLines === 0) {
    throw new Error(
      `log canary: ${E2E_LOG_FILE} holds no request line; the server's log was not captured at info`,
    );
  }
  const values = [E2E_ADMIN.email, E2E_ADMIN.password, PASSWORD, ...typedValues(), ...valuesInMail()].filter(
    (value) => value.length >= MIN_VALUE_LENGTH && !NOT_PERSONAL.has(value) && !RECORD_ID.test(value),
  );
  const found = findPersonalValues(log, values);
  const distinct = new Set(values).size;
  process.stdout.write(
    `log canary: ${distinct} personal values searched for in ${requestLines} request lines (${log.length} characters of log): ${found.length} found\n`,
  );
  if (found.length > 0) {
    throw new Error(`log canary: personal values in the server's log (${E2E_LOG_FILE}): ${found.join(", ")}`);
  }
}
