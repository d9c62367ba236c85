import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { AuditLogRowView } from "#app/domain/admin/audit-log-views.ts";
import { CUSTOMER_MESSAGES as M } from "#app/domain/admin/customer-views.ts";
import { AdminTable, CELL } from "../admin-table.tsx";

/** The latest audit entries about the customer and everything of theirs, newest first. */
export function AuditPanel({ rows, href }: { rows: readonly AuditLogRowView[]; href: string }) {
  if (rows.length === 0) return <PanelMessage tone="info">{M.noAudit}</PanelMessage>;
  return (
    <div className="space-y-2">
      <AdminTable
        caption="The latest audit entries about this customer, newest first"
        headers={["When", "Who", "What", "On"]}
      >
        {rows.map((row) => (
          <tr key={row.id} className="align-top">
            <td className={CELL}>
              <time dateTime={row.whenIso}>{row.when}</time>
            </td>
            <td className={CELL}>{row.actor}</td>
            <td className={CELL}>{row.actionLabel}</td>
            <td className={CELL}>
              {row.targetLabel} {row.targetShort}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Link to={href} className="text-sm font-medium text-blue-800 underline">
        The whole audit log of this login
      </Link>
    </div>
  );
}
