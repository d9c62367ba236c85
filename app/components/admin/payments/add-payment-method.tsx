import { useId, useState } from "react";
import { Form, type useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import {
  PAYMENT_METHOD_MESSAGES as M,
  OWNER_SEARCH_MIN_LENGTH,
  type OwnerSearch,
  PAYMENT_METHOD_TYPE_LABELS,
  type PaymentMethodsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/payment-methods.ts";
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from "#app/domain/enums.ts";
import { type PaymentMethodReply, paymentMethodForm } from "#app/domain/payment-method/form.ts";
import { OwnerChoice } from "./owner-choice.tsx";
import { BankFields, CardFields } from "./payment-method-fields.tsx";

const onInvalid = () => notify("error", M.failedAdd);

/**
 * Add Payment Method: first the user it belongs to, found by a search on the server (a GET form:
 * `?owner=`), then the card or bank account. Checked here with the spec's rules and again by the
 * server. Without JavaScript both sets of fields are shown and the chosen type's are read.
 */
export function AddPaymentMethod({ query, owners }: { query: PaymentMethodsQuery; owners: OwnerSearch }) {
  const headingId = useId();
  const [formKey, setFormKey] = useState(0);
  const { fetcher, reply } = useFetcherAction<PaymentMethodReply>({
    key: "add-payment-method",
    intent: "add-payment-method",
    onReply: (answer) => {
      // Added: an empty form for the next one (the user search stays).
      if (answer.ok) setFormKey((key) => key + 1);
    },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl space-y-6 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Add Payment Method
      </h2>
      <OwnerSearchForm query={query} />
      <AddForm
        key={formKey}
        fetcher={fetcher}
        reply={reply?.ok ? undefined : reply}
        added={reply?.ok ? reply.message : undefined}
        owners={owners}
      />
    </section>
  );
}

function OwnerSearchForm({ query }: { query: PaymentMethodsQuery }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find the user"
      className="flex items-end gap-2"
      preventScrollReset
    >
      {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
      <div className="flex-1">
        <label htmlFor="payment-owner-search" className="block text-sm font-medium text-slate-800">
          1. Find the user by name or email
        </label>
        <input
          id="payment-owner-search"
          type="search"
          name="owner"
          defaultValue={query.owner}
          key={query.owner}
          minLength={OWNER_SEARCH_MIN_LENGTH}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
        />
      </div>
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        Find User
      </button>
    </Form>
  );
}

interface AddFormProps {
  fetcher: ReturnType<typeof useFetcher<PaymentMethodReply>>;
  /** The server's refusal, if any. */
  reply: PaymentMethodReply | undefined;
  /** The toast of the last method added, said again under the heading. */
  added: string | undefined;
  owners: OwnerSearch;
}

function AddForm({ fetcher, reply, added, owners }: AddFormProps) {
  const hydrated = useHydrated();
  const form = useForm(paymentMethodForm, { reply, onInvalid });
  const sent = reply?.values?.type;
  const [type, setType] = useState<PaymentMethodType>(sent === "bank" ? "bank" : "credit");
  const busy = fetcher.state !== "idle";
  const show = (which: PaymentMethodType) => !hydrated || type === which;

  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label="Add payment method"
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="add-payment-method" />
      <FormMessage message={form.formMessage ?? (added ? { ok: true, text: added } : undefined)} />
      <fieldset disabled={busy} className="space-y-5">
        <legend className="sr-only">Payment method details</legend>
        <OwnerChoice owners={owners} field={form.field("userId")} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">2. Type</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {PAYMENT_METHOD_TYPES.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="type"
                  value={value}
                  defaultChecked={value === type}
                  onChange={() => setType(value)}
                  className="h-4 w-4"
                />
                {PAYMENT_METHOD_TYPE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {show("credit") ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              3. Card details{hydrated ? "" : " (for a credit card)"}
            </legend>
            <CardFields field={form.field} />
          </fieldset>
        ) : null}
        {show("bank") ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              3. Bank account details{hydrated ? "" : " (for a bank account)"}
            </legend>
            <BankFields field={form.field} />
          </fieldset>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Adding..." : "Add Payment Method"}
      </Button>
    </fetcher.Form>
  );
}
