import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  PAYMENT_METHOD_MESSAGES as M,
  type PaymentMethodsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/payment-methods.ts";

const TYPING_PAUSE_MS = 350;

/**
 * The list's search by owner: a GET form, so it works without JavaScript and its state lands in
 * the address; with JavaScript it also runs as one types. The Add form's user search is kept.
 */
export function PaymentMethodsToolbar({ query }: { query: PaymentMethodsQuery }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return (
    <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2" preventScrollReset>
      <div className="flex-1">
        <label htmlFor="payment-methods-search" className="block text-sm font-medium text-slate-800">
          Search payment methods
        </label>
        <input
          id="payment-methods-search"
          type="search"
          name="q"
          defaultValue={query.search}
          key={query.search}
          placeholder={M.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) submit(form, { replace: true, preventScrollReset: true });
            }, TYPING_PAUSE_MS);
          }}
        />
      </div>
      {query.owner ? <input type="hidden" name="owner" value={query.owner} /> : null}
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        Search
      </button>
    </Form>
  );
}
