import crypto from "node:crypto";
import { twoFactor } from "better-auth/plugins/two-factor";
import QRCode from "qrcode";
import { TOTP_OPTIONS } from "./two-factor-replay.server.ts";

// Admins' second factor (issue 12, decision 0027): better-auth's two-factor plugin with TOTP
// (RFC 6238, 6 digits, 30 s) and ten one-time recovery codes. The plugin keeps the TOTP
// secret encrypted with the auth secret; the recovery codes are kept here as keyed hashes
// (HMAC-SHA-256), never readable again: the plugin compares what it is given with what it
// stored, so our actions hand it the hash of what was typed (recoveryCodeForPlugin).

const HASHED = "h:";

function keyedHash(secret: string, code: string): string {
  return `${HASHED}${crypto.createHmac("sha256", secret).update(code.trim()).digest("hex")}`;
}

/** What the plugin is asked to check for a typed recovery code. */
export function recoveryCodeForPlugin(secret: string, typed: string): string {
  return keyedHash(secret, typed);
}

export function twoFactorPlugin(issuer: string, secret: string) {
  return twoFactor({
    issuer,
    // Its account-wide lock let anyone who knew the password keep the owner out (issue 41): wrong
    // codes are counted per account and address instead, never against the owner's known
    // browsers (two-factor-lock.server.ts); each challenge still ends after 5 wrong codes.
    accountLockout: { enabled: false },
    // A sign-in waits 10 minutes at most for its code.
    twoFactorCookieMaxAge: 10 * 60,
    totpOptions: TOTP_OPTIONS,
    backupCodeOptions: {
      amount: 10,
      length: 10,
      storeBackupCodes: {
        // Codes arrive in plain text when made and as hashes when the unused ones are stored
        // again after one was used: hashing is applied once.
        encrypt: async (json: string) => {
          const codes = JSON.parse(json) as string[];
          return JSON.stringify(
            codes.map((code) => (code.startsWith(HASHED) ? code : keyedHash(secret, code))),
          );
        },
        decrypt: async (stored: string) => stored,
      },
    },
  });
}

/** The QR code of an otpauth:// address, as an SVG drawn from our own data (no text in it). */
export async function totpQrSvg(totpUri: string): Promise<string> {
  return QRCode.toString(totpUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The secret in an otpauth:// address, for typing into an app by hand. */
export function totpSecretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}
