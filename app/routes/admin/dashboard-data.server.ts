import type { RouterContextProvider } from "react-router";
import {
  type AdminDashboardView,
  adminDashboardView,
  DASHBOARD_LOAD_FAILED,
} from "#app/domain/admin/dashboard.ts";
import {
  LEGAL_NOTICES_MESSAGES,
  type LegalNoticesView,
  legalNoticesView,
} from "#app/domain/admin/legal-notices.ts";
import { getServices } from "#app/server/context.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findDashboardStatsForAdmin } from "#app/server/models/application/admin-stats.server.ts";
import { findLegalNoticesToReview } from "#app/server/models/document/uploads.server.ts";

export type AdminDashboardData = { ok: true; view: AdminDashboardView } | { ok: false; message: string };

/**
 * The dashboard's figures, ready to show, the months those of the admin's `timeZone`. A failed
 * read is answered in place (the page keeps the sidebar and says the figures could not be
 * loaded) and logged once, without its message.
 */
export async function loadAdminDashboard(
  context: Readonly<RouterContextProvider>,
  timeZone: string,
): Promise<AdminDashboardData> {
  const { db, clock } = getServices(context);
  try {
    const figures = await findDashboardStatsForAdmin(db, { now: clock.now(), timeZone });
    return { ok: true, view: adminDashboardView(figures) };
  } catch (error) {
    logFailure("admin dashboard read failed", error);
    return { ok: false, message: DASHBOARD_LOAD_FAILED };
  }
}

export type LegalNoticesData = { ok: true; value: LegalNoticesView } | { ok: false; message: string };

/** The legal notices waiting for an admin (issue 22), or the panel's message when unread. */
export async function loadLegalNotices(
  context: Readonly<RouterContextProvider>,
  timeZone: string,
): Promise<LegalNoticesData> {
  try {
    return {
      ok: true,
      value: legalNoticesView(await findLegalNoticesToReview(getServices(context).db), timeZone),
    };
  } catch (error) {
    logFailure("legal notices read failed", error);
    return { ok: false, message: LEGAL_NOTICES_MESSAGES.failed };
  }
}
