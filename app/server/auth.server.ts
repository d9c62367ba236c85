import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { confirmEmailUrl } from "#app/domain/account-links.ts";
import { SESSION_MAX_AGE_SECONDS } from "#app/domain/session/idle.ts";
import { schema } from "#db/schema.ts";
import type { Db } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import {
  emailChangeEmail,
  existingAccountEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "./email/templates.server.ts";
import { isEmailChangeToken } from "./email-change.server.ts";
import type { Env } from "./env.server.ts";
import { libraryLogger } from "./library-log.server.ts";
import { logger } from "./logger.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { EXISTING_ACCOUNT_MAIL, hitRateLimit, rateLimitKey } from "./rate-limit.server.ts";
import { hashingSessionTokens } from "./session-token.server.ts";
import { twoFactorPlugin } from "./two-factor.server.ts";

/**
 * No session outlives this many seconds from sign-in (docs/decisions/0021). The idle expiry
 * (30 minutes, 15 for admins) is ours: guards.server.ts and the sessions' `last_active_at`.
 */
/** A password reset link works for this long, once. */
export const RESET_LINK_SECONDS = 60 * 60;

function firstNameOf(user: object): string {
  const { firstName } = user as { firstName?: unknown };
  return typeof firstName === "string" ? firstName : "";
}

export function createAuth(db: Db, env: Env, secret: string) {
  return betterAuth({
    appName: env.site.brand,
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.publicUrl],
    telemetry: { enabled: false },
    // Admins' second factor (two-factor.server.ts); customers never enrol.
    plugins: [twoFactorPlugin(env.site.brand, secret)],
    // better-auth's own messages go to our JSON log, redacted: no e-mail, token or error message
    // (its "Sign-up attempt for existing email: …", a failed query's parameters) gets through.
    logger: libraryLogger(logger, "better-auth"),
    // Session tokens are kept only as keyed hashes (session-token.server.ts).
    database: hashingSessionTokens(
      drizzleAdapter(db, { provider: "pg", schema, usePlural: true, transaction: true }),
      secret,
    ),
    // Our own limiter (rate-limit.server.ts) guards every door, in the database so it
    // holds across nodes; better-auth's in-memory one would not.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "harborline",
      useSecureCookies: env.https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: env.trustProxyHeader ? [env.trustProxyHeader] : [] },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        phone: { type: "string", required: false, input: true },
        // The browser's time zone, written by our sign-in actions only (time-zone.server.ts).
        timeZone: { type: "string", required: false, input: false },
      },
      // A new address gets a link and takes effect only once opened (email-change.server.ts).
      // No direct update for unverified users: the address must be proven either way.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    // Single-use tokens kept in the verification table (password reset links) are stored as
    // their SHA-256: a copy of the database does not hold working links.
    verification: { storeIdentifier: "hashed" },
    session: {
      // Fixed at sign-in: better-auth never moves it; activity is recorded by guards.server.ts.
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // 'Forgot your password?' (password-reset.server.ts): a link that works once, for an
      // hour; setting the password signs out every session and tells the owner.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${env.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, passwordResetEmail(env.site, user.email, firstNameOf(user), link));
      },
      async onPasswordReset({ user }) {
        await enqueueEmail(
          db,
          passwordChangedEmail(
            env.site,
            user.email,
            firstNameOf(user),
            `${env.publicUrl}/auth/forgot-password`,
          ),
        );
      },
      password: { hash: hashPassword, verify: verifyPassword },
      // A sign-up with a known address looks like any other sign-up (no account
      // enumeration); the owner gets an e-mail instead.
      async onExistingUserSignUp({ user }) {
        // At most a few a day per recipient, whatever the senders' addresses: the sign-up
        // form must not become a way to fill someone's inbox.
        const limited = await hitRateLimit(
          db,
          rateLimitKey(secret, "existing-account-mail", user.email),
          EXISTING_ACCOUNT_MAIL,
        );
        if (!limited.allowed) {
          logger.warn({ userId: user.id }, "existing-account notice not sent: limit reached");
          return;
        }
        await enqueueEmail(
          db,
          existingAccountEmail(env.site, user.email, firstNameOf(user), `${env.publicUrl}/auth`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link confirms the address and signs no one in (decisions.md): otherwise a page on
      // another site could sign a visitor into the sender's account (login CSRF).
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // Also sends the e-mail change link: then `user.email` is the new address.
      // The link opens our confirmation page, which changes nothing until its button is pressed.
      async sendVerificationEmail({ user, token }) {
        const message = isEmailChangeToken(token) ? emailChangeEmail : verificationEmail;
        const link = confirmEmailUrl(env.publicUrl, token);
        await enqueueEmail(db, message(env.site, user.email, firstNameOf(user), link));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
