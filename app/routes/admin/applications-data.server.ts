import {
  APPLICATIONS_MESSAGES,
  type ApplicationsPageData,
  applicationDetailsView,
  applicationRowView,
  type ExpandedRow,
} from "#app/domain/admin/application-views.ts";
import { pageCount, readApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import { adminDebtAccountView, DEBT_ACCOUNT_TOASTS } from "#app/domain/admin/debt-accounts.ts";
import { debtAccountsEditable, debtAccountsReadOnlyReason } from "#app/domain/debt-account/editing.ts";
import type { Services } from "#app/server/context.server.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { mustEnrolFirst } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findApplicationDetailsForAdmin,
  findApplicationsPageForAdmin,
} from "#app/server/models/application/admin-reads.server.ts";
import {
  APPLICATION_COUNT_ROWS,
  APPLICATIONS_PAGE_DEBT_ROWS,
  APPLICATIONS_PAGE_NEGOTIATION_ROWS,
  APPLICATIONS_PAGE_PLAN_ROWS,
  APPLICATIONS_PAGE_ROWS,
  INBOX_UNREAD_ROWS,
} from "#app/server/stored-pages/admin-rows.server.ts";
import { REQUIRED_ADMIN_GRANT_ROW, USER_ROW } from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows, PageScope } from "#app/server/stored-pages/page-rows.server.ts";
import { loadAdminPlan } from "./application-plan-data.server.ts";

// What /admin/applications shows: one page of the list for the address's search, filter and
// page, and the one expanded application's details (`?open=<id>`), shaped for display here.

/**
 * The rows the list is made of when it is stored (decision 37): the admin's users row (their
 * two-factor flag) and grant, the counts per status its total comes from, the page's rows.
 */
export const APPLICATIONS_LIST_ROWS: readonly PageRows[] = [
  USER_ROW,
  REQUIRED_ADMIN_GRANT_ROW,
  APPLICATION_COUNT_ROWS,
  APPLICATIONS_PAGE_ROWS,
  APPLICATIONS_PAGE_PLAN_ROWS,
  APPLICATIONS_PAGE_DEBT_ROWS,
  APPLICATIONS_PAGE_NEGOTIATION_ROWS,
  INBOX_UNREAD_ROWS,
];

/**
 * Only the list without a search or an open row is stored (a search counts its matches; a row
 * shows more), for an admin whom requireAdmin lets in (decision 39's two-factor rule included).
 */
export function storesApplicationsList({ user, url }: PageScope, { env }: Services): boolean {
  if (!user.isAdmin || mustEnrolFirst(env, user, url.href)) return false;
  return !url.searchParams.has("open") && !readApplicationsQuery(url.searchParams).search;
}

/** The expanded row, read on its own: a failure there leaves the list shown and says so. */
async function readExpanded(
  db: Db,
  cipher: DataCipher,
  openId: string,
  timeZone: string,
  now: Date,
): Promise<ExpandedRow> {
  try {
    const details = await findApplicationDetailsForAdmin(db, cipher, openId);
    if (!details) return null;
    return {
      id: details.id,
      details: applicationDetailsView(details, timeZone),
      debtAccounts: details.debtAccounts.map(adminDebtAccountView),
      debtAccountsEditable: debtAccountsEditable(details),
      readOnlyReason: debtAccountsReadOnlyReason(details),
      plan: await loadAdminPlan(db, details, timeZone, now),
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
  /** The admin's zone, for the dates shown. */
  timeZone: string,
  /** The services' clock: an open row's plan is projected as of its day. */
  now: Date,
): Promise<ApplicationsPageData> {
  const query = readApplicationsQuery(url.searchParams);
  let page: Awaited<ReturnType<typeof findApplicationsPageForAdmin>>;
  try {
    page = await findApplicationsPageForAdmin(db, cipher, query);
  } catch (error) {
    logFailure("reading applications failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: APPLICATIONS_MESSAGES.failedLoad };
  }
  const requested = url.searchParams.get("open");
  const openId = page.rows.some((row) => row.id === requested) ? requested : null;
  const expanded = openId ? await readExpanded(db, cipher, openId, timeZone, now) : null;
  return {
    ok: true,
    query,
    rows: page.rows.map((row) => applicationRowView(row, timeZone)),
    total: page.total,
    more: page.more,
    pageCount: pageCount(page.total),
    openId: expanded ? openId : null,
    expanded,
  };
}
