import { auditLogHref, readAuditLogQuery } from "#app/domain/admin/audit-log-query.ts";
import { type AuditLogPageData, auditLogRowView, refusedPage } from "#app/domain/admin/audit-log-views.ts";
import { AUDIT_LOG_MESSAGES } from "#app/domain/audit/labels.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findAuditLogPage } from "#app/server/models/audit-log.server.ts";

// What /admin/audit-log shows: one page of entries for the address's filters and cursor,
// shaped for display here. An address with a filter the log does not know is refused (400)
// rather than shown as the whole log; a failed read is said in place (500).

/** The page for the address, its moments in the admin's `timeZone`. */
export async function loadAuditLogPage(db: Db, url: URL, timeZone: string): Promise<AuditLogPageData> {
  const read = readAuditLogQuery(url.searchParams);
  if (!read.ok) return refusedPage(read.problems);
  const { query } = read;
  let found: Awaited<ReturnType<typeof findAuditLogPage>>;
  try {
    found = await findAuditLogPage(db, query);
  } catch (error) {
    logFailure("reading the audit log failed", error, {
      action: query.action,
      targetType: query.targetType,
    });
    return { ok: false, kind: "failed", query, message: AUDIT_LOG_MESSAGES.failedLoad };
  }
  if (found.kind === "refused") return refusedPage(found.problems);
  return {
    ok: true,
    query,
    rows: found.rows.map((row) => auditLogRowView(row, timeZone)),
    newerHref: found.newer ? auditLogHref({ ...query, cursor: found.newer }) : null,
    olderHref: found.older ? auditLogHref({ ...query, cursor: found.older }) : null,
  };
}

export function statusOf(page: AuditLogPageData): number {
  if (page.ok) return 200;
  return page.kind === "refused" ? 400 : 500;
}
