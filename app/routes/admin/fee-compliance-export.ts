import { reportFileName } from "#app/domain/admin/reports.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { getServices } from "#app/server/context.server.ts";
import { csvAttachment } from "#app/server/csv-file.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { feeComplianceCsvStream } from "#app/server/models/reports/fee-compliance.server.ts";
import { auditReportExport } from "#app/server/models/reports/report-exports.server.ts";
import type { Route } from "./+types/fee-compliance-export";

// GET /admin/reports/fee-compliance.csv (issue 45): every fee charged, with its settlement, the
// customer's consent and the first cleared payment to the creditor (the Telemarketing Sales Rule's
// rows), one click. Personal data leaving the system: on record before the first byte.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  await auditReportExport(db, admin, "fee-compliance", null);
  const body = await feeComplianceCsvStream(db);
  return csvAttachment(body, reportFileName("fee-compliance", companyDayOf(clock.now())));
}
