// The complete database schema (spec section 3 plus decisions.md). Constraints do real
// work: a row the product could never produce is refused by the database itself.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEBT_RANGE_LABELS } from "../app/domain/debt-brackets.ts";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  APPLICATION_STATUSES,
  CREDIT_SCORES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  EMPLOYMENT_STATUSES,
  OPEN_CLOSED,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHOD_TYPES,
  STAGE_STATUSES,
} from "../app/domain/enums.ts";

/** `column IN ('a', 'b')` for a CHECK constraint; values are our own constants. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// Money: numeric(12,2), read as strings so no cent is lost to floating point.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

// ---------------------------------------------------------------------------
// Accounts (better-auth's tables; property names are the ones better-auth uses)
// ---------------------------------------------------------------------------

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
    phone: text("phone"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_created_at_idx").on(t.createdAt),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("users_names_present", sql`btrim(${t.firstName}) <> '' and btrim(${t.lastName}) <> ''`),
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
    ...timestamps,
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
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
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters shared by every server node (sign-in per address and per account). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Admin membership is the existence of a row (spec section 3). */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept for the record when the login is deleted (decisions.md): detached, not removed.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // Idempotency key of one wizard run: a retried or double-clicked submit finds this row.
    submissionId: uuid("submission_id").notNull(),
    status: text("status").notNull().default("pending"),
    debtAmount: money("debt_amount").notNull(),
    debtRange: text("debt_range").notNull(),
    creditScore: text("credit_score").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: char("phone", { length: 10 }).notNull(),
    address: text("address").notNull(),
    dateOfBirth: date("date_of_birth").notNull(),
    ssnLastFour: char("ssn_last_four", { length: 4 }).notNull(),
    employmentStatus: text("employment_status").notNull(),
    monthlyIncome: money("monthly_income").notNull(),
    enrollmentStatus: text("enrollment_status").notNull().default("pending"),
    enrollmentApprovedAt: timestamp("enrollment_approved_at", { withTimezone: true }),
    negotiationsStatus: text("negotiations_status").notNull().default("pending"),
    negotiationsApprovedAt: timestamp("negotiations_approved_at", { withTimezone: true }),
    completionPercentage: integer("completion_percentage").notNull().default(0),
    isComplete: boolean("is_complete").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    approvalEmailSent: boolean("approval_email_sent").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("applications_submission_id_key").on(t.submissionId),
    index("applications_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("applications_status_idx").on(t.status),
    index("applications_created_at_idx").on(t.createdAt),
    // Trigram indexes for the admin search "by name or email" (pg_trgm, see migration 0000).
    index("applications_name_trgm_idx").using(
      "gin",
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index("applications_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("applications_status_check", oneOf(t.status, APPLICATION_STATUSES)),
    check("applications_enrollment_status_check", oneOf(t.enrollmentStatus, STAGE_STATUSES)),
    check("applications_negotiations_status_check", oneOf(t.negotiationsStatus, STAGE_STATUSES)),
    check("applications_credit_score_check", oneOf(t.creditScore, CREDIT_SCORES)),
    check("applications_employment_status_check", oneOf(t.employmentStatus, EMPLOYMENT_STATUSES)),
    check("applications_debt_range_check", oneOf(t.debtRange, DEBT_RANGE_LABELS)),
    check("applications_debt_amount_positive", sql`${t.debtAmount} > 0`),
    check("applications_monthly_income_nonnegative", sql`${t.monthlyIncome} >= 0`),
    check("applications_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("applications_ssn_digits", sql`${t.ssnLastFour} ~ '^[0-9]{4}$'`),
    check("applications_completion_range", sql`${t.completionPercentage} between 0 and 100`),
    check(
      "applications_complete_consistent",
      sql`${t.isComplete} = (${t.completedAt} is not null and ${t.completionPercentage} = 100)`,
    ),
    // Later stages only follow an approved earlier stage (spec section 4).
    check(
      "applications_enrollment_after_approval",
      sql`${t.enrollmentStatus} = 'pending' or ${t.status} = 'approved'`,
    ),
    check(
      "applications_negotiations_after_enrollment",
      sql`${t.negotiationsStatus} = 'pending' or ${t.enrollmentStatus} = 'approved'`,
    ),
  ],
);

const debtAccountFields = {
  originalCreditor: text("original_creditor"),
  accountSold: boolean("account_sold").notNull().default(false),
  accountType: text("account_type"),
  openClosed: text("open_closed"),
  status: text("status"),
  currentBalance: money("current_balance"),
  paidOff: boolean("paid_off").notNull().default(false),
  paymentFrequency: text("payment_frequency"),
  paymentAmount: money("payment_amount"),
  originalBalance: money("original_balance"),
  term: text("term"),
};

type DebtAccountColumns = { [K in keyof typeof debtAccountFields]: AnyPgColumn };

function debtAccountChecks(prefix: string, t: DebtAccountColumns) {
  const optional = (column: AnyPgColumn, values: readonly string[]) =>
    sql`${column} is null or ${oneOf(column, values)}`;
  return [
    check(`${prefix}_account_type_check`, optional(t.accountType, ACCOUNT_TYPES)),
    check(`${prefix}_open_closed_check`, optional(t.openClosed, OPEN_CLOSED)),
    check(`${prefix}_status_check`, optional(t.status, ACCOUNT_STATUSES)),
    check(`${prefix}_payment_frequency_check`, optional(t.paymentFrequency, PAYMENT_FREQUENCIES)),
    check(
      `${prefix}_amounts_nonnegative`,
      sql`coalesce(${t.currentBalance}, 0) >= 0 and coalesce(${t.paymentAmount}, 0) >= 0 and coalesce(${t.originalBalance}, 0) >= 0`,
    ),
  ];
}

export const debtAccounts = pgTable(
  "debt_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    ...debtAccountFields,
    originalCreditor: text("original_creditor").notNull(),
    accountType: text("account_type").notNull(),
    currentBalance: money("current_balance").notNull(),
    dateOpened: date("date_opened"),
    lastPaymentDate: date("last_payment_date"),
    // The order the applicant listed them in (0 first): accounts stored together share one
    // created_at, so that cannot order them.
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("debt_accounts_application_id_created_at_idx").on(t.applicationId, t.createdAt),
    check("debt_accounts_position_nonnegative", sql`${t.position} >= 0`),
    check("debt_accounts_creditor_present", sql`btrim(${t.originalCreditor}) <> ''`),
    ...debtAccountChecks("debt_accounts", t),
  ],
);

export const accountDetailsForms = pgTable(
  "account_details_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    ...debtAccountFields,
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The admin may later be deleted; the completion stays on record.
    filledByAdminId: uuid("filled_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("account_details_forms_application_id_key").on(t.applicationId),
    index("account_details_forms_created_at_idx").on(t.createdAt),
    ...debtAccountChecks("account_details_forms", t),
  ],
);

// ---------------------------------------------------------------------------
// Reference data, payments, audit and e-mail
// ---------------------------------------------------------------------------

export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("resources_category_idx").on(t.category),
    uniqueIndex("resources_category_url_key").on(t.category, t.url),
    check("resources_url_https", sql`${t.url} ~ '^https://'`),
    check("resources_category_slug", sql`${t.category} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Never a full card or account number, never a CVV (decisions.md). */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    holderName: text("holder_name").notNull(),
    lastFour: char("last_four", { length: 4 }).notNull(),
    expiryDate: char("expiry_date", { length: 5 }),
    routingLastFour: char("routing_last_four", { length: 4 }),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("payment_methods_user_id_idx").on(t.userId),
    uniqueIndex("payment_methods_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
    check("payment_methods_type_check", oneOf(t.type, PAYMENT_METHOD_TYPES)),
    check("payment_methods_last_four_digits", sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check(
      "payment_methods_card_fields",
      sql`(${t.type} = 'credit') = (${t.expiryDate} is not null) and (${t.expiryDate} is null or ${t.expiryDate} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$')`,
    ),
    check(
      "payment_methods_bank_fields",
      sql`(${t.type} = 'bank') = (${t.routingLastFour} is not null) and (${t.routingLastFour} is null or ${t.routingLastFour} ~ '^[0-9]{4}$')`,
    ),
  ],
);

/** Every admin change: who, what, when, before and after (decisions.md). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The actor's e-mail is copied so the record survives the actor's deletion.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/** Durable outbox: written in the change's transaction, delivered by a worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    // Makes "sent once" hold across nodes, e.g. approval:<application id>.
    dedupeKey: text("dedupe_key"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_kind_check", oneOf(t.kind, EMAIL_KINDS)),
    check("email_outbox_status_check", oneOf(t.status, EMAIL_STATUSES)),
    check("email_outbox_sent_consistent", sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  adminUsers,
  applications,
  debtAccounts,
  accountDetailsForms,
  resources,
  paymentMethods,
  auditLog,
  emailOutbox,
};
