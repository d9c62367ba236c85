import { ACCOUNT_DETAILS_TOASTS as T } from "#app/domain/account-details-form/form.ts";
import { accountDetailsPageCount, readAccountDetailsQuery } from "#app/domain/admin/account-details-query.ts";
import {
  type AccountDetailsListData,
  accountDetailsCardView,
} from "#app/domain/admin/account-details-views.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findAccountDetailsFormsPageForAdmin } from "#app/server/models/account-details-form/admin-reads.server.ts";

// What /admin/account-details shows: one page of the forms for the address's search, filter
// and page, shaped for display here (its dates in the admin's `timeZone`).

export async function loadAccountDetailsList(
  db: Db,
  url: URL,
  timeZone: string,
): Promise<AccountDetailsListData> {
  const query = readAccountDetailsQuery(url.searchParams);
  try {
    const page = await findAccountDetailsFormsPageForAdmin(db, query);
    return {
      ok: true,
      query,
      cards: page.rows.map((row) => accountDetailsCardView(row, timeZone)),
      matching: page.matching,
      total: page.total,
      pageCount: accountDetailsPageCount(page.matching),
    };
  } catch (error) {
    logFailure("reading account details forms failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: T.failedLoadList };
  }
}
