import { readUsersQuery, usersExportFileName } from "#app/domain/admin/users-query.ts";
import { getServices } from "#app/server/context.server.ts";
import { csvAttachment } from "#app/server/csv-file.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { auditUsersExport, usersCsvStream } from "#app/server/users-export.server.ts";
import type { Route } from "./+types/users-export";

// GET /admin/users/export: Export Users (spec section 7) as a file the browser downloads,
// users-export-{YYYY-MM-DD}.csv (the admin's day, in their time zone), of the list's search and filter.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const query = readUsersQuery(new URL(request.url).searchParams);
  const { db, cipher, clock } = getServices(context);
  // On record before the first byte leaves: who took which list, when (decisions.md: the audit log).
  await auditUsersExport(db, admin, query);
  const body = await usersCsvStream(db, { query, cipher, timeZone: admin.timeZone });
  return csvAttachment(body, usersExportFileName(clock.now(), admin.timeZone));
}
