import {
  ACCOUNT_DETAILS_REFUSALS as R,
  ACCOUNT_DETAILS_TOASTS as T,
} from "#app/domain/account-details-form/form.ts";
import { readAccountDetailsQuery } from "#app/domain/admin/account-details-query.ts";
import {
  type AccountDetailsEditorData,
  accountDetailsEditorView,
} from "#app/domain/admin/account-details-views.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findAccountDetailsFormForAdmin } from "#app/server/models/account-details-form/admin-reads.server.ts";

// What /admin/account-details/:formId shows: the form with its application, and the list's
// state (from the address) for Back to List. `status`: 404 for a form that does not exist.

export async function loadAccountDetailsEditor(
  db: Db,
  url: URL,
  formId: string,
  /** The admin's zone, for the form's dates. */
  timeZone: string,
): Promise<{ page: AccountDetailsEditorData; status: number }> {
  const query = readAccountDetailsQuery(url.searchParams);
  try {
    const row = await findAccountDetailsFormForAdmin(db, formId);
    if (!row) return { page: { ok: false, query, message: R.notFound }, status: 404 };
    return { page: { ok: true, query, form: accountDetailsEditorView(row, timeZone) }, status: 200 };
  } catch (error) {
    logFailure("reading an account details form failed", error, { formId });
    return { page: { ok: false, query, message: T.failedLoad }, status: 500 };
  }
}
