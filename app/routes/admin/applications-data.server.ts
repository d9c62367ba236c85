import {
  APPLICATIONS_MESSAGES,
  type ApplicationsPageData,
  applicationDetailsView,
  applicationRowView,
  type ExpandedRow,
} from "#app/domain/admin/application-views.ts";
import { pageCount, readApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import {
  adminDebtAccountView,
  DEBT_ACCOUNT_TOASTS,
  debtAccountsEditable,
  debtAccountsReadOnlyReason,
} from "#app/domain/admin/debt-accounts.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findApplicationDetails,
  findApplicationsPage,
} from "#app/server/models/admin-applications.server.ts";

// What /admin/applications shows: one page of the list for the address's search, filter and
// page, and the one expanded application's details (`?open=<id>`), shaped for display here.

/** The expanded row, read on its own: a failure there leaves the list shown and says so. */
async function readExpanded(db: Db, cipher: DataCipher, openId: string): Promise<ExpandedRow> {
  try {
    const details = await findApplicationDetails(db, cipher, openId);
    if (!details) return null;
    return {
      id: details.id,
      details: applicationDetailsView(details),
      debtAccounts: details.debtAccounts.map(adminDebtAccountView),
      debtAccountsEditable: debtAccountsEditable(details),
      readOnlyReason: debtAccountsReadOnlyReason(details),
    };
  } catch (error) {
    logFailure("reading an application's details failed", error, { applicationId: openId });
    return { failed: DEBT_ACCOUNT_TOASTS.failedLoad };
  }
}

export async function loadApplicationsPage(
  db: Db,
  cipher: DataCipher,
  url: URL,
): Promise<ApplicationsPageData> {
  const query = readApplicationsQuery(url.searchParams);
  let page: Awaited<ReturnType<typeof findApplicationsPage>>;
  try {
    page = await findApplicationsPage(db, cipher, query);
  } catch (error) {
    logFailure("reading applications failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: APPLICATIONS_MESSAGES.failedLoad };
  }
  const requested = url.searchParams.get("open");
  const openId = page.rows.some((row) => row.id === requested) ? requested : null;
  const expanded = openId ? await readExpanded(db, cipher, openId) : null;
  return {
    ok: true,
    query,
    rows: page.rows.map(applicationRowView),
    total: page.total,
    more: page.more,
    pageCount: pageCount(page.total),
    openId: expanded ? openId : null,
    expanded,
  };
}
