import { data } from "react-router";
import { AuditLogPage } from "#app/components/admin/audit-log/audit-log-page.tsx";
import { AUDIT_LOG_MESSAGES } from "#app/domain/audit/labels.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/audit-log";
import { loadAuditLogPage, statusOf } from "./audit-log-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${AUDIT_LOG_MESSAGES.title} | Harborline Admin` }];

// /admin/audit-log (issue 12, "Audit log"): every admin change, newest first, filtered by
// action and by target and paged through the address on the server. Read only: no action.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await loadAuditLogPage(getServices(context).db, new URL(request.url), admin.timeZone);
  return data(page, { status: statusOf(page) });
}

export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage page={loaderData} />;
}
