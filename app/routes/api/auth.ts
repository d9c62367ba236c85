import { eq } from "drizzle-orm";
import { EMAIL_TAKEN_ERROR } from "#app/domain/auth-schemas.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { CONFIRM_LINK_CALLBACK, emailChangeTarget } from "#app/server/email-change.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { AUTH_API_PER_ADDRESS, hitRateLimit } from "#app/server/rate-limit.server.ts";
import { users } from "#db/schema.ts";
import type { Route } from "./+types/auth";

// Only the better-auth endpoints the product links to are reachable from outside;
// sign-in and sign-up go through our own actions, which add validation and rate limits.
const OPEN_ENDPOINTS = new Set(["GET /api/auth/verify-email"]);

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  if (!OPEN_ENDPOINTS.has(`${request.method} ${url.pathname}`)) {
    return new Response("Not Found", { status: 404 });
  }
  const { auth, db } = getServices(context);
  const limited = await hitRateLimit(
    db,
    `auth-api:${getRequestInfo(context).clientAddress}`,
    AUTH_API_PER_ADDRESS,
  );
  if (!limited.allowed) {
    return new Response("Too many requests. Please try again later.", {
      status: 429,
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  // An e-mail change whose new address another account took meanwhile: refused with a
  // message, before better-auth's update would fail on the unique address (a 500).
  const target = emailChangeTarget(url.searchParams.get("token") ?? "");
  if (target) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, target)).limit(1);
    if (taken) return toCallback(EMAIL_TAKEN_ERROR);
  }
  const answer = await auth.handler(withFixedCallback(request, url));
  if (answer.status >= 500) {
    // A race with the check above, or the database: the person gets a page, not a 500.
    logFailure("confirming an e-mail link failed", new Error(`better-auth answered ${answer.status}`));
    return toCallback(target ? EMAIL_TAKEN_ERROR : "failed");
  }
  return answer;
}

function toCallback(error: string): Response {
  const location = `${CONFIRM_LINK_CALLBACK}?error=${encodeURIComponent(error)}`;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

/**
 * The request with `callbackURL` set to our own landing page, whatever it said: better-auth
 * redirects there after verifying, and a value from the link (`%2F.%2F%2Fevil.example`) would
 * send the person to another site.
 */
function withFixedCallback(request: Request, url: URL): Request {
  const fixed = new URL(url);
  fixed.searchParams.set("callbackURL", CONFIRM_LINK_CALLBACK);
  return new Request(fixed, { method: request.method, headers: request.headers, signal: request.signal });
}

export const loader = handle;
export const action = handle;
