import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { DepositRowView } from "#app/domain/admin/money-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const HEADERS = [
  "Deposit id",
  "Due",
  "Kind",
  "Amount",
  "Status",
  "Return code",
  "Processor reference",
  "Retry of",
];

/**
 * Every deposit of the account (issue 45): its id (the last 8 characters, the whole in a title, to
 * quote to the processor), its day, kind, amount and status, the bank's code when it came back, the
 * processor's reference once it cleared, and which returned deposit a retry is of.
 */
export function DepositsTable({ rows }: { rows: readonly DepositRowView[] }) {
  return (
    <section aria-labelledby="deposits-title" className="space-y-3">
      <h2 id="deposits-title" className="text-xl font-semibold text-slate-900">
        Deposits
      </h2>
      {rows.length === 0 ? (
        <PanelMessage tone="info">No deposits are scheduled.</PanelMessage>
      ) : (
        <AdminTable caption="Deposits, by due day" headers={HEADERS} figuresOnly>
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className={`${CELL} font-mono`}>
                <span title={row.id}>{row.short}</span>
              </td>
              <td className={CELL}>{row.dueOn}</td>
              <td className={CELL}>{row.kind}</td>
              <td className={AMOUNT_CELL}>{row.amount}</td>
              <td className={CELL}>{row.status}</td>
              <td className={CELL}>{row.code ?? "—"}</td>
              <td className={`${CELL} font-mono`}>{row.reference ?? "—"}</td>
              <td className={`${CELL} font-mono`}>{row.retryOf ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
