// The admin dashboard's numbers for bench/admin-applications.ts: the app's own
// findDashboardStatsForAdmin, as the dashboard's loader calls it.
import { DEFAULT_TIME_ZONE } from "../app/domain/time-zone.ts";
import type { Database } from "../app/server/db.server.ts";
import { findDashboardStatsForAdmin } from "../app/server/models/application/admin-stats.server.ts";
import type { Case } from "./admin-applications-measure.ts";

export async function dashboardCases(database: Database): Promise<Case[]> {
  const now = new Date();
  await findDashboardStatsForAdmin(database.db, { now, timeZone: DEFAULT_TIME_ZONE }); // fails here, not in the middle of the table
  return [
    {
      name: "dashboard numbers",
      call: (db) => findDashboardStatsForAdmin(db, { now, timeZone: DEFAULT_TIME_ZONE }),
      found: () => "app",
    },
  ];
}
