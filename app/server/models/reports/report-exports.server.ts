import { REPORT_CSV_COLUMNS, reportCsvRecords } from "#app/domain/admin/report-views.ts";
import type { MonthlyReport, ReportWindow } from "#app/domain/admin/reports.ts";
import { auditLog } from "#db/schema.ts";
import { csvStream } from "../../csv-file.server.ts";
import type { Db } from "../../db.server.ts";
import { findReportFigures } from "./monthly-figures.server.ts";

// The reports as files (issue 45), each download on record first: figures about customers' money
// leaving the system, as Export Users is (decisions.md: the audit log).

/** The months a report's file covers (the refunds' reach one month further: reportWindow). */
function monthsOf(report: MonthlyReport, window: ReportWindow) {
  const months = report === "refunds" ? window.refundMonths : window.months;
  return { from: months[0], to: months.at(-1) };
}

/** The audit row of a download: the admin, which report, and the months it covers. */
export async function auditReportExport(
  db: Db,
  admin: { id: string; email: string },
  report: MonthlyReport | "fee-compliance",
  window: ReportWindow | null,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: report === "fee-compliance" ? "fees_exported" : "report_exported",
    targetType: "report",
    targetId: report,
    after:
      window && report !== "fee-compliance"
        ? { report, ...monthsOf(report, window), day: window.today }
        : { report },
  });
}

/** A monthly report's CSV: one record per month of the window, oldest first. */
export async function reportCsvStream(
  db: Db,
  report: MonthlyReport,
  window: ReportWindow,
): Promise<ReadableStream<Uint8Array>> {
  const figures = await findReportFigures(db, window);
  return csvStream(
    REPORT_CSV_COLUMNS[report],
    reportCsvRecords(report, figures),
    `the ${report} report failed`,
  );
}
