// The admin dashboard's numbers for bench/admin-applications.ts: the app's own
// findAdminDashboardStats, as the dashboard's loader calls it.
import type { Database } from "../app/server/db.server.ts";
import { findAdminDashboardStats } from "../app/server/models/admin-dashboard.server.ts";
import type { Case } from "./admin-applications-measure.ts";

export async function dashboardCases(database: Database): Promise<Case[]> {
  const now = new Date();
  await findAdminDashboardStats(database.db, { now }); // fails here, not in the middle of the table
  return [
    { name: "dashboard numbers", call: (db) => findAdminDashboardStats(db, { now }), found: () => "app" },
  ];
}
