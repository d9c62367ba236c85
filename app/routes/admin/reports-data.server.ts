import { type ReportsPageData, reportsView } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS, type ReportMonths, reportWindow } from "#app/domain/admin/reports.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findReportFigures } from "#app/server/models/reports/monthly-figures.server.ts";

// What /admin/reports shows, shaped for display here: the company's day at `now` decides the
// months (US Eastern), whoever reads the page.

export async function loadReportsPage(db: Db, months: ReportMonths, now: Date): Promise<ReportsPageData> {
  try {
    const figures = await findReportFigures(db, reportWindow(companyDayOf(now), months));
    return { ok: true, months, view: reportsView(figures) };
  } catch (error) {
    logFailure("reading the reports failed", error, { months });
    return { ok: false, months, message: REPORT_WORDS.loadFailed };
  }
}
