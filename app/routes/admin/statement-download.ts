import { getServices } from "#app/server/context.server.ts";
import { notFound } from "#app/server/documents/download.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import {
  auditStatementDownload,
  findStatementAccountForAdmin,
} from "#app/server/models/ledger/statements.server.ts";
import {
  readStatement,
  statementFormat,
  statementResponse,
} from "#app/server/statements/statement-download.server.ts";
import type { Route } from "./+types/statement-download";

// GET /admin/money/:accountId/statements/:month?format=pdf|csv (issue 44): a customer's monthly
// statement for an admin, the same file the customer gets (posting times in the admin's zone). Every
// such download is on record in the audit log before the first byte leaves, as a document's is.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const format = statementFormat(new URL(request.url).searchParams.get("format") ?? "pdf");
  if (!format || !isApplicationId(params.accountId)) return notFound();
  const account = await findStatementAccountForAdmin(db, params.accountId.toLowerCase());
  if (!account) return notFound();
  const now = clock.now();
  const view = await readStatement(db, account, params.month, { timeZone: admin.timeZone, now });
  if (!view) return notFound();
  await auditStatementDownload(db, admin, { accountId: account.id, month: view.month, format }, now);
  return statementResponse(view, format);
}
