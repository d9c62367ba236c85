import type { AuditChange } from "#app/domain/admin/audit-log-views.ts";

const NONE = "(none)";

/**
 * The fields a change touched, behind a disclosure (a native <details>: keyboard and screen
 * readers without script). Values are JSON text, shown as text: React escapes them, and
 * nothing here is ever read as HTML.
 */
export function AuditLogChanges({ changes, entryLabel }: { changes: AuditChange[]; entryLabel: string }) {
  if (changes.length === 0) return <p className="text-slate-700">No field changed</p>;
  const count = `${changes.length} field${changes.length === 1 ? "" : "s"} changed`;
  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-blue-800 underline">
        {count}
        <span className="sr-only">: {entryLabel}</span>
      </summary>
      <table className="mt-2 w-full min-w-[20rem] border border-slate-200 text-left text-xs">
        <caption className="sr-only">Before and after: {entryLabel}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1 font-semibold">
              Field
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              Before
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {changes.map((change) => (
            <tr key={change.field} className="align-top">
              <th scope="row" className="px-2 py-1 font-mono font-normal text-slate-900">
                {change.field}
              </th>
              <td className="break-all px-2 py-1 font-mono text-slate-700">{change.before ?? NONE}</td>
              <td className="break-all px-2 py-1 font-mono text-slate-900">{change.after ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
