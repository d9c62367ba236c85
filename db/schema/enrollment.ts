// The program's door (issue 22; decisions.md, "The program after enrollment"): the plan an
// approved application is offered, and the record of every consent the customer gives.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONSENT_KINDS } from "../../app/domain/consent/kinds.ts";
import { PLAN_TERM } from "../../app/domain/enrollment/plan.ts";
import { applications } from "./applications.ts";
import { oneOf, timestamps } from "./columns.ts";

/**
 * One plan per approved application, made at approval from its debt accounts (the debts' own
 * figures are computed from them, app/domain/enrollment/plan.ts). An admin may change the term,
 * the deposit or the first date until the customer signs; each change raises `revision`, so a
 * page showing an older revision cannot be signed. Once signed, the revision is fixed.
 */
export const enrollmentPlans = pgTable(
  "enrollment_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    termMonths: integer("term_months").notNull(),
    // Whole cents, as every amount of the program.
    monthlyDepositCents: bigint("monthly_deposit_cents", { mode: "bigint" }).notNull(),
    firstDepositDate: date("first_deposit_date", { mode: "string" }).notNull(),
    revision: integer("revision").notNull().default(1),
    signedRevision: integer("signed_revision"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("enrollment_plans_application_id_key").on(t.applicationId),
    // The Work Queue (issue 24): agreements still unsigned, oldest plan first.
    index("enrollment_plans_unsigned_idx").on(t.createdAt, t.id).where(sql`${t.signedAt} is null`),
    check(
      "enrollment_plans_term_range",
      sql`${t.termMonths} between ${sql.raw(String(PLAN_TERM.min))} and ${sql.raw(String(PLAN_TERM.max))}`,
    ),
    check("enrollment_plans_deposit_positive", sql`${t.monthlyDepositCents} > 0`),
    check("enrollment_plans_revision_positive", sql`${t.revision} >= 1`),
    // Signed means signed at this revision: a signed plan's terms cannot move on.
    check(
      "enrollment_plans_signed_consistent",
      sql`(${t.signedAt} is null) = (${t.signedRevision} is null) and (${t.signedRevision} is null or ${t.signedRevision} = ${t.revision})`,
    ),
  ],
);

/**
 * Every consent a customer gives (the ESIGN consent, the enrollment agreement, later a
 * settlement offer): who, to which version of which text, on which document, with which typed
 * name, when, from where. Kept for five years and more: append-only (a trigger refuses UPDATE,
 * DELETE and TRUNCATE, migration 0024), no foreign key (a deleted login leaves its consents), and
 * no retention rule touches it.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    applicationId: uuid("application_id"),
    kind: text("kind", { enum: CONSENT_KINDS }).notNull(),
    // The SHA-256 of the disclosure text the person was shown (app/domain/consent/).
    disclosureVersion: text("disclosure_version").notNull(),
    // The SHA-256 of the exact document consented to (the agreement's PDF), when there is one.
    documentSha256: text("document_sha256"),
    typedName: text("typed_name").notNull(),
    planRevision: integer("plan_revision"),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consents_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("consents_application_id_idx").on(t.applicationId),
    check("consents_kind_check", oneOf(t.kind, CONSENT_KINDS)),
    check("consents_disclosure_version_shape", sql`${t.disclosureVersion} ~ '^[0-9a-f]{64}$'`),
    check(
      "consents_document_sha256_shape",
      sql`${t.documentSha256} is null or ${t.documentSha256} ~ '^[0-9a-f]{64}$'`,
    ),
    check(
      "consents_typed_name_one_line",
      sql`char_length(${t.typedName}) between 1 and 200 and ${t.typedName} !~ '[\\r\\n]'`,
    ),
    check("consents_user_agent_length", sql`${t.userAgent} is null or char_length(${t.userAgent}) <= 512`),
  ],
);
