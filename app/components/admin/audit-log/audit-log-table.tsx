import { Link } from "react-router";
import { auditLogHref, EMPTY_AUDIT_LOG_QUERY } from "#app/domain/admin/audit-log-query.ts";
import type { AuditLogRowView } from "#app/domain/admin/audit-log-views.ts";
import { AuditLogChanges } from "./audit-log-changes.tsx";

const HEADERS = ["When", "Who", "Action", "Target", "Changes"];

/**
 * One page of entries, newest first: a real table with a caption and column headers, scrolling
 * sideways on a narrow screen. Its box is `relative` so the visually hidden texts inside
 * (absolutely placed) stay in it; otherwise they widen the whole page past the screen.
 */
export function AuditLogTable({ rows }: { rows: AuditLogRowView[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <time dateTime={row.whenIso}>{row.when}</time>
              </td>
              <td className="break-all px-4 py-3 text-slate-900">{row.actor}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{row.actionLabel}</td>
              <td className="px-4 py-3">
                <Target row={row} />
              </td>
              <td className="px-4 py-3">
                <AuditLogChanges changes={row.changes} entryLabel={`${row.actionLabel}, ${row.when}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The target's type and shortened id; the id filters the log by that target, and an application opens. */
function Target({ row }: { row: AuditLogRowView }) {
  return (
    <div className="space-y-1">
      <p className="text-slate-900">{row.targetLabel}</p>
      {row.targetId && row.targetShort ? (
        <p>
          <Link
            to={auditLogHref({
              ...EMPTY_AUDIT_LOG_QUERY,
              targetType: row.targetType,
              targetId: row.targetId,
            })}
            className="font-mono text-blue-800 underline"
          >
            {row.targetShort}
            <span className="sr-only">
              : every entry for this {row.targetLabel.toLowerCase()}, id {row.targetId}
            </span>
          </Link>
        </p>
      ) : null}
      {row.targetHref ? (
        <p>
          <Link to={row.targetHref} className="whitespace-nowrap text-blue-800 underline">
            Open application
            <span className="sr-only"> {row.targetShort}</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
