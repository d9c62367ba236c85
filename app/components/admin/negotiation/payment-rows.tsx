import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldProps } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { MAX_OFFER_PAYMENTS } from "#app/domain/negotiation/kinds.ts";
import {
  type OfferField,
  PAYMENT_AMOUNT_FIELDS,
  PAYMENT_DATE_FIELDS,
} from "#app/domain/negotiation/offer-form.ts";

/** Rows shown without JavaScript, where no row can be added. */
const ROWS_WITHOUT_SCRIPT = 3;

interface PaymentRowsProps {
  field: (name: OfferField) => FieldProps;
  /** The furthest row holding something (a value sent back, an error): always shown. */
  filled: number;
  today: string;
  latest: string;
  disabled: boolean;
}

/**
 * The offer's payment plan, one dated payment per row. With JavaScript it starts with one row and
 * 'Add a payment' adds one (up to 12), moving the focus to the new row's day; without it three
 * rows are shown. Empty rows are not sent as payments.
 */
export function PaymentRows({ field, filled, today, latest, disabled }: PaymentRowsProps) {
  const hydrated = useHydrated();
  const [count, setCount] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const shown = Math.min(MAX_OFFER_PAYMENTS, Math.max(hydrated ? count : ROWS_WITHOUT_SCRIPT, filled, 1));
  useEffect(() => {
    if (added === null) return;
    box.current?.querySelector<HTMLInputElement>(`[name="${PAYMENT_DATE_FIELDS[added - 1]}"]`)?.focus();
    setAdded(null);
  }, [added]);
  const add = () => {
    const next = Math.min(MAX_OFFER_PAYMENTS, shown + 1);
    setCount(next);
    setAdded(next);
  };
  return (
    <fieldset ref={box} className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Payment plan</legend>
      <p className="text-sm text-slate-600">
        One payment or several, each on a later day than the one before, adding up exactly to the offer.
      </p>
      <ol className="space-y-3">
        {Array.from({ length: shown }, (_, index) => {
          const dateName = PAYMENT_DATE_FIELDS[index] as OfferField;
          const amountName = PAYMENT_AMOUNT_FIELDS[index] as OfferField;
          return (
            <li key={dateName} className="grid gap-3 sm:grid-cols-2">
              <TextField
                {...field(dateName)}
                label={`Payment ${index + 1}: day`}
                type="date"
                min={today}
                max={latest}
              />
              <TextField
                {...field(amountName)}
                label={`Payment ${index + 1}: amount in dollars`}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
              />
            </li>
          );
        })}
      </ol>
      {hydrated && shown < MAX_OFFER_PAYMENTS ? (
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled}>
          Add a payment
        </Button>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {hydrated && shown > 1 ? `${shown} payments in the plan` : ""}
      </p>
    </fieldset>
  );
}
