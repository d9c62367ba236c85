import { DetailList } from "#app/components/ui/detail-list.tsx";
import { NEGOTIATION_MESSAGES as M } from "#app/domain/admin/negotiation.ts";
import type { OfferHistoryView } from "#app/domain/admin/negotiation-views.ts";
import { ConfirmOfferForm } from "./confirm-offer-form.tsx";
import { WithdrawOfferButton } from "./withdraw-offer-button.tsx";

/**
 * The offer in play (one per debt at most): its terms, 'Withdraw the offer' while nothing has
 * been paid under it, and, once the customer approved it, the creditor's confirmation with its
 * letter.
 */
export function LiveOffer({ offer }: { offer: OfferHistoryView }) {
  const titleId = `live-offer-${offer.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-blue-200 bg-blue-50/40 p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {M.liveTitle}: {offer.statusLabel}
      </h2>
      <DetailList
        items={[
          { label: "Amount", value: offer.amount },
          { label: "Saved", value: `${offer.saved} (${offer.savedPercent})` },
          { label: "Fee after the first payment clears", value: offer.fee },
          { label: "Last day to approve", value: offer.expires },
        ]}
      />
      {offer.canConfirm ? <ConfirmOfferForm offerId={offer.id} version={offer.version} /> : null}
      {offer.canWithdraw ? (
        <WithdrawOfferButton offerId={offer.id} version={offer.version} amount={offer.amount} />
      ) : null}
    </section>
  );
}
