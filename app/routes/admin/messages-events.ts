import { adminStream } from "#app/server/admin-stream.server.ts";
import { getServices } from "#app/server/context.server.ts";
import type { Route } from "./+types/messages-events";

// GET /admin/messages/events (issue 25): the admins' live stream of changes to conversations
// (Server-Sent Events, read by useLiveInbox): a message, a conversation read, assigned or done.
// Outside the admin layout: an EventSource needs plain refusals (admin-stream.server.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  return adminStream(request, context, {
    feed: getServices(context).inboxFeed,
    event: "inbox",
    name: "messages inbox",
  });
}
