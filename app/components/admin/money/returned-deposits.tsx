import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MONEY_MESSAGES as M, RETURNED_DEPOSITS_LIMIT } from "#app/domain/admin/money.ts";
import type { ReturnedDepositView } from "#app/domain/admin/money-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const HEADERS = ["Customer", "Application", "Due", "Amount", "Reason"];

/** The deposits that came back most recently. */
export function ReturnedDeposits({ rows }: { rows: ReturnedDepositView[] }) {
  return (
    <section aria-labelledby="returned-deposits-title" className="space-y-3">
      <h2 id="returned-deposits-title" className="text-xl font-semibold text-slate-900">
        {M.returnedTitle}
      </h2>
      {rows.length === 0 ? (
        <PanelMessage tone="info">{M.returnedEmpty}</PanelMessage>
      ) : (
        <AdminTable
          caption={`${M.returnedTitle}, the ${RETURNED_DEPOSITS_LIMIT} most recent`}
          headers={HEADERS}
        >
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className={CELL}>
                <Link to={row.accountHref} className="font-medium text-blue-800 underline">
                  {row.customer}
                </Link>
                {row.customerHref ? (
                  <Link to={row.customerHref} className="block text-sm text-blue-800 underline">
                    Customer page<span className="sr-only">: {row.customer}</span>
                  </Link>
                ) : null}
              </td>
              <td className={CELL}>{row.number}</td>
              <td className={CELL}>{row.dueOn}</td>
              <td className={AMOUNT_CELL}>{row.amount}</td>
              <td className={CELL}>{row.reason}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
