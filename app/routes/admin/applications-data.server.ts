import {
  APPLICATIONS_MESSAGES,
  type ApplicationsPageData,
  applicationDetailsView,
  applicationRowView,
} from "#app/domain/admin/application-views.ts";
import { pageCount, readApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import {
  adminDebtAccountView,
  debtAccountsEditable,
  debtAccountsReadOnlyReason,
} from "#app/domain/admin/debt-accounts.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findApplicationDetails,
  findApplicationsPage,
} from "#app/server/models/admin-applications.server.ts";

// What /admin/applications shows: one page of the list for the address's search, filter and
// page, and the one expanded application's details (`?open=<id>`), shaped for display here.

export async function loadApplicationsPage(db: Db, url: URL): Promise<ApplicationsPageData> {
  const query = readApplicationsQuery(url.searchParams);
  try {
    const { rows, total } = await findApplicationsPage(db, query);
    const requested = url.searchParams.get("open");
    const openId = rows.some((row) => row.id === requested) ? requested : null;
    const details = openId ? await findApplicationDetails(db, openId) : null;
    return {
      ok: true,
      query,
      rows: rows.map(applicationRowView),
      total,
      pageCount: pageCount(total),
      openId: details ? openId : null,
      expanded: details
        ? {
            id: details.id,
            details: applicationDetailsView(details),
            debtAccounts: details.debtAccounts.map(adminDebtAccountView),
            debtAccountsEditable: debtAccountsEditable(details),
            readOnlyReason: debtAccountsReadOnlyReason(details),
          }
        : null,
    };
  } catch (error) {
    logFailure("reading applications failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: APPLICATIONS_MESSAGES.failedLoad };
  }
}
