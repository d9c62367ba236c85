import { adminStream } from "#app/server/admin-stream.server.ts";
import { getServices } from "#app/server/context.server.ts";
import type { Route } from "./+types/applications-events";

// GET /admin/applications/events: the admins' live stream of changes to applications
// (Server-Sent Events, read by useLiveApplications). Outside the admin layout: an EventSource
// cannot follow a redirect to a sign-in page, so refusals are plain statuses (admin-stream.server.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  return adminStream(request, context, {
    feed: getServices(context).feed,
    event: "applications",
    name: "applications",
  });
}
