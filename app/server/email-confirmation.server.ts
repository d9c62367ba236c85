import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { type RouterContextProvider, redirect } from "react-router";
import { CONFIRMED_MESSAGES } from "#app/domain/account-links.ts";
import { EMAIL_TAKEN_ERROR } from "#app/domain/auth-schemas.ts";
import { users } from "#db/schema.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import { CONFIRM_LINK_CALLBACK, emailChangeLink } from "./email-change.server.ts";
import { tellOldAddress } from "./email-change-undo.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { getOptionalUser } from "./guards.server.ts";
import { logFailure } from "./logger.server.ts";
import { AUTH_API_PER_ADDRESS, hitRateLimit, rateLimitKey } from "./rate-limit.server.ts";
import { endResetLinks } from "./reset-links.server.ts";

// A confirmation link (sign-up, resend, e-mail change) opens /auth/confirm-email, which changes
// nothing: a GET can be made by a mail scanner or by another site. The page's button POSTs
// here, and only then is the token given to better-auth, which signs no one in
// (autoSignInAfterVerification false); its callbackURL is never taken from the request.

function toCallback(error: string) {
  return redirect(`${CONFIRM_LINK_CALLBACK}?error=${encodeURIComponent(error)}`, {
    headers: { "Cache-Control": "no-store" },
  });
}

export async function confirmEmail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const { auth, db, env, secret } = getServices(context);
  const limited = await hitRateLimit(
    db,
    rateLimitKey(secret, "confirm-email", getRequestInfo(context).clientAddress),
    AUTH_API_PER_ADDRESS,
  );
  if (!limited.allowed) {
    throw new Response("Too many requests. Please try again later.", {
      status: 429,
      headers: { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
    });
  }
  const token = String(form.get("token") ?? "");
  const change = emailChangeLink(token);
  // A new address another account took meanwhile: refused with a message, before better-auth's
  // update would fail on the unique address (a 500).
  if (change) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, change.to)).limit(1);
    if (taken) return toCallback(EMAIL_TAKEN_ERROR);
  }
  let headers: Headers;
  try {
    const result = await auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    headers = new Headers();
    // A signed-in owner's session learns the new address.
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return toCallback("invalid");
    // A race with the check above, or the database: the person gets a page, not a 500.
    logFailure("confirming an e-mail link failed", error);
    return toCallback(change ? EMAIL_TAKEN_ERROR : "failed");
  }
  // On to the dashboard, by way of the sign-in page for someone not signed in in this browser.
  const next = (await getOptionalUser(request, context)) ? "/dashboard" : "/auth?redirectTo=%2Fdashboard";
  if (!change?.userId) {
    return redirectWithFlash(
      secret,
      next,
      { type: "success", message: CONFIRMED_MESSAGES.verified },
      headers,
    );
  }
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, change.userId));
  if (user?.email === change.to) {
    // Reset links sent to the old address die with it (issue 20).
    await endResetLinks(db, change.userId);
    try {
      await tellOldAddress(auth, db, {
        site: env.site,
        publicUrl: env.publicUrl,
        firstName: user.firstName,
        userId: change.userId,
        from: change.from,
        to: change.to,
      });
    } catch (error) {
      logFailure("telling the old address of an e-mail change failed", error, { userId: change.userId });
    }
  }
  return redirectWithFlash(secret, next, { type: "success", message: CONFIRMED_MESSAGES.changed }, headers);
}
