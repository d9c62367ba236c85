// The Audit Log's state, kept in the address so a reload, Back and a shared link show the same
// entries (issue 12, "Audit log"): `?action=&type=&target=` filter, `before=` / `after=` page
// (a keyset cursor: the created_at and id of the entry the page starts after). The filters
// accept only the names of app/domain/audit/actions.ts; anything else is refused, not guessed.
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from "../audit/actions.ts";

export const AUDIT_LOG_PAGE_SIZE = 20;
/** No target id is longer (they are UUIDs); a longer one is refused. */
export const TARGET_ID_MAX_LENGTH = 100;

/** Where a page starts: strictly older (or newer) than this entry, in the log's order. */
export interface AuditLogCursor {
  direction: "older" | "newer";
  /** created_at to the microsecond, UTC, as `2026-11-20T10:11:12.123456Z`. */
  createdAt: string;
  id: string;
}

export interface AuditLogQuery {
  action: AuditAction | null;
  targetType: AuditTargetType | null;
  /** "" for any target; otherwise matched exactly. */
  targetId: string;
  cursor: AuditLogCursor | null;
}

export const EMPTY_AUDIT_LOG_QUERY: AuditLogQuery = {
  action: null,
  targetType: null,
  targetId: "",
  cursor: null,
};

/** What in the address was refused. */
export type AuditLogQueryProblem = "action" | "type" | "target" | "page";

export type ReadAuditLogQuery =
  | { ok: true; query: AuditLogQuery }
  | { ok: false; problems: AuditLogQueryProblem[] };

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);

export const isAuditTargetType = (value: unknown): value is AuditTargetType =>
  typeof value === "string" && (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// Printable characters only: a target id is an identifier, never free text.
const TARGET_ID = /^[\x21-\x7e]+$/;

/** A cursor's text in the address: `<created_at>_<id>`. */
export function cursorText(cursor: Pick<AuditLogCursor, "createdAt" | "id">): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

function readCursor(text: string, direction: AuditLogCursor["direction"]): AuditLogCursor | null {
  const [createdAt = "", id = "", ...rest] = text.split("_");
  if (rest.length > 0 || !MOMENT.test(createdAt) || !UUID.test(id)) return null;
  // A well-formed text that names no moment (month 13, February 30) is refused too.
  const moment = Date.parse(createdAt);
  if (Number.isNaN(moment) || new Date(moment).toISOString().slice(0, 19) !== createdAt.slice(0, 19))
    return null;
  return { direction, createdAt, id: id.toLowerCase() };
}

/** A target id as the filter matches it, or null when it cannot be one. */
export function readTargetId(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (trimmed.length > TARGET_ID_MAX_LENGTH || !TARGET_ID.test(trimmed)) return null;
  return UUID.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/**
 * Reads the address. An empty value (the form's "All actions") means no filter; a value the
 * log does not know, a malformed target id or page, or both page directions at once are refused.
 */
export function readAuditLogQuery(params: URLSearchParams): ReadAuditLogQuery {
  const problems: AuditLogQueryProblem[] = [];
  const action = params.get("action") ?? "";
  const type = params.get("type") ?? "";
  const targetId = readTargetId(params.get("target") ?? "");
  if (action !== "" && !isAuditAction(action)) problems.push("action");
  if (type !== "" && !isAuditTargetType(type)) problems.push("type");
  if (targetId === null) problems.push("target");

  const before = params.get("before");
  const after = params.get("after");
  let cursor: AuditLogCursor | null = null;
  if (before !== null && after !== null) problems.push("page");
  else if (before !== null || after !== null) {
    cursor = before !== null ? readCursor(before, "older") : readCursor(after ?? "", "newer");
    if (!cursor) problems.push("page");
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    query: {
      action: isAuditAction(action) ? action : null,
      targetType: isAuditTargetType(type) ? type : null,
      targetId: targetId ?? "",
      cursor,
    },
  };
}

/** The address of a log state; empty filters are left out, so the plain log is `/admin/audit-log`. */
export function auditLogHref(query: AuditLogQuery): string {
  const params = new URLSearchParams();
  if (query.action) params.set("action", query.action);
  if (query.targetType) params.set("type", query.targetType);
  if (query.targetId) params.set("target", query.targetId);
  if (query.cursor)
    params.set(query.cursor.direction === "older" ? "before" : "after", cursorText(query.cursor));
  const text = params.toString();
  return text ? `/admin/audit-log?${text}` : "/admin/audit-log";
}

/** True when any filter is set (the empty state then says so and offers to clear them). */
export function isFiltered(query: AuditLogQuery): boolean {
  return query.action !== null || query.targetType !== null || query.targetId !== "";
}
