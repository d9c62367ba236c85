// The bank side of the program (issue 44; decision 0065): the account the program's deposits are
// drawn from, and every debit authorization the customer gave on it.
import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  AUTHORIZATION_KINDS,
  AUTHORIZATION_REVOKERS,
  AUTHORIZATION_STATUSES,
  BANK_ACCOUNT_STATUSES,
} from "../../app/domain/bank-account/authorization.ts";
import { BANK_ACCOUNT_TYPES } from "../../app/domain/bank-account/draft-account-form.ts";
import { applications } from "./applications.ts";
import { oneOf } from "./columns.ts";

/**
 * The account deposits are drawn from. Its numbers are encrypted like the other personal data
 * (decision 28; associated data "bank_accounts.routing_number" / "bank_accounts.account_number"),
 * the last four digits alone are kept in the clear, and nothing but a key rotation (and one day a
 * processor's adapter) reads them back. Replacing the account makes a new row; the old one is kept,
 * `replaced` (a trigger refuses any other change and every DELETE, migration 0035).
 */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Money records outlive the application's other rows: no cascade.
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    holderName: text("holder_name").notNull(),
    accountType: text("account_type", { enum: BANK_ACCOUNT_TYPES }).notNull(),
    routingNumber: text("routing_number").notNull(),
    accountNumber: text("account_number").notNull(),
    accountLastFour: char("account_last_four", { length: 4 }).notNull(),
    routingLastFour: char("routing_last_four", { length: 4 }).notNull(),
    // A keyed hash of routing and account number under the current data key: "the same account
    // again" without reading the numbers back (recomputed by a key rotation).
    fingerprint: text("fingerprint").notNull(),
    status: text("status", { enum: BANK_ACCOUNT_STATUSES }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bank_accounts_one_active").on(t.applicationId).where(sql`${t.status} = 'active'`),
    index("bank_accounts_application_id_idx").on(t.applicationId, t.createdAt),
    index("bank_accounts_fingerprint_idx").on(t.fingerprint),
    check(
      "bank_accounts_holder_name_one_line",
      sql`char_length(${t.holderName}) between 1 and 100 and ${t.holderName} !~ '[\\r\\n]'`,
    ),
    check("bank_accounts_account_type_check", oneOf(t.accountType, BANK_ACCOUNT_TYPES)),
    check(
      "bank_accounts_numbers_encrypted",
      sql`${t.routingNumber} like 'v1:%' and ${t.accountNumber} like 'v1:%'`,
    ),
    check(
      "bank_accounts_last_fours",
      sql`${t.accountLastFour} ~ '^[0-9]{4}$' and ${t.routingLastFour} ~ '^[0-9]{4}$'`,
    ),
    check("bank_accounts_status_check", oneOf(t.status, BANK_ACCOUNT_STATUSES)),
    check(
      "bank_accounts_replaced_consistent",
      sql`(${t.status} = 'replaced') = (${t.replacedAt} is not null)`,
    ),
  ],
);

/**
 * Every debit authorization the customer gave (issue 44): its terms as signed, the consent that
 * records the signature (consents.id: no foreign key, as consents take none), the version of the
 * text and the SHA-256 of the text filled. Append-only but for its state: a new account supersedes
 * it, the customer (or their bank) revokes it.
 */
export const debitAuthorizations = pgTable(
  "debit_authorizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: AUTHORIZATION_KINDS }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    firstDebitOn: date("first_debit_on", { mode: "string" }).notNull(),
    draftDay: smallint("draft_day"),
    maxDebits: smallint("max_debits"),
    consentId: uuid("consent_id").notNull(),
    textVersion: text("text_version").notNull(),
    textSha256: text("text_sha256").notNull(),
    status: text("status", { enum: AUTHORIZATION_STATUSES }).notNull().default("active"),
    // The authorization that took its place (no foreign key: it is written before the new row exists).
    supersededBy: uuid("superseded_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeEffectiveOn: date("revoke_effective_on", { mode: "string" }),
    revokedBy: text("revoked_by", { enum: AUTHORIZATION_REVOKERS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("debit_authorizations_one_active_recurring")
      .on(t.applicationId)
      .where(sql`${t.kind} = 'recurring' and ${t.status} = 'active'`),
    index("debit_authorizations_application_id_idx").on(t.applicationId, t.createdAt),
    index("debit_authorizations_revoked_idx").on(t.revokedAt, t.id).where(sql`${t.status} = 'revoked'`),
    check("debit_authorizations_kind_check", oneOf(t.kind, AUTHORIZATION_KINDS)),
    check("debit_authorizations_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "debit_authorizations_draft_day",
      sql`(${t.kind} = 'recurring') = (${t.draftDay} is not null) and (${t.draftDay} is null or ${t.draftDay} between 1 and 31)`,
    ),
    check("debit_authorizations_max_debits", sql`${t.maxDebits} is null or ${t.maxDebits} > 0`),
    check(
      "debit_authorizations_hashes",
      sql`${t.textVersion} ~ '^[0-9a-f]{64}$' and ${t.textSha256} ~ '^[0-9a-f]{64}$'`,
    ),
    check("debit_authorizations_status_check", oneOf(t.status, AUTHORIZATION_STATUSES)),
    check(
      "debit_authorizations_revoked_consistent",
      sql`(${t.status} = 'revoked') = (${t.revokedAt} is not null) and (${t.revokedAt} is null) = (${t.revokeEffectiveOn} is null) and (${t.revokedAt} is null) = (${t.revokedBy} is null)`,
    ),
    check(
      "debit_authorizations_revoked_by_check",
      sql`${t.revokedBy} is null or ${oneOf(t.revokedBy, AUTHORIZATION_REVOKERS)}`,
    ),
    check(
      "debit_authorizations_superseded_consistent",
      sql`(${t.status} = 'superseded') = (${t.supersededBy} is not null)`,
    ),
  ],
);
