import { Link } from "react-router";
import type { MailboxRowView } from "#app/domain/admin/mailbox.ts";
import { AdminTable } from "../admin-table.tsx";
import { EmailStatusBadge } from "./email-status-badge.tsx";

const HEADERS = ["Message", "Kind", "Status", "Attempts", "Last error", "Created", "Sent"];

/** One page of the outbox, newest first; a subject opens its message. */
export function MailboxTable({ rows, caption }: { rows: MailboxRowView[]; caption: string }) {
  return (
    <AdminTable caption={caption} headers={HEADERS}>
      {rows.map((row) => (
        <tr key={row.id} className="align-top">
          <td className="min-w-64 px-4 py-3">
            <Link to={`/admin/mailbox/${row.id}`} className="font-medium text-blue-800 underline">
              {row.subject}
            </Link>
            <p className="mt-1 break-all text-slate-700">To: {row.to}</p>
          </td>
          <td className="px-4 py-3 text-slate-700">{row.kind}</td>
          <td className="px-4 py-3">
            <EmailStatusBadge status={row.status} label={row.statusLabel} />
          </td>
          <td className="px-4 py-3 text-slate-700">{row.attempts}</td>
          <td className="min-w-40 break-words px-4 py-3 text-slate-700">{row.lastError ?? "—"}</td>
          <td className="px-4 py-3 text-slate-700">{row.created}</td>
          <td className="px-4 py-3 text-slate-700">{row.sent ?? "—"}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
