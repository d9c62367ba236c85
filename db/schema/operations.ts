// Reference data (resources), payment methods, the audit log and the e-mail outbox.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../app/domain/audit/actions.ts";
import { EMAIL_KINDS, EMAIL_STATUSES, PAYMENT_METHOD_TYPES } from "../../app/domain/enums.ts";
import { users } from "./accounts.ts";
import { oneOf, timestamps } from "./columns.ts";

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
    type: text("type", { enum: PAYMENT_METHOD_TYPES }).notNull(),
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
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    // The Audit Log's action filter, newest first (decision 0026).
    index("audit_log_action_created_at_id_idx").on(t.action, t.createdAt, t.id),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    check("audit_log_action_check", oneOf(t.action, AUDIT_ACTIONS)),
    check("audit_log_target_type_check", oneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

/** Durable outbox: written in the change's transaction, delivered by a worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    // Makes "sent once" hold across nodes, e.g. approval:<application id>.
    dedupeKey: text("dedupe_key"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The admins' mailbox lists messages newest first, a page at a time.
    index("email_outbox_created_at_idx").on(t.createdAt),
    check("email_outbox_kind_check", oneOf(t.kind, EMAIL_KINDS)),
    check("email_outbox_status_check", oneOf(t.status, EMAIL_STATUSES)),
    check("email_outbox_sent_consistent", sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/**
 * Periodic work shared by every server node (retention.server.ts): one row per job, claimed
 * atomically by the node that runs it. `next_run_at` is a lease while it runs and the next due
 * time once it finished, so the job runs once per interval whatever the number of nodes.
 */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});

/**
 * The demonstration's clock (`npm run demo` only, docs/decisions/0069): how far the program's
 * "now" is ahead of the real time. One row; the offset only grows (an update that would move it
 * back changes nothing), and every change notifies `demo_clock_changed` so that every node moves
 * together. Outside demo mode the table stays empty and nothing reads it.
 */
export const demoClock = pgTable(
  "demo_clock",
  {
    id: boolean("id").primaryKey().default(true),
    offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("demo_clock_one_row", sql`${t.id}`),
    check("demo_clock_offset_not_negative", sql`${t.offsetMs} >= 0`),
  ],
);
