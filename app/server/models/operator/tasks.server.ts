import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TaskStatus } from "#app/domain/operator/kinds.ts";
import {
  isOverdue,
  TASK_TRANSITIONS,
  type TaskAction,
  type TaskState,
  taskRefusal,
} from "#app/domain/operator/tasks.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { adminTasks, adminUsers, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { changeState, type StateChangeCaller, type StateRecipe } from "../../state-change.server.ts";

// Tasks on a customer for an admin (issue 45, docs/decisions/0068): created, changed (title, due
// day, assignee), done or cancelled through the one recipe for changes of state, each with its
// audit row. The assignee must be an admin when the change is written (checked in the write too).
// `myTasks` is the Work Queue's "My tasks" (slice 45-operations shows it): overdue first.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isTaskId = (id: string) => UUID.test(id);

export interface TaskFields {
  title: string;
  details: string | null;
  dueOn: string;
  assigneeId: string;
}

interface TaskRow extends TaskState {
  id: string;
  version: string;
  title: string | null;
  dueOn: string | null;
  assigneeId: string | null;
}

type TaskChange =
  | { action: "create"; customerId: string; fields: TaskFields }
  | { action: "update"; fields: TaskFields }
  | { action: "complete" | "cancel" };

const AUDIT = {
  create: "task_created",
  update: "task_updated",
  complete: "task_completed",
  cancel: "task_cancelled",
} as const;

async function assigneeIsAdmin(db: Db, change: TaskChange): Promise<boolean> {
  if (change.action !== "create" && change.action !== "update") return true;
  if (!UUID.test(change.fields.assigneeId)) return false;
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.id, change.fields.assigneeId));
  return Boolean(row);
}

function recipe(
  change: TaskChange,
  caller: StateChangeCaller,
  assigneeKnown: boolean,
): StateRecipe<TaskRow, TaskAction, "admin", StateChangeCaller, null> {
  async function read(db: Db, id: string): Promise<TaskRow | undefined> {
    const [row] = await db
      .select({
        id: adminTasks.id,
        status: adminTasks.status,
        title: adminTasks.title,
        dueOn: adminTasks.dueOn,
        assigneeId: adminTasks.assigneeId,
        version: adminTasks.version,
      })
      .from(adminTasks)
      .where(eq(adminTasks.id, id));
    if (row) return { ...row, exists: true, assigneeIsAdmin: assigneeKnown, version: String(row.version) };
    if (change.action !== "create") return undefined;
    return {
      id,
      exists: false,
      status: null,
      assigneeIsAdmin: assigneeKnown,
      title: null,
      dueOn: null,
      assigneeId: null,
      version: "0",
    };
  }
  return {
    target: "admin_task",
    table: TASK_TRANSITIONS,
    isId: isTaskId,
    read,
    actorOf: () => "admin",
    async write(tx, row, _action, now) {
      // The assignee's admin row is held until the change commits: a demotion at the same
      // moment waits, then finds the task to unassign.
      if (change.action === "create" || change.action === "update") {
        const [admin] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.id, change.fields.assigneeId))
          .for("share");
        if (!admin) return undefined;
      }
      if (change.action === "create") {
        const [written] = await tx
          .insert(adminTasks)
          .values({
            id: row.id,
            customerId: change.customerId,
            ...change.fields,
            createdBy: caller.id,
            createdByEmail: caller.email,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: adminTasks.id });
        return written ? read(tx, row.id) : undefined;
      }
      const set =
        change.action === "update"
          ? {
              title: change.fields.title,
              details: change.fields.details,
              dueOn: change.fields.dueOn,
              assigneeId: change.fields.assigneeId,
            }
          : {
              status: (change.action === "complete" ? "done" : "cancelled") as TaskStatus,
              completedAt: now,
              completedByEmail: caller.email,
            };
      const [written] = await tx
        .update(adminTasks)
        .set({ ...set, version: Number(row.version) + 1 })
        .where(and(eq(adminTasks.id, row.id), eq(adminTasks.version, Number(row.version))))
        .returning({ id: adminTasks.id });
      return written ? read(tx, row.id) : undefined;
    },
    refusal: (row, action, stale) => taskRefusal(row, action, stale),
    auditAction: (action) => AUDIT[action],
    auditState: (row) =>
      row.exists
        ? { status: row.status, title: row.title, dueOn: row.dueOn, assigneeId: row.assigneeId }
        : { status: null },
  };
}

export type TaskChangeResult =
  | { kind: "changed"; id: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

async function run(
  db: Db,
  id: string,
  change: TaskChange,
  caller: StateChangeCaller,
  now: Date,
  seenVersion?: string | null,
): Promise<TaskChangeResult> {
  if (change.action === "create") {
    const [customer] = UUID.test(change.customerId)
      ? await db.select({ id: users.id }).from(users).where(eq(users.id, change.customerId))
      : [];
    if (!customer) return { kind: "not-found" };
  }
  const known = await assigneeIsAdmin(db, change);
  const result = await changeState(db, recipe(change, caller, known), {
    id,
    action: change.action,
    caller,
    seenVersion,
    now,
  });
  if (result.kind === "changed") return { kind: "changed", id };
  if (result.kind === "refused") return { kind: "refused", reason: result.reason };
  return result;
}

const cleaned = (fields: TaskFields): TaskFields => ({
  title: fields.title.trim(),
  details: fields.details?.trim() ? fields.details.trim() : null,
  dueOn: fields.dueOn,
  assigneeId: fields.assigneeId,
});

/** A new task on a customer for an admin; `id` is the form's own (a second send writes nothing more). */
export function createTask(
  db: Db,
  input: { id?: string; customerId: string; fields: TaskFields; caller: StateChangeCaller; now: Date },
): Promise<TaskChangeResult> {
  return run(
    db,
    input.id ?? crypto.randomUUID(),
    { action: "create", customerId: input.customerId, fields: cleaned(input.fields) },
    input.caller,
    input.now,
  );
}

/** Changes an open task's title, details, due day or assignee. */
export function updateTask(
  db: Db,
  input: {
    id: string;
    fields: TaskFields;
    caller: StateChangeCaller;
    seenVersion?: string | null;
    now: Date;
  },
): Promise<TaskChangeResult> {
  return run(
    db,
    input.id,
    { action: "update", fields: cleaned(input.fields) },
    input.caller,
    input.now,
    input.seenVersion,
  );
}

/** Marks an open task done, or cancels it. */
export function closeTask(
  db: Db,
  input: {
    id: string;
    outcome: "complete" | "cancel";
    caller: StateChangeCaller;
    seenVersion?: string | null;
    now: Date;
  },
): Promise<TaskChangeResult> {
  return run(db, input.id, { action: input.outcome }, input.caller, input.now, input.seenVersion);
}

const taskColumns = {
  id: adminTasks.id,
  customerId: adminTasks.customerId,
  title: adminTasks.title,
  details: adminTasks.details,
  dueOn: adminTasks.dueOn,
  status: adminTasks.status,
  assigneeId: adminTasks.assigneeId,
  assigneeEmail: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${adminTasks.assigneeId})`,
  createdByEmail: adminTasks.createdByEmail,
  completedAt: adminTasks.completedAt,
  completedByEmail: adminTasks.completedByEmail,
  createdAt: adminTasks.createdAt,
  version: adminTasks.version,
};

export type TaskLine = Awaited<ReturnType<typeof findTasksOfCustomer>>[number];

/** A customer's tasks: the open ones by due day, then the closed ones (the latest 50). */
export function findTasksOfCustomer(db: Db, customerId: string) {
  return db
    .select(taskColumns)
    .from(adminTasks)
    .where(eq(adminTasks.customerId, customerId))
    .orderBy(sql`${adminTasks.status} = 'open' desc`, asc(adminTasks.dueOn), asc(adminTasks.id))
    .limit(50);
}

export interface MyTask {
  id: string;
  customerId: string;
  customerName: string | null;
  title: string;
  dueOn: string;
  overdue: boolean;
  version: number;
}

/**
 * An admin's open tasks, overdue first (the earliest due day first, so every overdue one comes
 * before today's), at most `limit`, on the partial index admin_tasks_mine_idx; `overdue` is
 * against the company's day at `now`. The Work Queue's "My tasks" (slice 45-operations).
 */
/** The condition of "my open tasks", written as the partial index's predicate (the queue's count). */
export const myOpenTasks = (adminId: string) =>
  sql`${adminTasks.assigneeId} = ${adminId}::uuid and ${adminTasks.status} = 'open'`;

export async function myTasks(db: Db, adminId: string, now: Date, limit = 50): Promise<MyTask[]> {
  if (!UUID.test(adminId)) return [];
  const today = companyDayOf(now);
  const rows = await db
    .select({
      id: adminTasks.id,
      customerId: adminTasks.customerId,
      customerName: sql<
        string | null
      >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${adminTasks.customerId})`,
      title: adminTasks.title,
      dueOn: adminTasks.dueOn,
      version: adminTasks.version,
    })
    .from(adminTasks)
    .where(and(eq(adminTasks.assigneeId, adminId), eq(adminTasks.status, "open")))
    .orderBy(asc(adminTasks.dueOn), asc(adminTasks.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, overdue: isOverdue({ status: "open", dueOn: row.dueOn }, today) }));
}

/** The admins a task can be assigned to: id and e-mail, by e-mail. */
export function findAssignableAdmins(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.id))
    .orderBy(asc(users.email));
}
