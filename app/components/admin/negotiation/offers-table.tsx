import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { NEGOTIATION_MESSAGES as M } from "#app/domain/admin/negotiation.ts";
import type { OfferHistoryView } from "#app/domain/admin/negotiation-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const HEADERS = [
  "Recorded",
  "Status",
  "Amount",
  "Saved",
  "Fee",
  "Last day",
  "Reference",
  "Payments",
  "Details",
];

/** Every offer on the debt, newest first, each with its plan's payments and what became of it. */
export function OffersTable({ offers }: { offers: readonly OfferHistoryView[] }) {
  return (
    <section aria-labelledby="offers-title" className="space-y-3">
      <h2 id="offers-title" className="text-xl font-semibold text-slate-900">
        {M.offersTitle}
      </h2>
      {offers.length === 0 ? (
        <PanelMessage tone="info">{M.noOffers}</PanelMessage>
      ) : (
        <AdminTable caption="Offers on this debt, newest first, with their payments" headers={HEADERS}>
          {offers.map((offer) => (
            <tr key={offer.id} className="align-top">
              <td className={`${CELL} whitespace-nowrap`}>{offer.recorded}</td>
              <td className={CELL}>{offer.statusLabel}</td>
              <td className={AMOUNT_CELL}>{offer.amount}</td>
              <td className={AMOUNT_CELL}>
                {offer.saved}
                <span className="block text-slate-700">{offer.savedPercent}</span>
              </td>
              <td className={AMOUNT_CELL}>{offer.fee}</td>
              <td className={`${CELL} whitespace-nowrap`}>{offer.expires}</td>
              <td className={`${CELL} break-words`}>{offer.reference}</td>
              <td className={CELL}>
                <ol className="space-y-1">
                  {offer.payments.map((payment) => (
                    <li key={payment.seq} className="whitespace-nowrap">
                      {payment.date}: <span className="tabular-nums">{payment.amount}</span> (
                      {payment.statusLabel})
                    </li>
                  ))}
                </ol>
              </td>
              <td className={`${CELL} min-w-48 break-words`}>
                <OfferDetails offer={offer} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function OfferDetails({ offer }: { offer: OfferHistoryView }) {
  const lines = [
    offer.decided ? `Decided on ${offer.decided}` : null,
    offer.declineReason ? `Customer's reason: ${offer.declineReason}` : null,
    offer.confirmed ? `Confirmed by the creditor on ${offer.confirmed}` : null,
    offer.notes ? `Notes: ${offer.notes}` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0 && !offer.letterHref) return <>—</>;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line} className="whitespace-pre-line">
          {line}
        </li>
      ))}
      {offer.letterHref ? (
        <li>
          <a href={offer.letterHref} className="font-medium text-blue-800 underline">
            Settlement letter<span className="sr-only"> for the offer recorded on {offer.recorded}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
