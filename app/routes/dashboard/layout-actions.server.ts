import type { RouterContextProvider } from "react-router";
import { getServices } from "#app/server/context.server.ts";
import { CONFIRM_LINK_CALLBACK } from "#app/server/email-change.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { applicationsIntents } from "./applications-actions.server.ts";
import { TOO_MANY_EMAILS } from "./emails-limit.server.ts";
import { profileIntents } from "./profile-actions.server.ts";
import { byIntent, reply } from "./room.server.ts";
import { supportIntents } from "./support-actions.server.ts";

// The frame's one form, shown above every room until the address is confirmed: send the
// confirmation e-mail again. It runs for the session's user only, whatever the form says.
// /dashboard was once the one page of every form: a POST there without `?index` still reaches
// each room's own handler, so nothing posted to that address stops working.

type Context = Readonly<RouterContextProvider>;

/** It may be asked for a few times an hour: each one sends an e-mail. */
const RESEND_VERIFICATION_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

async function resendVerification(context: Context, user: SessionUser) {
  const { db, auth, secret } = getServices(context);
  const answer = (ok: boolean, message: string, status = 200) =>
    reply({ intent: "resend-verification", ok, message }, status);
  if (user.emailVerified) return answer(true, "Your e-mail address is already confirmed.");
  try {
    const limited = await hitRateLimit(
      db,
      rateLimitKey(secret, "verify-resend", user.id),
      RESEND_VERIFICATION_LIMIT,
    );
    if (!limited.allowed)
      return reply({ intent: "resend-verification", ok: false, message: TOO_MANY_EMAILS }, 429, {
        "Retry-After": String(Math.max(1, limited.retryAfterSeconds)),
      });
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: CONFIRM_LINK_CALLBACK } });
    return answer(true, `We sent a new confirmation link to ${user.email}.`);
  } catch (error) {
    logFailure("resending the confirmation e-mail failed", error, { userId: user.id });
    return answer(false, "We could not send the confirmation e-mail. Please try again in a moment.", 500);
  }
}

export function dashboardFrameAction(request: Request, context: Context, user: SessionUser) {
  return byIntent(request, {
    ...applicationsIntents(context, user),
    ...profileIntents(request, context, user),
    ...supportIntents(user, getServices(context)),
    "resend-verification": () => resendVerification(context, user),
  });
}
