import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "./constants.ts";

/** Decodes a quoted-printable body enough to find links in it. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the e-mail sent to `to` whose text contains `containing`, and returns its decoded text. */
export async function waitForEmail(to: string, containing: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        for (const file of fs.readdirSync(E2E_MAIL_DIR)) {
          const text = decode(fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8"));
          if (text.includes(`To: ${to}`) && text.includes(containing)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} containing ${containing}` },
    )
    .toBe(true);
  return found;
}

/** The path every confirmation link opens (it changes nothing until its button is pressed). */
export const CONFIRM_LINK = "/auth/confirm-email?token=";

/** Waits for the e-mail confirming an address sent to `to`, and returns its non-empty link. */
export async function waitForVerificationLink(to: string): Promise<string> {
  return waitForLink(to, CONFIRM_LINK);
}

/** Waits for an e-mail to `to` holding a link to `pathAndQuery` (…?token=), and returns the link. */
export async function waitForLink(to: string, pathAndQuery: string): Promise<string> {
  const mail = await waitForEmail(to, pathAndQuery);
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = new RegExp(`http://localhost:\\d+${escaped}[^\\s"<]+`).exec(mail)?.[0] ?? "";
  expect(link).not.toBe("");
  return link;
}

/** How many e-mails to `to` containing `containing` have arrived so far. */
export function countEmails(to: string, containing: string): number {
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .map((file) => decode(fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8")))
    .filter((text) => text.includes(`To: ${to}`) && text.includes(containing)).length;
}
