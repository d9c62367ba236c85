import { asc, sql } from "drizzle-orm";
import { WORK_QUEUE_LIMIT } from "#app/domain/admin/work-queue.ts";
import type { TaskSource } from "#app/domain/admin/work-queue-views.ts";
import { adminTasks, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The admins' tasks about a customer (issue 45). Slice 45-customer owns tasks (their forms, the
// customer page's list); the Work Queue's "My tasks" reads them here: the open tasks assigned to
// the admin reading the queue, overdue first (by due day), from admin_tasks_mine_idx.

/** The condition of "my open tasks", written as the partial index's predicate. */
export const myOpenTasks = (adminId: string) =>
  sql`${adminTasks.assigneeId} = ${adminId}::uuid and ${adminTasks.status} = 'open'`;

/** The open tasks assigned to `adminId`, by due day (the overdue ones first), at most `limit`. */
export function myTasks(db: Db, adminId: string, limit = WORK_QUEUE_LIMIT): Promise<TaskSource[]> {
  return db
    .select({
      id: adminTasks.id,
      userId: adminTasks.userId,
      title: adminTasks.title,
      dueOn: adminTasks.dueOn,
      customer: sql<
        string | null
      >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${adminTasks.userId})`,
    })
    .from(adminTasks)
    .where(myOpenTasks(adminId))
    .orderBy(asc(adminTasks.dueOn), asc(adminTasks.id))
    .limit(limit);
}
