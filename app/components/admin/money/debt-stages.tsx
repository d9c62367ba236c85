import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { DebtStageRow } from "#app/domain/admin/money-views.ts";
import { AdminTable, CELL } from "../admin-table.tsx";

const HEADERS = ["Creditor", "Stage", "Negotiation"];

/** The account's enrolled debts with their stages (issue 24), each with its negotiation's page. */
export function DebtStages({ rows }: { rows: readonly DebtStageRow[] }) {
  return (
    <section aria-labelledby="debts-title" className="space-y-3">
      <h2 id="debts-title" className="text-xl font-semibold text-slate-900">
        Debts
      </h2>
      {rows.length === 0 ? (
        <PanelMessage tone="info">No enrolled debt is being negotiated on this account.</PanelMessage>
      ) : (
        <AdminTable caption="The account's enrolled debts and their stages" headers={HEADERS}>
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className={CELL}>{row.creditor}</td>
              <td className={CELL}>{row.stageLabel}</td>
              <td className={CELL}>
                <Link
                  to={row.href}
                  aria-label={`Negotiation: ${row.creditor}`}
                  className="font-medium text-blue-800 underline"
                >
                  Negotiation
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
