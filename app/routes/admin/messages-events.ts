import { getServices } from "#app/server/context.server.ts";
import {
  getSessionRefreshHeaders,
  getUserWithoutActivity,
  mustEnrolFirst,
} from "#app/server/guards.server.ts";
import { liveStreamResponse } from "#app/server/live-stream.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { isLiveAdminSession } from "#app/server/models/user/sessions.server.ts";
import type { ApplicationsChange } from "#app/server/realtime.server.ts";
import type { Route } from "./+types/messages-events";

// GET /admin/messages/events (issue 25): the admins' live stream of changes to conversations
// (Server-Sent Events, read by useLiveInbox): a message, a conversation read, assigned or done.
// Only counts travel, nothing personal. Outside the admin layout: an EventSource cannot follow a
// redirect to a sign-in page, so refusals are plain statuses.

function refusal(status: 401 | 403 | 503, text: string, headers: Headers): Response {
  const refused = new Headers(headers);
  refused.set("Content-Type", "text/plain; charset=utf-8");
  refused.set("Cache-Control", "no-store");
  return new Response(text, { status, headers: refused });
}

/** An SSE message: `event: inbox` with what changed (counts only). */
const inboxEvent = (change: ApplicationsChange) => `event: inbox\ndata: ${JSON.stringify(change)}\n\n`;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The stream is the page's own doing, not the admin's: it never extends the session (decision 0021).
  const user = await getUserWithoutActivity(request, context);
  const headers = await getSessionRefreshHeaders(request, context);
  if (!user) return refusal(401, "Sign in as an admin to receive live updates.", headers);
  if (!user.isAdmin) return refusal(403, "Only admins receive live updates.", headers);
  const { db, inboxFeed, env } = getServices(context);
  if (mustEnrolFirst(env, user, request.url)) {
    return refusal(403, "Turn on two-factor sign-in in Settings to receive live updates.", headers);
  }
  try {
    await inboxFeed.start();
  } catch (error) {
    logFailure("the messages inbox feed could not start", error, { userId: user.id });
    return refusal(503, "Live updates are unavailable; try again shortly.", headers);
  }
  return liveStreamResponse({
    feed: inboxFeed,
    event: inboxEvent,
    // Read afresh each time: the request's own session lookup is cached for its whole life.
    stillAllowed: () => isLiveAdminSession(db, user.sessionId, env.sessions.adminIdleSeconds),
    signal: request.signal,
    headers,
  });
}
