// Accounts: better-auth's tables (property names are the ones better-auth uses), the
// rate-limit counters and admin membership.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    // Encrypted by the app (docs/decisions/0028); phone_search holds keyed hashes of its digit
    // runs, so User Management still finds a user by part of the number.
    phone: text("phone"),
    phoneSearch: text("phone_search").array(),
    // better-auth's two-factor plugin (admins only, decision 0027): true once a TOTP is confirmed.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    // The IANA time zone the person's browser reported at sign-in (issue 21); null until known,
    // when dates are shown in US Eastern (app/domain/time-zone.ts).
    timeZone: text("time_zone"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // User Management's order (newest first, then id) and the export's pages (migration 0008).
    index("users_created_at_id_idx").on(t.createdAt, t.id),
    // Its search by name, e-mail (pg_trgm, see migration 0000) or phone (its search tokens).
    index("users_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_phone_search_idx").using("gin", t.phoneSearch),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_phone_encrypted", sql`${t.phone} is null or ${t.phone} like 'v1:%'`),
    check("users_names_present", sql`btrim(${t.firstName}) <> '' and btrim(${t.lastName}) <> ''`),
    // A name is one line (issue 20: a line feed in a name split the rows of Export Users).
    check("users_names_one_line", sql`${t.firstName} !~ '[\\r\\n]' and ${t.lastName} !~ '[\\r\\n]'`),
    check(
      "users_time_zone_name",
      sql`${t.timeZone} is null or ${t.timeZone} ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The last request the person made (idle expiry, docs/decisions/0021), written at most once a minute. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sessions_token_key").on(t.token),
    index("sessions_user_id_idx").on(t.userId),
    // The retention job finds expired sessions by it (retention.server.ts).
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * An admin's second factor (better-auth's two-factor plugin): the TOTP secret encrypted with
 * the auth secret, the recovery codes as keyed hashes (two-factor.server.ts), and the plugin's
 * own count of wrong codes. One row per user.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(false),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);

/**
 * The last TOTP time step each account signed in with (issue 20): a code is good for its 30 s
 * step and the ones beside it, and better-auth accepts it again within them; a code at or before
 * the last step used is refused here, beside it (two-factor-replay.server.ts).
 */
export const totpSteps = pgTable(
  "totp_steps",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lastStep: bigint("last_step", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("totp_steps_step_positive", sql`${t.lastStep} > 0`)],
);

/**
 * A passkey (WebAuthn credential) that signs its account in (issue 20): its public key and the
 * count its authenticator reports, never anything secret. Made in Profile Settings with the
 * password; used on /auth (passkeys.server.ts).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the authenticator names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** How the authenticator is reached (usb, internal, hybrid…), comma-separated. */
    transports: text("transports"),
    /** A name the person gave it, or the browser it was made in. */
    name: text("name").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_key").on(t.credentialId),
    index("passkeys_user_id_idx").on(t.userId),
    check("passkeys_counter_nonnegative", sql`${t.counter} >= 0`),
    check("passkeys_name_one_line", sql`btrim(${t.name}) <> '' and ${t.name} !~ '[\\r\\n]'`),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("verifications_identifier_idx").on(t.identifier),
    index("verifications_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Fixed-window counters shared by every server node: sign-in per address and per account,
 * e-mail change and confirmation resends per user.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** Its kind and a keyed hash of what it counts (rateLimitKey), never an address typed. */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Admin membership is the existence of a row (spec section 3). */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
