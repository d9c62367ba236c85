import { eq } from "drizzle-orm";
import { type RouterContextProvider, redirect } from "react-router";
import { sessions } from "#db/schema.ts";
import { SESSION_MAX_AGE_SECONDS } from "./auth.server.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import { logFailure } from "./logger.server.ts";
import { isAdmin as isAdminUser } from "./models/users.server.ts";
import { findLiveSession } from "./session-lookup.server.ts";

export interface SessionUser {
  id: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

type Context = Readonly<RouterContextProvider>;

// One session lookup per request, however many loaders ask.
const cache = new WeakMap<Request, Promise<{ user: SessionUser | null; headers: Headers }>>();

async function lookUp(request: Request, context: Context) {
  const { auth, db } = getServices(context);
  // The common case in one query; better-auth handles everything else (session-lookup.server.ts).
  const live = await findLiveSession(auth, db, request.headers);
  if (live && Date.now() - live.createdAt.getTime() <= SESSION_MAX_AGE_SECONDS * 1000) {
    return {
      user: { ...live.user, sessionId: live.sessionId, isAdmin: live.isAdmin },
      headers: new Headers(),
    };
  }
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { user: null, headers };
  const { session, user } = response;
  // Sliding expiry keeps an active session alive, but never past 24 hours from sign-in.
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_MAX_AGE_SECONDS * 1000) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return { user: null, headers: new Headers() };
  }
  let isAdmin = false;
  try {
    isAdmin = await isAdminUser(db, user.id);
  } catch (error) {
    // Spec section 8: an admin-check error is logged and counts as "not an admin".
    logFailure("admin check failed", error, { userId: user.id });
  }
  const extra = user as typeof user & { firstName?: string; lastName?: string };
  return {
    user: {
      id: user.id,
      sessionId: session.id,
      email: user.email,
      firstName: extra.firstName ?? "",
      lastName: extra.lastName ?? "",
      emailVerified: user.emailVerified,
      isAdmin,
    },
    headers,
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

export async function getOptionalUser(request: Request, context: Context): Promise<SessionUser | null> {
  return (await sessionFor(request, context)).user;
}

/** Set-Cookie headers from a session refresh, for the root loader to pass on. */
export async function getSessionRefreshHeaders(request: Request, context: Context): Promise<Headers> {
  return (await sessionFor(request, context)).headers;
}

function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(returnPath(request))}`);
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

/** An admin, or a redirect: signed-out visitors to /admin/auth, other users to /. */
export async function requireAdmin(request: Request, context: Context): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/admin/auth?redirectTo=${encodeURIComponent(returnPath(request))}`);
  if (!user.isAdmin) throw redirect("/");
  return user;
}
