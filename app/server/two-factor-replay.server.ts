import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { totpSteps, twoFactors } from "#db/schema.ts";
import type { Auth } from "./auth.server.ts";
import type { Db } from "./db.server.ts";

// A TOTP code signs in once (issue 20). better-auth accepts a code for its 30-second step and the
// steps beside it, as often as it is sent; here, beside it, each account's last accepted step is
// kept, and a code whose step is not later than it is refused: a code seen over a shoulder, or
// sent twice at once, is worth nothing once it has been used.

const PERIOD_SECONDS = 30;
/** The TOTP given to the plugin (two-factor.server.ts) and read back here: 6 digits, 30-second steps. */
export const TOTP_OPTIONS = { digits: 6, period: PERIOD_SECONDS } as const;
/** How the plugin marks a secret imported in base32 (its own are used as they are). */
const BASE32_PREFIX = "base32:";

/**
 * The account's TOTP secret, decrypted and read as the plugin reads it (also to show an
 * enrollment's key again, account-security/two-factor-settings.server.ts); null without one.
 */
export async function storedTotpSecret(
  auth: Auth,
  db: Db,
  userId: string,
): Promise<string | Uint8Array | null> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return null;
  const { secretConfig } = await auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  // As the plugin reads it: an imported secret is its base32 bytes, its own the string itself.
  return secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
}

/**
 * The time step whose code `code` is, for the account: one of the steps the plugin accepts around
 * `at` (and the one before, should a step have ended since it checked); null when it is none.
 */
export async function stepOfCode(
  auth: Auth,
  db: Db,
  userId: string,
  code: string,
  at: Date,
): Promise<number | null> {
  const secret = await storedTotpSecret(auth, db, userId);
  if (!secret) return null;
  const otp = createOTP(secret, TOTP_OPTIONS);
  const now = Math.floor(at.getTime() / (PERIOD_SECONDS * 1000));
  for (const step of [now - 2, now - 1, now, now + 1]) if ((await otp.hotp(step)) === code) return step;
  return null;
}

/** Takes `step` as the account's last: true only when it is later than the last one taken. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(totpSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpSteps.userId,
      set: { lastStep: step, updatedAt: sql`now()` },
      setWhere: sql`${totpSteps.lastStep} < ${step}`,
    })
    .returning({ userId: totpSteps.userId });
  return claimed.length === 1;
}
