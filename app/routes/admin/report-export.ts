import {
  monthlyReportOf,
  readReportMonths,
  reportFileName,
  reportWindow,
} from "#app/domain/admin/reports.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { getServices } from "#app/server/context.server.ts";
import { csvAttachment } from "#app/server/csv-file.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { auditReportExport, reportCsvStream } from "#app/server/models/reports/report-exports.server.ts";
import type { Route } from "./+types/report-export";

// GET /admin/reports/{fees,refunds,deposits}.csv?months=12|24 (issue 45): a monthly report as a
// file, the same months and figures as /admin/reports shows. Outside the admin layout (a file,
// not a page): requireAdmin here sends others away as the layout would.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const report = monthlyReportOf(params.file);
  if (!report) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { db, clock } = getServices(context);
  const window = reportWindow(companyDayOf(clock.now()), readReportMonths(new URL(request.url).searchParams));
  // On record before the first byte leaves: who took which figures, when.
  await auditReportExport(db, admin, report, window);
  return csvAttachment(await reportCsvStream(db, report, window), reportFileName(report, window.today));
}
