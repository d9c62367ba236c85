import { getServices } from "#app/server/context.server.ts";
import { getSessionRefreshHeaders, getUserWithoutActivity } from "#app/server/guards.server.ts";
import { liveStreamResponse, SESSION_CHECK_MS, streamRefusal } from "#app/server/live-stream.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { SESSION_CHECK_WINDOW_MS, sessionCheckerFor } from "#app/server/session-checks.server.ts";
import type { UserChange } from "#app/server/user-feed.server.ts";
import type { Route } from "./+types/events";

// GET /dashboard/events (issue 25): a signed-in person's live stream of changes to their own
// records (a message, an application's or a debt's stage, an offer waiting, a deposit, a refund),
// read by useLivePortal, which reads the open room's data again. Each event says only that
// something changed: the person's own pages then read what. Only their own changes reach it
// (the feed routes by user id, user-feed.server.ts). Outside the dashboard layout: an
// EventSource cannot follow a redirect, so refusals are plain statuses.

/** The SSE message: nothing but whether everything must be read again. */
export function portalEvent(change: UserChange): string {
  return `event: changed\ndata: ${JSON.stringify(change)}\n\n`;
}

/** The `since` of the stream's address: a stamp of the feed's clock, or null. */
function sinceOf(request: Request): number | null {
  const given = new URL(request.url).searchParams.get("since");
  const since = given === null || given === "" ? Number.NaN : Number(given);
  return Number.isFinite(since) ? since : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The stream is the page's own doing, not the person's: it never extends the session (decision 0021).
  const user = await getUserWithoutActivity(request, context);
  const headers = await getSessionRefreshHeaders(request, context);
  if (!user) return streamRefusal(401, "Sign in to receive live updates.", headers);
  const { db, userFeed, env } = getServices(context);
  const since = sinceOf(request);
  try {
    await userFeed.start();
  } catch (error) {
    logFailure("the user feed could not start", error, { userId: user.id });
    return streamRefusal(503, "Live updates are unavailable; try again shortly.", headers);
  }
  const checkSession = sessionCheckerFor(db);
  const idleSeconds = user.isAdmin ? env.sessions.adminIdleSeconds : env.sessions.customerIdleSeconds;
  return liveStreamResponse<UserChange>({
    feed: { subscribe: (listener) => userFeed.subscribe(user.id, listener), signal: userFeed.signal },
    event: portalEvent,
    // Read afresh each time (the request's own session lookup is cached for its whole life), with
    // the other streams' checks of the same moment in one query.
    stillAllowed: () => checkSession({ sessionId: user.sessionId, userId: user.id, idleSeconds }),
    // An event says only "changed": it goes out at once on a session found live in the last
    // check (every 5 s, each answered within a window), rather than after a query of its own.
    trustCheckForMs: SESSION_CHECK_MS + 2 * SESSION_CHECK_WINDOW_MS,
    // A page that says when it was read (`since`, its frame's stamp of the feed's clock) is told
    // at once whether it may have missed a change since; it then reads itself again only if so.
    // Without it (a reconnection), the browser reads its page again as the stream opens.
    ...(since === null
      ? {}
      : { opening: () => (userFeed.changedSince(user.id, since) ? { resync: true } : null) }),
    signal: request.signal,
    session: user.sessionId,
    headers,
  });
}
