// The operator's month (issue 45): when each enrolled customer was last in contact, for the Work
// Queue's "no activity for 30 days"; and the admins' tasks about a customer, for "My tasks".
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { dedicatedAccounts } from "./ledger.ts";

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

export const ADMIN_TASK_STATUSES = ["open", "done"] as const;

/**
 * An admin's task about a customer (issue 45). Slice 45-customer owns this table and its screens;
 * this is the least of it the Work Queue's "My tasks" reads, made here only because it was absent.
 */
export const adminTasks = pgTable(
  "admin_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The customer the task is about (users.id).
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    status: text("status", { enum: ADMIN_TASK_STATUSES }).notNull().default("open"),
  },
  (t) => [
    index("admin_tasks_mine_idx").on(t.assigneeId, t.dueOn, t.id).where(sql`${t.status} = 'open'`),
    check("admin_tasks_status_check", sql`${t.status} in ('open', 'done')`),
    check("admin_tasks_title_length", sql`char_length(${t.title}) between 1 and 200`),
  ],
);
