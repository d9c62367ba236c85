import crypto from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { passkeys, verifications } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import type { Env } from "../env.server.ts";
import { logFailure } from "../logger.server.ts";

// Passkeys (WebAuthn, issue 20): a customer adds one in Profile Settings (their password first,
// as for every new way into the account) and signs in with it on /auth, with no password; user
// verification (the device's PIN or biometric) is required, so a passkey is two factors in one.
// Each ceremony's challenge is kept on the server for five minutes and taken once, in one
// statement (a verification row under the hash of its id); the browser holds only the id. Only public keys
// and counters are stored. @simplewebauthn/server checks the signatures, origins and counters.

const CHALLENGE_SECONDS = 5 * 60;
const PREFIX = "passkey:";

type Purpose = "register" | "sign-in";

interface Stored {
  purpose: Purpose;
  challenge: string;
  /** The account adding a passkey (registration only). */
  userId: string | null;
}

/** Where passkeys are made and used: PUBLIC_URL's host and origin, and the brand shown. */
function relyingParty(env: Pick<Env, "publicUrl" | "site">) {
  const url = new URL(env.publicUrl);
  return { id: url.hostname, origin: url.origin, name: env.site.brand };
}

/** A challenge's row: its id's hash, so a copy of the database holds no usable id. */
const identifierOf = (challengeId: string) =>
  `${PREFIX}${crypto.createHash("sha256").update(challengeId).digest("base64url")}`;

async function keepChallenge(db: Db, value: Stored): Promise<string> {
  const challengeId = crypto.randomBytes(18).toString("base64url");
  await db.insert(verifications).values({
    identifier: identifierOf(challengeId),
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  return challengeId;
}

/** The challenge kept under `challengeId` for `purpose`, taken in one statement (used once), or null. */
async function takeChallenge(db: Db, challengeId: string, purpose: Purpose): Promise<Stored | null> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(challengeId)) return null;
  const [row] = await db
    .delete(verifications)
    .where(
      and(eq(verifications.identifier, identifierOf(challengeId)), gt(verifications.expiresAt, sql`now()`)),
    )
    .returning({ value: verifications.value });
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Stored;
    return value.purpose === purpose ? value : null;
  } catch {
    return null;
  }
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The account's passkeys, oldest first. */
export function findPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** What the browser needs to make a passkey for this account, and the id of its challenge. */
export async function registrationOptions(
  db: Db,
  env: Pick<Env, "publicUrl" | "site">,
  user: { id: string; email: string; name: string },
) {
  const rp = relyingParty(env);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports ? key.transports.split(",") : undefined,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await keepChallenge(db, {
    purpose: "register",
    challenge: options.challenge,
    userId: user.id,
  });
  return { challengeId, options };
}

export type RegisterResult = { ok: true; id: string } | { ok: false };

/** Checks the browser's new passkey against its challenge and keeps it for the account. */
export async function registerPasskey(
  db: Db,
  env: Pick<Env, "publicUrl" | "site">,
  options: { userId: string; challengeId: string; response: unknown; name: string },
): Promise<RegisterResult> {
  const stored = await takeChallenge(db, options.challengeId, "register");
  if (!stored || stored.userId !== options.userId) return { ok: false };
  const rp = relyingParty(env);
  try {
    const checked = await verifyRegistrationResponse({
      response: options.response as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!checked.verified) return { ok: false };
    const { credential, credentialBackedUp } = checked.registrationInfo;
    const [made] = await db
      .insert(passkeys)
      .values({
        userId: options.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports?.join(",") ?? null,
        name: options.name,
        backedUp: credentialBackedUp,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id });
    return made ? { ok: true, id: made.id } : { ok: false };
  } catch (error) {
    // A response that does not parse or verify is a refusal, not a failure of ours.
    logFailure("a passkey could not be registered", error, { userId: options.userId }, "warn");
    return { ok: false };
  }
}

/** What the browser needs to sign in with any passkey of this site, and the id of its challenge. */
export async function signInOptions(db: Db, env: Pick<Env, "publicUrl" | "site">) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(env).id,
    userVerification: "required",
  });
  const challengeId = await keepChallenge(db, {
    purpose: "sign-in",
    challenge: options.challenge,
    userId: null,
  });
  return { challengeId, options };
}

/** The account a passkey's answer signs in, once its signature and count are checked; or null. */
export async function verifyPasskeySignIn(
  db: Db,
  env: Pick<Env, "publicUrl" | "site">,
  options: { challengeId: string; response: unknown },
): Promise<{ userId: string; passkeyId: string } | null> {
  const stored = await takeChallenge(db, options.challengeId, "sign-in");
  if (!stored) return null;
  const response = options.response as AuthenticationResponseJSON;
  if (typeof response?.id !== "string") return null;
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!key) return null;
  const rp = relyingParty(env);
  try {
    const checked = await verifyAuthenticationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
        counter: key.counter,
        transports: key.transports ? (key.transports.split(",") as never) : undefined,
      },
    });
    if (!checked.verified) return null;
    // The count only moves forward (a cloned authenticator would repeat one): kept conditionally.
    const moved = await db
      .update(passkeys)
      .set({ counter: checked.authenticationInfo.newCounter, lastUsedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(passkeys.id, key.id),
          sql`(${passkeys.counter} = 0 and ${checked.authenticationInfo.newCounter} = 0) or ${passkeys.counter} < ${checked.authenticationInfo.newCounter}`,
        ),
      )
      .returning({ id: passkeys.id });
    return moved.length === 1 ? { userId: key.userId, passkeyId: key.id } : null;
  } catch (error) {
    logFailure("a passkey sign-in could not be verified", error, {}, "warn");
    return null;
  }
}

export type PasskeyRemoval = "removed" | "not-found" | "last-kept";

/**
 * Removes one of the account's passkeys, in one statement. `keepLast`: the account must keep a
 * second factor and a passkey is its only one, so the last is not removed (issue 41).
 */
export async function deletePasskey(
  db: Db,
  userId: string,
  passkeyId: string,
  { keepLast = false }: { keepLast?: boolean } = {},
): Promise<PasskeyRemoval> {
  if (!/^[0-9a-f-]{36}$/i.test(passkeyId)) return "not-found";
  const others = sql`(select count(*) from ${passkeys} as others where others.user_id = ${userId} and others.id <> ${passkeyId})`;
  const gone = await db
    .delete(passkeys)
    .where(
      and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId), keepLast ? sql`${others} > 0` : undefined),
    )
    .returning({ id: passkeys.id });
  if (gone.length === 1) return "removed";
  if (!keepLast) return "not-found";
  const [still] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)));
  return still ? "last-kept" : "not-found";
}
