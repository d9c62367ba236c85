import { PageLinks } from "#app/components/ui/page-links.tsx";
import { type PaymentMethodsQuery, paymentMethodsHref } from "#app/domain/admin/payment-methods.ts";

/** Previous and next pages of payment methods. */
export function PaymentMethodsPagination({
  query,
  pageCount,
}: {
  query: PaymentMethodsQuery;
  pageCount: number;
}) {
  return (
    <PageLinks
      page={query.page}
      pageCount={pageCount}
      hrefFor={(page) => paymentMethodsHref({ ...query, page })}
      label="Pages of payment methods"
    />
  );
}
