import { Link } from "react-router";
import type { InboxRowView } from "#app/domain/admin/messages-views.ts";
import { AdminTable, CELL } from "../admin-table.tsx";
import { CustomerLink } from "../customer/customer-link.tsx";

const HEADERS = ["Customer", "Last message", "Unread", "Assigned to", "Status", "Conversation"];

/** One page of the inbox; a conversation with unread customer messages stands out in bold. */
export function InboxTable({ rows, caption }: { rows: InboxRowView[]; caption: string }) {
  return (
    <AdminTable caption={caption} headers={HEADERS}>
      {rows.map((row) => (
        <tr key={row.id} className={`align-top ${row.unread > 0 ? "bg-blue-50 font-semibold" : ""}`}>
          <td className="min-w-56 px-4 py-3 text-slate-900">
            <p>
              <CustomerLink href={row.customerHref} name={row.customer} />
            </p>
            {row.email ? <p className="mt-1 break-all text-slate-700">{row.email}</p> : null}
          </td>
          <td className={`${CELL} whitespace-nowrap`}>
            {row.lastMessageIso ? (
              <time dateTime={row.lastMessageIso}>{row.lastMessage}</time>
            ) : (
              row.lastMessage
            )}
          </td>
          <td className={`${CELL} tabular-nums`}>{row.unread.toLocaleString("en-US")}</td>
          <td className={CELL}>{row.assignedTo}</td>
          <td className={CELL}>{row.status}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <Link to={row.href} aria-label={row.openLabel} className="text-blue-800 underline">
              Open conversation
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
