// What a row of the Audit Log shows, built on the server from an audit_log row
// (app/routes/admin/audit-log-data.server.ts): the moment in en-US words (in the admin's own time
// zone, named), the actor's e-mail, the action's label, the target with its id shortened
// and where to open it, and the fields the change touched with their values as JSON text. The
// values stay text all the way: the page renders them as React text, never as HTML.
import type { AuditAction, AuditTargetType } from "../audit/actions.ts";
import { AUDIT_ACTION_LABELS, AUDIT_LOG_MESSAGES, AUDIT_TARGET_TYPE_LABELS } from "../audit/labels.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import type { AuditLogQuery, AuditLogQueryProblem } from "./audit-log-query.ts";

/** "Nov 20, 2026, 5:11:12 AM EST": in the admin's own zone, named. */
export function formatAuditMoment(moment: Date, timeZone: string): string {
  return formatDateTimeIn(moment, timeZone, { seconds: true });
}

/** One changed field; `before` / `after` are JSON text, or null where the field was absent. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * The fields whose value differs between before and after, in alphabetical order. A side that
 * is null (a creation or a deletion) shows every field of the other; two values that are not
 * objects are one change named "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = before ?? undefined;
  const to = after ?? undefined;
  if ((isRecord(from) || from === undefined) && (isRecord(to) || to === undefined)) {
    const fields = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])].sort();
    return fields
      .map((field) => ({ field, before: json(from?.[field]), after: json(to?.[field]) }))
      .filter((change) => change.before !== change.after);
  }
  const change = { field: "value", before: json(from), after: json(to) };
  return change.before === change.after ? [] : [change];
}

export interface AuditLogSource {
  id: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export interface AuditLogRowView {
  id: string;
  when: string;
  /** For `<time dateTime>`. */
  whenIso: string;
  actor: string;
  action: AuditAction;
  actionLabel: string;
  targetType: AuditTargetType;
  targetLabel: string;
  targetId: string | null;
  /** The last 8 characters of the target id, as the back office shows ids. */
  targetShort: string | null;
  /** Where the target opens, when it has a screen of its own. */
  targetHref: string | null;
  changes: AuditChange[];
}

const SHORT_ID = 8;

/** Applications Management with that one application found and its details open. */
export function applicationHref(applicationId: string): string {
  const params = new URLSearchParams({ q: applicationId, open: applicationId });
  return `/admin/applications?${params}`;
}

/** One entry; its moment in the admin's `timeZone`. */
export function auditLogRowView(row: AuditLogSource, timeZone: string): AuditLogRowView {
  const targetId = row.targetId && row.targetId !== "" ? row.targetId : null;
  return {
    id: row.id,
    when: formatAuditMoment(row.createdAt, timeZone),
    whenIso: row.createdAt.toISOString(),
    actor: row.actorEmail,
    action: row.action,
    actionLabel: AUDIT_ACTION_LABELS[row.action],
    targetType: row.targetType,
    targetLabel: AUDIT_TARGET_TYPE_LABELS[row.targetType],
    targetId,
    targetShort: targetId ? (targetId.length > SHORT_ID ? `…${targetId.slice(-SHORT_ID)}` : targetId) : null,
    targetHref: targetId && row.targetType === "application" ? applicationHref(targetId) : null,
    changes: auditChanges(row.before, row.after),
  };
}

export type AuditLogPageData =
  | {
      ok: true;
      query: AuditLogQuery;
      rows: AuditLogRowView[];
      /** The addresses of the neighbouring pages, when there are entries there. */
      newerHref: string | null;
      olderHref: string | null;
    }
  | { ok: false; kind: "refused"; problems: AuditLogQueryProblem[]; message: string }
  | { ok: false; kind: "failed"; query: AuditLogQuery; message: string };

export const refusedPage = (problems: AuditLogQueryProblem[]): AuditLogPageData => ({
  ok: false,
  kind: "refused",
  problems,
  message: AUDIT_LOG_MESSAGES.refused,
});
