import { getServices } from "#app/server/context.server.ts";
import { notFound } from "#app/server/documents/download.server.ts";
import { requireUser } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { findStatementAccountForCustomer } from "#app/server/models/ledger/statements.server.ts";
import {
  readStatement,
  statementFormat,
  statementResponse,
} from "#app/server/statements/statement-download.server.ts";
import type { Route } from "./+types/statement-download";

// GET /dashboard/program/statements/:accountId/:month?format=pdf|csv (issue 44): a month's
// statement of the customer's own dedicated account, as a file. For anyone else, and for a month
// without a transaction, it does not exist (404).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, clock } = getServices(context);
  const format = statementFormat(new URL(request.url).searchParams.get("format") ?? "pdf");
  if (!format || !isApplicationId(params.accountId)) return notFound();
  const account = await findStatementAccountForCustomer(db, {
    userId: user.id,
    accountId: params.accountId.toLowerCase(),
  });
  if (!account) return notFound();
  const view = await readStatement(db, account, params.month, { timeZone: user.timeZone, now: clock.now() });
  if (!view) return notFound();
  return statementResponse(view, format);
}
