import { Button } from "#app/components/ui/button.tsx";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { approvalForm, OFFER_APPROVAL_DISCLOSURE } from "#app/domain/negotiation/offer-decisions.ts";
import { NEGOTIATION_MESSAGES, type OfferApprovalView } from "#app/domain/negotiation/program-view.ts";
import { useRemovableDashboardForm } from "../use-dashboard-action.ts";
import { useReadByStream } from "../use-live-portal.ts";

/**
 * A creditor's offer waiting for the customer (issue 24): what it settles for, what it saves,
 * the fee it brings and when, the payments, its last day, and how the other debts' expected months
 * move; approve with the full name typed, or decline (after a confirmation, with an optional
 * reason). Its deadline names the company's zone and the reader's own time. The server decides
 * again, by its own clock: an offer past its last day cannot be approved whatever the page says.
 */
export function OfferApproval({ offer }: { offer: OfferApprovalView }) {
  const headingId = `offer-${offer.offerId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-md border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h4 id={headingId} className="text-lg font-semibold text-amber-950">
        {NEGOTIATION_MESSAGES.approvalHeading}: {offer.creditor}
      </h4>
      <p className="mt-1 text-slate-800">
        {offer.expired
          ? `This offer expired on ${offer.expires}: it can no longer be approved. We will keep negotiating.`
          : `Answer by ${offer.expires}. Nothing is paid unless you approve it.`}
      </p>
      <DetailList
        className="mt-3"
        items={[
          { label: "Creditor", value: offer.creditor },
          { label: "Enrolled balance", value: offer.enrolledBalance },
          { label: "The creditor accepts", value: offer.amount },
          { label: "You save", value: `${offer.saved} (${offer.savedPercent})` },
          { label: "Our fee, charged after the first payment clears", value: offer.fee },
          { label: "Offer expires", value: offer.expires },
        ]}
      />
      <h5 className="mt-4 font-semibold text-slate-900">
        Payments to the creditor from your dedicated account
      </h5>
      <ul className="mt-1 list-disc pl-6 text-slate-800">
        {offer.payments.map((payment) => (
          <li key={payment.date}>
            {payment.amount} on {payment.date}
          </li>
        ))}
      </ul>
      {offer.effects.length > 0 && !offer.expired ? <Effects offer={offer} /> : null}
      {offer.expired ? null : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <ApproveForm offer={offer} />
          <DeclineForm offer={offer} />
        </div>
      )}
    </section>
  );
}

/** Stacked rows on a phone: "With this offer" never hides in a sideways scroll (issue 43). */
function Effects({ offer }: { offer: OfferApprovalView }) {
  return (
    <StackedTable
      className="mt-4"
      caption="Your other debts' expected settlement if you approve"
      captionClassName="mb-1 font-semibold text-slate-900"
      columns={EFFECT_COLUMNS}
      rows={offer.effects.map((effect) => ({
        id: effect.creditor,
        heading: effect.creditor,
        cells: [effect.before, effect.after],
      }))}
    />
  );
}

const EFFECT_COLUMNS = [
  { label: "Creditor" },
  { label: "Without this offer" },
  { label: "With this offer" },
] as const;

function ApproveForm({ offer }: { offer: OfferApprovalView }) {
  const { fetcher, busy, answer } = useRemovableDashboardForm("approve-offer", offer.offerId);
  const form = useForm(approvalForm, { reply: answer });
  const revalidate = useReadByStream();
  return (
    <fetcher.Form method="post" {...form.props} defaultShouldRevalidate={revalidate} className="space-y-3">
      <input type="hidden" name="intent" value="approve-offer" />
      <input type="hidden" name="offerId" value={offer.offerId} />
      <input type="hidden" name="version" value={offer.version} />
      <FormMessage message={form.formMessage} />
      <p className="text-sm text-slate-700">{OFFER_APPROVAL_DISCLOSURE}</p>
      <TextField
        label="Type your full name to approve"
        autoComplete="name"
        maxLength={200}
        disabled={busy}
        {...form.field("typedName")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Approving..." : "Approve this offer"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Declining asks first (issue 43): the question, with the optional reason in it; the server
 * decides again (an offer answered or changed meanwhile is refused with its reason).
 */
function DeclineForm({ offer }: { offer: OfferApprovalView }) {
  const { fetcher, answer } = useRemovableDashboardForm("decline-offer", offer.offerId);
  const revalidate = useReadByStream();
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{NEGOTIATION_MESSAGES.declineHint}</p>
      <ConfirmForm
        fetcher={fetcher}
        fields={{ intent: "decline-offer", offerId: offer.offerId, version: offer.version }}
        trigger="Decline this offer"
        triggerSize="md"
        title={NEGOTIATION_MESSAGES.declineTitle(offer.creditor)}
        description={NEGOTIATION_MESSAGES.declineBody}
        confirmLabel="Yes, decline this offer"
        cancelLabel="Keep the offer"
        busyLabel="Declining..."
        error={refused ? (refused.fieldErrors?.reason ?? refused.formMessage) : undefined}
        defaultShouldRevalidate={revalidate}
      >
        <TextareaField
          label="Why you decline (optional)"
          name="reason"
          rows={3}
          maxLength={500}
          defaultValue={refused?.values?.reason ?? ""}
        />
      </ConfirmForm>
    </div>
  );
}
