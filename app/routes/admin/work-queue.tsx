import { data } from "react-router";
import { WorkQueuePage } from "#app/components/admin/work-queue/work-queue-page.tsx";
import { WORK_QUEUE_MESSAGES } from "#app/domain/admin/work-queue.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/work-queue";
import { loadWorkQueue } from "./work-queue-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${WORK_QUEUE_MESSAGES.title} | Harborline Admin` }];

// /admin/work-queue (issue 24): what needs an admin, newest risk first, in seven sections (offers
// awaiting the customer, approved offers awaiting the creditor, creditor payments due without the
// funds, returned deposits, refunds due, legal notices, agreements unsigned after 7 days), each row
// a link to where it is handled. A failed read is said in place and logged.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const page = await loadWorkQueue(db, clock.now(), admin.timeZone);
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function WorkQueueRoute({ loaderData }: Route.ComponentProps) {
  return <WorkQueuePage page={loaderData} />;
}
