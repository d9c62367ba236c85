import { type RouterContextProvider, redirect } from "react-router";
import {
  activityWriteDue,
  judgeSession,
  SESSION_MAX_AGE_SECONDS,
  type SessionEnd,
} from "#app/domain/session/idle.ts";
import { EXPIRED_PARAM } from "#app/domain/session/messages.ts";
import { BACKGROUND_HEADER, type SessionStatus } from "#app/domain/session/status.ts";
import { timeZoneOf } from "#app/domain/time-zone.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import type { Env } from "./env.server.ts";
import { logFailure } from "./logger.server.ts";
import { findSessionTimes, recordSessionActivity, revokeSession } from "./models/user/sessions.server.ts";
import { isAdmin as isAdminUser } from "./models/user/users.server.ts";
import { findLiveSession } from "./session-lookup.server.ts";

export interface SessionUser {
  id: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** Two-factor sign-in is on for this account (the users row's flag, kept by better-auth). */
  twoFactorEnabled: boolean;
  /**
   * The IANA zone every date this person reads is shown in: their browser's, reported at sign-in
   * (users.time_zone), US Eastern until it is known (domain/time-zone.ts).
   */
  timeZone: string;
}

type Context = Readonly<RouterContextProvider>;

interface Found {
  user: SessionUser;
  createdAt: Date;
  lastActiveAt: Date;
  headers: Headers;
}

interface LookedUp {
  user: SessionUser | null;
  headers: Headers;
  /** Why this request found the session over (it has just been revoked), or null. */
  ended: SessionEnd | null;
  status: SessionStatus | null;
}

// One session lookup per request, however many loaders ask.
const cache = new WeakMap<Request, Promise<LookedUp>>();
// Requests that read the session without counting as the person's activity (getUserWithoutActivity).
const passive = new WeakSet<Request>();
// Requests that only ask whether a stored page may answer (getUserBeforeStoredPage): a session
// they find over is left for the page rendered next, which ends it and says so (?expired=1).
const beforeStoredPage = new WeakSet<Request>();

/** The request's session, whatever its idle time: the fast path, else better-auth's getSession. */
async function findSession(request: Request, context: Context): Promise<Found | { headers: Headers }> {
  const { auth, db, database } = getServices(context);
  // The common case in one query; better-auth handles everything else (session-lookup.server.ts).
  const live = await findLiveSession(auth, db, request.headers, database.writes);
  if (live) {
    return {
      user: {
        ...live.user,
        timeZone: timeZoneOf(live.user.timeZone),
        sessionId: live.sessionId,
        isAdmin: live.isAdmin,
        twoFactorEnabled: live.twoFactorEnabled,
      },
      createdAt: live.createdAt,
      lastActiveAt: live.lastActiveAt,
      headers: new Headers(),
    };
  }
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { headers };
  const { session, user } = response;
  const times = await findSessionTimes(db, session.id);
  if (!times) return { headers: new Headers() };
  let isAdmin = false;
  try {
    isAdmin = await isAdminUser(db, user.id);
  } catch (error) {
    // Spec section 8: an admin-check error is logged and counts as "not an admin".
    logFailure("admin check failed", error, { userId: user.id });
  }
  const extra = user as typeof user & {
    firstName?: string;
    lastName?: string;
    twoFactorEnabled?: boolean | null;
    timeZone?: string | null;
  };
  return {
    user: {
      id: user.id,
      sessionId: session.id,
      email: user.email,
      firstName: extra.firstName ?? "",
      lastName: extra.lastName ?? "",
      emailVerified: user.emailVerified,
      isAdmin,
      twoFactorEnabled: extra.twoFactorEnabled ?? false,
      timeZone: timeZoneOf(extra.timeZone),
    },
    ...times,
    headers,
  };
}

/** Whether the request is one the person made (docs/decisions/0021), not one the page made by itself. */
function countsAsActivity(request: Request): boolean {
  return !passive.has(request) && request.headers.get(BACKGROUND_HEADER) !== "1";
}

async function lookUp(request: Request, context: Context): Promise<LookedUp> {
  const { db, env } = getServices(context);
  const found = await findSession(request, context);
  if (!("user" in found)) return { user: null, headers: found.headers, ended: null, status: null };
  const { user } = found;
  const policy = env.sessions;
  const idleSeconds = user.isAdmin ? policy.adminIdleSeconds : policy.customerIdleSeconds;
  const limits = { idleSeconds, maxAgeSeconds: SESSION_MAX_AGE_SECONDS };
  const now = Date.now();
  let lastActiveAt = found.lastActiveAt;
  const verdict = judgeSession({ createdAt: found.createdAt, lastActiveAt }, limits, now);
  // Idle too long, or past 12 hours from sign-in: the session is over, whatever the request.
  if (verdict.ended) {
    if (!beforeStoredPage.has(request)) await revokeSession(db, user.sessionId);
    return { user: null, headers: new Headers(), ended: verdict.ended, status: null };
  }
  if (countsAsActivity(request) && activityWriteDue(lastActiveAt, policy.activityWriteSeconds, now)) {
    try {
      const at = new Date(now);
      const written = await recordSessionActivity(db, {
        sessionId: user.sessionId,
        now: at,
        writeAfterSeconds: policy.activityWriteSeconds,
        idleSeconds,
      });
      if (written) lastActiveAt = at;
    } catch (error) {
      // The request goes on; the next one tries again (the session keeps its older activity).
      logFailure("session activity could not be recorded", error, { userId: user.id }, "warn");
    }
  }
  const { secondsLeft, extendable } = judgeSession({ createdAt: found.createdAt, lastActiveAt }, limits, now);
  return {
    user,
    headers: found.headers,
    ended: null,
    status: { secondsLeft, warningSeconds: policy.warningSeconds, extendable },
  };
}

function sessionFor(request: Request, context: Context) {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookUp(request, context);
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or null. The request counts as the person's activity (unless marked background). */
export async function getOptionalUser(request: Request, context: Context): Promise<SessionUser | null> {
  return (await sessionFor(request, context)).user;
}

/**
 * The signed-in user, or null, for a request the page makes by itself (the live stream, the
 * session status poll): it reads the session, still ends an idle one, but never extends it.
 * Call it before anything else reads the session of this request.
 */
export async function getUserWithoutActivity(
  request: Request,
  context: Context,
): Promise<SessionUser | null> {
  if (!cache.has(request)) passive.add(request);
  return (await sessionFor(request, context)).user;
}

/**
 * The signed-in user, or null, for the check made before a stored page is chosen
 * (signed-in-page.server.ts): the request counts as the person's activity, but a session found
 * over is not ended here. The page rendered for the request next finds it over, ends it, and its
 * redirect to sign-in carries ?expired=1 (issue 20: the notice was lost behind stored pages).
 */
export async function getUserBeforeStoredPage(
  request: Request,
  context: Context,
): Promise<SessionUser | null> {
  if (!cache.has(request)) beforeStoredPage.add(request);
  return (await sessionFor(request, context)).user;
}

/** How long the request's session has left (null when signed out), after this request's own activity. */
export async function getSessionStatus(request: Request, context: Context): Promise<SessionStatus | null> {
  return (await sessionFor(request, context)).status;
}

/** Set-Cookie headers from better-auth's session read (a stale cookie cleared), for the root loader to pass on. */
export async function getSessionRefreshHeaders(request: Request, context: Context): Promise<Headers> {
  return (await sessionFor(request, context)).headers;
}

/**
 * The page to come back to after signing in: the address the person was on, even when the
 * request was React Router's data fetch for it (`/admin/users.data?_routes=…` is `/admin/users`;
 * issue 20 found sign-in landing on the raw `.data` address), and `/_root.data` is `/`.
 */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  // Re-serialised only when there is something to strip: `?index` would become `?index=`.
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return `${path}${url.search}`;
}

/** `?redirectTo=…`, and `&expired=1` when this request found the session over. */
async function signInQuery(request: Request, context: Context): Promise<string> {
  const { ended } = await sessionFor(request, context);
  const expired = ended ? `&${EXPIRED_PARAM}=1` : "";
  return `?redirectTo=${encodeURIComponent(returnPath(request))}${expired}`;
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/auth${await signInQuery(request, context)}`);
  return user;
}

/**
 * For a page that stays open in the browser (the dashboard): a document request without a
 * session is sent to /auth and back, as with requireUser; a data request from the open page
 * (its session ended meanwhile) gets null, so the page can say 'Please Sign In' in place.
 */
export async function requireUserOrSignedOut(
  request: Request,
  context: Context,
): Promise<SessionUser | null> {
  if (getRequestInfo(context).dataRequest) return getOptionalUser(request, context);
  return requireUser(request, context);
}

/** Where an admin turns two-factor sign-in on; the only admin page open without it when it is required. */
export const TWO_FACTOR_SETUP_PATH = "/admin/settings";

/**
 * An admin, or a redirect: signed-out visitors to /admin/auth, other users to /, and, when
 * ADMIN_TWO_FACTOR is required, an admin without two-factor sign-in to Settings from every
 * other admin page and action (docs/decisions/0039).
 */
export async function requireAdmin(request: Request, context: Context): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/admin/auth${await signInQuery(request, context)}`);
  if (!user.isAdmin) throw redirect("/");
  if (mustEnrolFirst(getServices(context).env, user, request.url)) throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}

/** Whether two-factor sign-in is required, this admin has none yet, and `url` is not where it is turned on. */
export function mustEnrolFirst(env: Env, user: SessionUser, url: string): boolean {
  if (env.adminTwoFactor !== "required" || user.twoFactorEnabled) return false;
  return new URL(url).pathname.replace(/\.data$/, "") !== TWO_FACTOR_SETUP_PATH;
}
