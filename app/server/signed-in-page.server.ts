import type { SessionStatus } from "#app/domain/session/status.ts";
import { createLoadContext, type Services, type SignedInVariant } from "./context.server.ts";
import type { Env } from "./env.server.ts";
import {
  getSessionRefreshHeaders,
  getSessionStatus,
  getUserBeforeStoredPage,
  type SessionUser,
} from "./guards.server.ts";

// Public pages for a signed-in person without rendering them per request (issue 15,
// docs/decisions/0034). Their body does not depend on who is signed in, only the header does:
// server/signed-in-pages.ts renders each prerendered page once per variant (customer, admin)
// and stores it; each request still reads its session from the database here, through the
// same guard as every page (idle and 12-hour ends, activity), so a sign-out or revocation on
// any node counts on the next request.

/**
 * The stored variant this request may get, or null to render the page as usual: no live
 * session, a cookie to clear, or a session whose end is the 12 hours from sign-in (its warning
 * needs the exact time left, which only a rendered page carries).
 */
export async function signedInPageVariant(
  services: Services,
  request: Request,
  clientAddress: string,
): Promise<SignedInVariant | null> {
  const user = await storedPageUser(services, request, clientAddress);
  return user ? (user.isAdmin ? "admin" : "customer") : null;
}

/**
 * The signed-in user when a stored page may answer this request, or null: no live session, a
 * cookie to clear, or a session near its 12 hours. Also for the pages stored per person
 * (personal-page.server.ts).
 */
export async function storedPageUser(
  services: Services,
  request: Request,
  clientAddress: string,
): Promise<SessionUser | null> {
  const context = createLoadContext(services, { nonce: "", clientAddress });
  const user = await getUserBeforeStoredPage(request, context);
  if (!user) return null;
  if ((await getSessionRefreshHeaders(request, context)).has("set-cookie")) return null;
  const status = await getSessionStatus(request, context);
  return status?.extendable ? user : null;
}

/**
 * The session status a stored page carries: the idle time less one activity-write interval
 * (a request extends the session only once a minute), so the browser's clock asks the server
 * (GET /api/session) no later than it would have on a rendered page, and learns the exact end then.
 */
export function templateSessionStatus(env: Env, variant: SignedInVariant): SessionStatus {
  const { adminIdleSeconds, customerIdleSeconds, activityWriteSeconds, warningSeconds } = env.sessions;
  const idle = variant === "admin" ? adminIdleSeconds : customerIdleSeconds;
  return { secondsLeft: Math.max(0, idle - activityWriteSeconds), warningSeconds, extendable: true };
}
