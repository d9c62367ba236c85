import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { CUSTOMER_MESSAGES as M } from "#app/domain/admin/customer-views.ts";
import { negotiationHref } from "#app/domain/admin/negotiation.ts";
import type { NegotiationPageView } from "#app/domain/admin/negotiation-views.ts";
import { AdminTable, CELL } from "../admin-table.tsx";

/** Each debt in negotiation: its stage, its offers and their payments, linked to its Negotiation page (where offers are recorded). */
export function DebtsPanel({ debts }: { debts: readonly NegotiationPageView[] }) {
  if (debts.length === 0) return <PanelMessage tone="info">{M.noDebts}</PanelMessage>;
  return (
    <AdminTable
      caption="The customer's debts, their stages, offers and payments"
      headers={["Creditor", "Enrolled balance", "Stage", "Offers and payments"]}
    >
      {debts.map(({ debt, offers }) => (
        <tr key={debt.id} className="align-top">
          <td className={CELL}>
            <Link to={negotiationHref(debt.id)} className="font-medium text-blue-800 underline">
              {debt.creditor}
            </Link>
          </td>
          <td className={CELL}>{debt.enrolledBalance}</td>
          <td className={CELL}>
            {debt.stageLabel}
            <span className="block text-xs text-slate-600">since {debt.since}</span>
          </td>
          <td className={CELL}>
            {offers.length === 0 ? (
              "No offers"
            ) : (
              <ul className="space-y-1">
                {offers.map((offer) => (
                  <li key={offer.id}>
                    {offer.amount} ({offer.statusLabel}), fee {offer.fee}
                    {offer.payments.length > 0 ? (
                      <span className="block text-xs text-slate-600">
                        {offer.payments
                          .map((payment) => `${payment.amount} on ${payment.date}: ${payment.statusLabel}`)
                          .join("; ")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
