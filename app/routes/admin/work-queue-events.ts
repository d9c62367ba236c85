import { adminStream } from "#app/server/admin-stream.server.ts";
import { getServices } from "#app/server/context.server.ts";
import type { Route } from "./+types/work-queue-events";

// GET /admin/work-queue/events (issue 25): the admins' live stream of changes to what the Work
// Queue lists (offers, payments to creditors, deposits and ledger entries, refunds, documents,
// plans, debts' stages), read by the Work Queue page. Plain refusals (admin-stream.server.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  return adminStream(request, context, {
    feed: getServices(context).workQueueFeed,
    event: "work-queue",
    name: "work queue",
  });
}
