import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { NEGOTIATION_MESSAGES as M, type NegotiationReply } from "#app/domain/admin/negotiation.ts";
import type { NegotiationPageView } from "#app/domain/admin/negotiation-views.ts";
import { DebtSummary } from "./debt-summary.tsx";
import { LiveOffer } from "./live-offer.tsx";
import { OffersTable } from "./offers-table.tsx";
import { RecordOfferForm } from "./record-offer-form.tsx";
import { RemoveDebtForm } from "./remove-debt-form.tsx";
import { ReplyToasts } from "./reply-toasts.tsx";

/**
 * /admin/negotiations/:debtAccountId: the debt and its stage with the changes allowed now, the
 * creditor's offer recorded, the offer in play withdrawn or confirmed, and every offer so far.
 * Without JavaScript a form's answer arrives as `reply`, said at the top.
 */
export function NegotiationPage({
  data,
  reply,
}: {
  data: NegotiationPageView;
  reply: NegotiationReply | undefined;
}) {
  const live = data.offers.filter((offer) => offer.canWithdraw || offer.canConfirm);
  return (
    <section aria-labelledby="negotiation-title" className="space-y-8">
      <ReplyToasts />
      <div className="space-y-3">
        <Link to={data.accountHref} className="text-sm font-medium text-blue-800 underline">
          {M.backToAccount}
        </Link>
        <h1 id="negotiation-title" className="text-2xl font-bold text-slate-900">
          {data.debt.creditor}
          <span className="block text-base font-normal text-slate-700">
            {data.customerHref ? (
              <Link to={data.customerHref} className="text-blue-800 underline">
                {data.customer}
              </Link>
            ) : (
              data.customer
            )}{" "}
            ({data.number})
          </span>
        </h1>
        <PanelMessage tone="info">{M.demonstration}</PanelMessage>
      </div>
      {reply ? (
        <p role="status" className={reply.ok ? "text-green-800" : "text-red-800"}>
          {reply.message}
        </p>
      ) : null}
      <DebtSummary data={data} />
      {live.map((offer) => (
        <LiveOffer key={offer.id} offer={offer} />
      ))}
      {data.offerDays ? (
        <RecordOfferForm version={data.debt.version} days={data.offerDays} />
      ) : data.offerNotice ? (
        <PanelMessage tone="info">{data.offerNotice}</PanelMessage>
      ) : null}
      <OffersTable offers={data.offers} />
      {data.canRemove ? <RemoveDebtForm version={data.debt.version} /> : null}
    </section>
  );
}
