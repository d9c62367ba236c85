import {
  PAYMENT_METHOD_MESSAGES as M,
  type PaymentMethodsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/payment-methods.ts";
import { ListSearch } from "../list-search.tsx";

/**
 * The list's search by owner: a GET form, so it works without JavaScript and its state lands in
 * the address; with JavaScript it also runs as one types. The Add form's user search is kept.
 */
export function PaymentMethodsToolbar({ query }: { query: PaymentMethodsQuery }) {
  return (
    <ListSearch
      id="payment-methods-search"
      label="Search payment methods"
      placeholder={M.searchPlaceholder}
      maxLength={SEARCH_MAX_LENGTH}
      value={query.search}
      keep={{ owner: query.owner || undefined }}
    />
  );
}
