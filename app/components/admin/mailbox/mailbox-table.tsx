import { Link } from "react-router";
import type { MailboxRowView } from "#app/domain/admin/mailbox.ts";
import { EmailStatusBadge } from "./email-status-badge.tsx";

const HEADERS = ["Message", "Kind", "Status", "Attempts", "Last error", "Created", "Sent"];

/** One page of the outbox, newest first; a subject opens its message. */
export function MailboxTable({ rows, caption }: { rows: MailboxRowView[]; caption: string }) {
  return (
    // `relative`: the hidden labels inside (sr-only, absolutely placed) are held by this scrolling
    // box; without it they were placed beyond the table and the page scrolled sideways (issue 21).
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 font-semibold text-slate-900"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
        </tbody>
      </table>
    </div>
  );
}
