import { useMemo } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import { NEGOTIATION_MESSAGES as M, type NegotiationReply } from "#app/domain/admin/negotiation.ts";
import {
  OFFER_NOTES_MAX,
  OFFER_REFERENCE_MAX,
  type OfferField,
  offerForm,
  PAYMENT_AMOUNT_FIELDS,
  PAYMENT_DATE_FIELDS,
} from "#app/domain/negotiation/offer-form.ts";
import { PaymentRows } from "./payment-rows.tsx";

const INTENT = "record-offer";
const onInvalid = () => notify("error", M.recordRefused);

interface Days {
  today: string;
  latest: string;
}

/**
 * Record the offer on a debt in Negotiating: the amount, its last day, the creditor's reference,
 * notes and the payment plan. Checked here with the offer's own rules for the company's day, and
 * again by the server, which also weighs what the account can pay; a refusal about one field sits
 * under it. A new version of the debt (an offer recorded) empties it; the toast is the page's.
 */
export function RecordOfferForm({ version, days }: { version: string; days: Days }) {
  const { fetcher, reply } = useFetcherReply<NegotiationReply>({ key: INTENT, intent: INTENT });
  return (
    <section aria-labelledby="record-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="record-title" className="text-lg font-semibold text-slate-900">
        {M.recordTitle}
      </h2>
      <p className="text-slate-700">{M.recordIntro}</p>
      <OfferFields
        key={version}
        fetcher={fetcher}
        reply={reply?.ok ? undefined : reply}
        version={version}
        days={days}
      />
    </section>
  );
}

interface FieldsProps {
  fetcher: ReturnType<typeof useFetcher<NegotiationReply>>;
  reply: NegotiationReply | undefined;
  version: string;
  days: Days;
}

/** The furthest payment row holding a value sent back or an error. */
function filledRows(reply: NegotiationReply | undefined): number {
  let last = 0;
  PAYMENT_DATE_FIELDS.forEach((dateName, index) => {
    const amountName = PAYMENT_AMOUNT_FIELDS[index] as OfferField;
    const used = [dateName, amountName].some(
      (name) => (reply?.values?.[name] ?? "") !== "" || reply?.fieldErrors?.[name] !== undefined,
    );
    if (used) last = index + 1;
  });
  return last;
}

function OfferFields({ fetcher, reply, version, days }: FieldsProps) {
  const definition = useMemo(() => offerForm(days.today, days.latest), [days.today, days.latest]);
  const form = useForm(definition, { reply, onInvalid });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label={M.recordTitle}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="version" value={version} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{M.recordTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("amount")}
            label="Offer amount in dollars"
            hint="Less than the enrolled balance, such as 1,250.00"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
          />
          <TextField
            {...form.field("expiresOn")}
            label="Last day to approve"
            hint="The customer may approve it until this day ends (US Eastern)"
            type="date"
            min={days.today}
            max={days.latest}
          />
          <TextField
            {...form.field("creditorReference")}
            label="Creditor's reference"
            autoComplete="off"
            maxLength={OFFER_REFERENCE_MAX}
          />
        </div>
        <TextareaField
          {...form.field("notes")}
          label="Notes (optional)"
          hint={`At most ${OFFER_NOTES_MAX} characters; for admins only`}
          rows={3}
          maxLength={OFFER_NOTES_MAX}
        />
        <PaymentRows
          field={form.field}
          filled={filledRows(reply)}
          today={days.today}
          latest={days.latest}
          disabled={busy}
        />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Recording..." : M.recordTitle}
      </Button>
    </fetcher.Form>
  );
}
