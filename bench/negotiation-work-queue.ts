// The Work Queue's timing for bench/negotiation.ts: the page's data as its loader reads it
// (every section and the counts), for an admin in US Eastern.
import { loadWorkQueue } from "../app/routes/admin/work-queue-data.server.ts";
import type { Db } from "../app/server/db.server.ts";
import { time } from "./admin-applications-measure.ts";

export function timeWorkQueue(db: Db, runs: number) {
  return time(
    async () => {
      const page = await loadWorkQueue(db, new Date(), "America/New_York");
      if (!page.ok) throw new Error("the Work Queue did not load");
    },
    runs,
    20,
  );
}
