import type { RouterContextProvider } from "react-router";
import { getServices } from "./context.server.ts";
import { getSessionRefreshHeaders, getUserWithoutActivity, mustEnrolFirst } from "./guards.server.ts";
import { liveStreamResponse, streamRefusal } from "./live-stream.server.ts";
import { logFailure } from "./logger.server.ts";
import { isLiveAdminSession } from "./models/user/sessions.server.ts";
import type { ApplicationsChange, ApplicationsFeed } from "./realtime.server.ts";

// An admins' live stream (the applications list's, decision 17; the Messages inbox's, issue 25):
// only an admin's live session gets one (with two-factor sign-in on where it is required), and
// refusals are plain statuses, since an EventSource cannot follow a redirect to a sign-in page. The
// stream is the page's own doing, not the admin's: it never extends the session (decision 0021).
// A page that says when it was read (`?since=`, a stamp of the feed's clock taken by its loader)
// is told at once, by a change event, whether it may have missed one since; it then reads itself
// again only if so, rather than on every opening (issue 42: the list rendered twice as it loaded).

/** The `since` of the stream's address: a stamp of the feed's clock, or null. */
function sinceOf(request: Request): number | null {
  const given = new URL(request.url).searchParams.get("since");
  const since = given === null || given === "" ? Number.NaN : Number(given);
  return Number.isFinite(since) ? since : null;
}

/** The change sent as a page's first stream opens, when it may have missed one. */
const MISSED: ApplicationsChange = { notifications: 0, rows: 0, resync: true };

export async function adminStream(
  request: Request,
  context: Readonly<RouterContextProvider>,
  stream: { feed: ApplicationsFeed; event: string; name: string },
): Promise<Response> {
  const user = await getUserWithoutActivity(request, context);
  const headers = await getSessionRefreshHeaders(request, context);
  if (!user) return streamRefusal(401, "Sign in as an admin to receive live updates.", headers);
  if (!user.isAdmin) return streamRefusal(403, "Only admins receive live updates.", headers);
  const { db, env } = getServices(context);
  if (mustEnrolFirst(env, user, request.url)) {
    return streamRefusal(403, "Turn on two-factor sign-in in Settings to receive live updates.", headers);
  }
  try {
    await stream.feed.start();
  } catch (error) {
    logFailure(`the ${stream.name} feed could not start`, error, { userId: user.id });
    return streamRefusal(503, "Live updates are unavailable; try again shortly.", headers);
  }
  const since = sinceOf(request);
  const { feed } = stream;
  return liveStreamResponse({
    feed,
    // What changed: counts only, nothing personal.
    event: (change: ApplicationsChange) => `event: ${stream.event}\ndata: ${JSON.stringify(change)}\n\n`,
    // Read afresh each time: the request's own session lookup is cached for its whole life.
    stillAllowed: () => isLiveAdminSession(db, user.sessionId, env.sessions.adminIdleSeconds),
    ...(since === null ? {} : { opening: () => (feed.changedSince(since) ? MISSED : null) }),
    signal: request.signal,
    session: user.sessionId,
    headers,
  });
}
