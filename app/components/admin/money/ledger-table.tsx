import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MONEY_MESSAGES as M } from "#app/domain/admin/money.ts";
import type { EntryView } from "#app/domain/admin/money-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const HEADERS = [
  "Date",
  "Kind",
  "Debt",
  "Amount",
  "Balance after",
  "Deposit / payment id",
  "Processor reference",
  "Reason",
];

/**
 * An account's entries, newest first; money out is signed, not only colored. A fee and a payment to
 * a creditor name their debt's creditor, linked to its negotiation; a deposit's and a payment's
 * entry shows its id and the processor's reference (issue 45).
 */
export function LedgerTable({ entries, more }: { entries: EntryView[]; more: boolean }) {
  return (
    <section aria-labelledby="ledger-title" className="space-y-3">
      <h2 id="ledger-title" className="text-xl font-semibold text-slate-900">
        Ledger
      </h2>
      {entries.length === 0 ? (
        <PanelMessage tone="info">{M.noEntries}</PanelMessage>
      ) : (
        <AdminTable caption="Ledger entries, newest first" headers={HEADERS} figuresOnly>
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className={CELL}>{entry.date}</td>
              <td className={CELL}>{entry.kind}</td>
              <td className={CELL}>
                {entry.debt ? (
                  <Link to={entry.debt.href} className="font-medium text-blue-800 underline">
                    {entry.debt.creditor}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td className={entry.credit ? AMOUNT_CELL : `${AMOUNT_CELL} text-red-800`}>{entry.amount}</td>
              <td className={AMOUNT_CELL}>{entry.balanceAfter}</td>
              <td className={`${CELL} font-mono`}>
                {entry.moved ? (
                  <span title={`${entry.moved.label} ${entry.moved.full}`}>
                    {entry.moved.label} {entry.moved.short}
                  </span>
                ) : (
                  "—"
                )}
              </td>
              <td className={`${CELL} font-mono`}>{entry.reference ?? "—"}</td>
              <td className={`${CELL} min-w-48 break-words`}>{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {more ? <p className="text-sm text-slate-700">{M.moreEntries}</p> : null}
    </section>
  );
}
