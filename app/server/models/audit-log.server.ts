import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogCursor,
  type AuditLogQuery,
  type AuditLogQueryProblem,
  isAuditAction,
  isAuditTargetType,
  readTargetId,
} from "#app/domain/admin/audit-log-query.ts";
import { AUDIT_TARGET_TYPES } from "#app/domain/audit/actions.ts";
import { auditLog } from "#db/schema.ts";
import type { Db } from "../db.server.ts";

// The Audit Log's read (issue 12): one page of entries, newest first, filtered by action and
// by target in the database. The table only grows (every admin change adds a row), so a page
// is found by keyset, never by offset: strictly older (or newer) than the entry the previous
// page ended on, in (created_at, id) order. The whole log and a target type walk the
// created_at index; an action has its (action, created_at, id) index; a target id the
// (target_type, target_id) index (db/schema/operations.ts; decision 0026 has the plans).

/** created_at to the microsecond in UTC, whatever the session's time zone: a cursor's moment. */
const exactMoment = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const rowColumns = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  moment: exactMoment,
};

export type AuditLogRow = Omit<Awaited<ReturnType<typeof readRows>>[number], "moment">;

export type FindAuditLogPageResult =
  | {
      kind: "page";
      /** Newest first. */
      rows: AuditLogRow[];
      /** Where the next newer / older page starts; null when there is none. */
      newer: AuditLogCursor | null;
      older: AuditLogCursor | null;
    }
  /** A filter value the log does not know (the address is checked before; this checks again). */
  | { kind: "refused"; problems: AuditLogQueryProblem[] };

function problemsOf(query: AuditLogQuery): AuditLogQueryProblem[] {
  const problems: AuditLogQueryProblem[] = [];
  if (query.action !== null && !isAuditAction(query.action)) problems.push("action");
  if (query.targetType !== null && !isAuditTargetType(query.targetType)) problems.push("type");
  if (readTargetId(query.targetId) === null) problems.push("target");
  return problems;
}

function filterOf(query: AuditLogQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) {
    // An id without a type names the type as "any of them", so the (target_type, target_id)
    // index still serves it: one short descent per type.
    if (!query.targetType) conditions.push(inArray(auditLog.targetType, [...AUDIT_TARGET_TYPES]));
    conditions.push(eq(auditLog.targetId, query.targetId));
  }
  return conditions;
}

/**
 * Read with a plan made for these values. PGlite prepares each statement under a name and,
 * after five runs, may keep one generic plan for it whatever the values: for `action = $1`
 * that plan walks the created_at index and filters, which reads the whole table for an action
 * that is rare or absent (about 130 ms at 300,000 entries, where the (action, created_at, id)
 * index answers in 0.2 ms; bench/audit-log.ts, decision 0026). `set local` keeps the setting
 * to this one read.
 */
async function readRows(db: Db, query: AuditLogQuery, where: SQL | undefined, limit: number) {
  const order = query.cursor?.direction === "newer" ? asc : desc;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return tx
      .select(rowColumns)
      .from(auditLog)
      .where(where)
      .orderBy(order(auditLog.createdAt), order(auditLog.id))
      .limit(limit);
  });
}

const cursorOf = (row: { moment: string; id: string }, direction: AuditLogCursor["direction"]) => ({
  direction,
  createdAt: row.moment,
  id: row.id,
});

/**
 * One page of the audit log for `query`, newest first. Without a cursor it is the newest
 * entries; with one, the page just older (or just newer) than the cursor's entry. A page of
 * newer entries that finds none (the cursor was the newest) answers with the newest page.
 */
export async function findAuditLogPage(db: Db, query: AuditLogQuery): Promise<FindAuditLogPageResult> {
  const problems = problemsOf(query);
  if (problems.length > 0) return { kind: "refused", problems };
  const conditions = filterOf({ ...query, targetId: readTargetId(query.targetId) ?? "" });
  const { cursor } = query;
  if (cursor) {
    const operator = cursor.direction === "older" ? sql`<` : sql`>`;
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) ${operator} (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const direction = cursor?.direction ?? "older";
  const found = await readRows(db, query, and(...conditions), AUDIT_LOG_PAGE_SIZE + 1);
  if (direction === "newer" && found.length === 0) return findAuditLogPage(db, { ...query, cursor: null });

  const more = found.length > AUDIT_LOG_PAGE_SIZE;
  const page = found.slice(0, AUDIT_LOG_PAGE_SIZE);
  if (direction === "newer") page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  // Coming from a page, there are entries on its side; going on, there are more when found.
  const newerExists = direction === "older" ? cursor !== null : more;
  const olderExists = direction === "older" ? more : true;
  return {
    kind: "page",
    rows: page.map(({ moment: _moment, ...row }) => row),
    newer: newerExists && first ? cursorOf(first, "newer") : null,
    older: olderExists && last ? cursorOf(last, "older") : null,
  };
}
