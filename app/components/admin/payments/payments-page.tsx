import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { notify } from "#app/components/toaster.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  PAYMENT_METHOD_MESSAGES as M,
  PAYMENT_METHODS_PAGE_SIZE,
  type PaymentMethodsPageData,
  paymentMethodsHref,
} from "#app/domain/admin/payment-methods.ts";
import { AddPaymentMethod } from "./add-payment-method.tsx";
import { PaymentMethodsTable } from "./payment-methods-table.tsx";
import { PaymentMethodsToolbar } from "./payment-methods-toolbar.tsx";

/** Payment Methods (spec section 2): the list with its owners, and the Add form below it. */
export function PaymentsPage({ page }: { page: PaymentMethodsPageData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/payments";
  useEffect(() => {
    if (!page.ok) notify("error", page.message, "payment-methods-load");
  }, [page]);

  return (
    <div className="space-y-10">
      <section aria-labelledby="payments-title" className="space-y-6">
        <h1 id="payments-title" tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {M.title}
        </h1>
        <PaymentMethodsToolbar query={page.query} />
        <p role="status" className="text-sm text-slate-700">
          {loading ? M.loading : page.ok ? countText(page.query.page, page.rows.length, page.total) : ""}
        </p>
        <PanelBoundary name="the payment methods">
          {!page.ok ? (
            <PanelMessage tone="error">{page.message}</PanelMessage>
          ) : page.rows.length === 0 ? (
            <PanelMessage tone="info">
              {page.query.search || page.total > 0 ? M.empty : M.emptyAll}
            </PanelMessage>
          ) : (
            <PaymentMethodsTable page={page} />
          )}
        </PanelBoundary>
        {page.ok && page.pageCount > 1 ? (
          <PageLinks
            page={page.query.page}
            pageCount={page.pageCount}
            hrefFor={(to) => paymentMethodsHref({ ...page.query, page: to })}
            label="Pages of payment methods"
          />
        ) : null}
      </section>
      <PanelBoundary name="the Add Payment Method form">
        <AddPaymentMethod query={page.query} owners={page.owners} />
      </PanelBoundary>
    </div>
  );
}

/** "Showing 1–20 of 45 payment methods". */
function countText(pageNumber: number, shown: number, total: number): string {
  if (total === 0) return "No payment methods";
  const first = (pageNumber - 1) * PAYMENT_METHODS_PAGE_SIZE + 1;
  const of = total.toLocaleString("en-US");
  if (shown === 0) return `Page ${pageNumber} is past the last of ${of} payment methods`;
  const last = first + shown - 1;
  return `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${of} payment method${total === 1 ? "" : "s"}`;
}
