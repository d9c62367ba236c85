import { data } from "react-router";
import { WorkQueuePage } from "#app/components/admin/work-queue/work-queue-page.tsx";
import { WORK_QUEUE_MESSAGES } from "#app/domain/admin/work-queue.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/work-queue";
import { loadWorkQueue } from "./work-queue-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${WORK_QUEUE_MESSAGES.title} | Harborline Admin` }];

// /admin/work-queue (issues 24 and 45): what needs an admin, most urgent first (legal notices, my
// tasks, deposits at risk, offers awaiting the customer, creditor payments short of funds, debts
// ready to negotiate, approved offers awaiting the creditor, refunds due, graduates to close out,
// customers inactive for 30 days, agreements unsigned after 7 days, returned deposits), each row a
// link to where it is handled and to the customer's page. A failed read is said in place and logged.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const page = await loadWorkQueue(db, clock.now(), admin.timeZone, admin.id);
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function WorkQueueRoute({ loaderData }: Route.ComponentProps) {
  return <WorkQueuePage page={loaderData} />;
}
