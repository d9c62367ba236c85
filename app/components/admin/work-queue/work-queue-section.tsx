import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { WorkQueueRow, WorkQueueSectionView } from "#app/domain/admin/work-queue-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const TONES = {
  warning: { row: "bg-amber-50", text: "text-amber-900" },
  danger: { row: "bg-red-50", text: "text-red-800" },
} as const;

const LINK = "font-medium text-blue-800 underline";

/**
 * One section of the Work Queue (issues 24, 45): its title (the page's anchor), what it holds, how
 * many, and its rows, each opening where the item is handled, and the customer's page under it. A highlighted row says why in words
 * under its link, never by color alone.
 */
export function WorkQueueSection({ view }: { view: WorkQueueSectionView }) {
  const titleId = `${view.id}-title`;
  return (
    <section id={view.id} aria-labelledby={titleId} className="scroll-mt-6 space-y-3">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {view.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{view.description}</p>
      </div>
      {view.rows.length === 0 ? (
        <PanelMessage tone="info">{view.empty}</PanelMessage>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900">{view.summary}</p>
          <AdminTable caption={view.title} headers={view.headers}>
            {view.rows.map((row) => (
              <Row key={row.id} row={row} headers={view.headers} />
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}

function Row({ row, headers }: { row: WorkQueueRow; headers: readonly string[] }) {
  const tone = row.flag ? TONES[row.flag.tone] : null;
  return (
    <tr className={tone ? `${tone.row} align-top` : "align-top"}>
      <td className={CELL}>
        {row.download ? (
          <a href={row.href} className={`${LINK} break-all`} download>
            {row.label}
          </a>
        ) : (
          <Link to={row.href} className={LINK}>
            {row.label}
          </Link>
        )}
        {row.customerHref ? (
          <Link to={row.customerHref} className="block text-sm text-blue-800 underline">
            Customer page<span className="sr-only">: {row.label}</span>
          </Link>
        ) : null}
        {row.flag && tone ? (
          <span className={`mt-1 block text-sm font-semibold ${tone.text}`}>{row.flag.text}</span>
        ) : null}
      </td>
      {row.cells.map((cell, index) => (
        <td key={headers[index + 1] ?? index} className={cell.amount ? AMOUNT_CELL : CELL}>
          {cell.text}
          {cell.detail ? <span className="block text-xs text-slate-700">{cell.detail}</span> : null}
        </td>
      ))}
    </tr>
  );
}
