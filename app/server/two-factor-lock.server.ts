import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import type { Auth } from "./auth.server.ts";
import type { Db } from "./db.server.ts";
import { isKnownDevice } from "./known-devices.server.ts";
import {
  hitRateLimit,
  peekRateLimit,
  type RateLimitKey,
  type RateLimitRule,
  rateLimitKey,
  resetRateLimit,
} from "./rate-limit.server.ts";
import { parseCookies, verifiedCookieValue } from "./session-lookup.server.ts";

// Wrong second-factor codes lock the account only where they come from (issue 41, item 7):
// better-auth's plugin locked the factor account-wide after repeated failures, so someone who knew
// the password could keep the owner out for minutes at a time. Its lock is off
// (two-factor.server.ts); here the failures are counted per account and client address, like the
// password's pair, and the owner's known browsers (a browser that completed a sign-in of this
// account, both factors, known-devices.server.ts) are never refused by them.

export const CODES_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 5 * 60 };

export interface SecondStepAccount {
  userId: string;
  email: string;
  /** This browser completed a sign-in of this account before. */
  known: boolean;
  key: RateLimitKey;
}

/** The account the browser's two-factor cookie is for (better-auth's signed challenge), or null. */
async function challengedUserId(auth: Auth, cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader) return null;
  const context = await auth.$context;
  const name = context.createAuthCookie("two_factor").name;
  const signed = verifiedCookieValue(parseCookies(cookieHeader)[name], context.secret);
  if (!signed) return null;
  const challenge = await context.internalAdapter.findVerificationValue(signed);
  return challenge && challenge.expiresAt.getTime() > Date.now() ? challenge.value : null;
}

/** Who this second step is for, whether this browser is theirs, and the counter of its address. */
export async function secondStepAccount(
  { auth, db, secret }: { auth: Auth; db: Db; secret: string },
  cookieHeader: string | null,
  clientAddress: string,
): Promise<SecondStepAccount | null> {
  const userId = await challengedUserId(auth, cookieHeader);
  if (!userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    userId,
    email: user.email,
    known: await isKnownDevice(secret, cookieHeader, user.email),
    key: rateLimitKey(secret, "two-factor:account-address", userId, clientAddress),
  };
}

/** Seconds until this browser may try a code again, or null when it may now. */
export async function secondStepLocked(db: Db, account: SecondStepAccount, at: Date): Promise<number | null> {
  if (account.known) return null;
  const state = await peekRateLimit(db, account.key, CODES_PER_ACCOUNT_AND_ADDRESS.limit, at);
  return state.allowed ? null : Math.max(1, state.retryAfterSeconds);
}

/** Counts a wrong code from a browser the account does not know. */
export async function recordWrongCode(db: Db, account: SecondStepAccount, at: Date): Promise<void> {
  if (!account.known) await hitRateLimit(db, account.key, CODES_PER_ACCOUNT_AND_ADDRESS, at);
}

/** A completed sign-in forgets this address's wrong codes for the account. */
export function clearWrongCodes(db: Db, account: SecondStepAccount): Promise<void> {
  return resetRateLimit(db, account.key);
}
