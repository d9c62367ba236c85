// The operator's records of a customer (issue 45, docs/decisions/0068 and 0070): notes and calls,
// tasks, and each open program's last contact (for the Work Queue's "no activity for 30 days").
// Both keep customer_id without a foreign key, as consents do: they are part of the audit
// trail and outlive a deleted login. A note or call is never deleted, and its text can change
// only within 24 hours of its writing (the trigger customer_notes_guard, migration 0037).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  NOTE_KINDS,
  NOTE_MAX_CHARS,
  TASK_DETAILS_MAX_CHARS,
  TASK_STATUSES,
  TASK_TITLE_MAX_CHARS,
} from "../../app/domain/operator/kinds.ts";
import { adminUsers, users } from "./accounts.ts";
import { oneOf } from "./columns.ts";
import { dedicatedAccounts } from "./ledger.ts";

export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    kind: text("kind", { enum: NOTE_KINDS }).notNull(),
    body: text("body").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    callDirection: text("call_direction", { enum: CALL_DIRECTIONS }),
    callOutcome: text("call_outcome", { enum: CALL_OUTCOMES }),
    callAt: timestamp("call_at", { withTimezone: true }),
    // The application's clock (the services'), not the database's: see the trigger.
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // The customer page's notes: pinned first, then the newest.
    index("customer_notes_customer_idx").on(
      t.customerId,
      sql`${t.pinned} desc`,
      sql`${t.createdAt} desc`,
      t.id,
    ),
    // The customer list's search by a note's or call's text (pg_trgm).
    index("customer_notes_body_trgm_idx").using("gin", sql`${t.body} gin_trgm_ops`),
    check("customer_notes_kind_check", oneOf(t.kind, NOTE_KINDS)),
    check(
      "customer_notes_body_length",
      sql`char_length(btrim(${t.body})) between 1 and ${sql.raw(String(NOTE_MAX_CHARS))}`,
    ),
    check(
      "customer_notes_call_direction_check",
      sql`${t.callDirection} is null or ${oneOf(t.callDirection, CALL_DIRECTIONS)}`,
    ),
    check(
      "customer_notes_call_outcome_check",
      sql`${t.callOutcome} is null or ${oneOf(t.callOutcome, CALL_OUTCOMES)}`,
    ),
    check(
      "customer_notes_call_fields",
      sql`(${t.kind} = 'call') = (${t.callDirection} is not null and ${t.callOutcome} is not null and ${t.callAt} is not null)`,
    ),
    check("customer_notes_calls_not_pinned", sql`${t.kind} = 'note' or not ${t.pinned}`),
    check(
      "customer_notes_edited_after_created",
      sql`${t.editedAt} is null or ${t.editedAt} >= ${t.createdAt}`,
    ),
  ],
);

export const adminTasks = pgTable(
  "admin_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    title: text("title").notNull(),
    details: text("details"),
    dueOn: date("due_on").notNull(),
    // Demoting an admin leaves their tasks unassigned.
    assigneeId: uuid("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email").notNull(),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("open"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedByEmail: text("completed_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // "My tasks", overdue first (the work queue, models/operator/tasks.server.ts myTasks).
    index("admin_tasks_mine_idx").on(t.assigneeId, t.dueOn, t.id).where(sql`${t.status} = 'open'`),
    index("admin_tasks_unassigned_idx")
      .on(t.dueOn, t.id)
      .where(sql`${t.status} = 'open' and ${t.assigneeId} is null`),
    index("admin_tasks_customer_idx").on(t.customerId, t.status, t.dueOn),
    check("admin_tasks_status_check", oneOf(t.status, TASK_STATUSES)),
    check(
      "admin_tasks_title_length",
      sql`char_length(btrim(${t.title})) between 1 and ${sql.raw(String(TASK_TITLE_MAX_CHARS))} and ${t.title} !~ '[\\r\\n]'`,
    ),
    check(
      "admin_tasks_details_length",
      sql`${t.details} is null or char_length(${t.details}) <= ${sql.raw(String(TASK_DETAILS_MAX_CHARS))}`,
    ),
    check("admin_tasks_completed", sql`(${t.status} = 'open') = (${t.completedAt} is null)`),
  ],
);

/**
 * One row per open program: the customer's last contact (a sign-in, an action of theirs in the
 * portal). Kept by triggers (migration 0039): made when the account opens, removed when it
 * closes, moved on by a new session and by an audit row the customer is the actor of, at most once
 * an hour. No notify trigger: it changes with every sign-in.
 */
export const programActivity = pgTable(
  "program_activity",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => dedicatedAccounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("program_activity_last_at_idx").on(t.lastAt, t.accountId),
    index("program_activity_user_idx").on(t.userId),
  ],
);
