import {
  PAYMENT_METHOD_MESSAGES as M,
  OWNER_SEARCH_MIN_LENGTH,
  type OwnerSearch,
  type PaymentMethodsPageData,
  type PaymentMethodsQuery,
  paymentMethodsPageCount,
  paymentMethodView,
  readPaymentMethodsQuery,
} from "#app/domain/admin/payment-methods.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findPaymentMethodOwnersForAdmin,
  findPaymentMethodsPageForAdmin,
} from "#app/server/models/payment-method/admin-reads.server.ts";

// What /admin/payments shows: one page of payment methods for the address's search and page
// (`?q=&page=`), and the users the Add form offers for the address's user search (`?owner=`).
// Each is read on its own: one failing leaves the other shown, and says so.

async function readOwners(db: Db, query: PaymentMethodsQuery): Promise<OwnerSearch> {
  if (!query.owner) return { state: "none" };
  if (query.owner.length < OWNER_SEARCH_MIN_LENGTH) return { state: "too-short" };
  try {
    return { state: "found", ...(await findPaymentMethodOwnersForAdmin(db, query.owner)) };
  } catch (error) {
    logFailure("searching payment method owners failed", error);
    return { state: "failed", message: M.failedOwners };
  }
}

/** A page of payment methods, the days they were added in the admin's `timeZone`. */
export async function loadPaymentMethodsPage(
  db: Db,
  url: URL,
  timeZone: string,
): Promise<PaymentMethodsPageData> {
  const query = readPaymentMethodsQuery(url.searchParams);
  const [page, owners] = await Promise.all([
    findPaymentMethodsPageForAdmin(db, query).catch((error: unknown) => {
      logFailure("reading payment methods failed", error, { page: query.page });
      return null;
    }),
    readOwners(db, query),
  ]);
  if (!page) return { ok: false, query, message: M.failedLoad, owners };
  return {
    ok: true,
    query,
    rows: page.rows.map((row) => paymentMethodView(row, timeZone)),
    total: page.total,
    pageCount: paymentMethodsPageCount(page.total),
    owners,
  };
}
