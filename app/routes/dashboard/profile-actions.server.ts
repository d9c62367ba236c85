import { data, type RouterContextProvider } from "react-router";
import { emailChangeRequested, DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { CURRENT_PASSWORD_MESSAGES, profileForm } from "#app/domain/user/profile-form.ts";
import { TIME_ZONE_MESSAGES, timeZoneForm } from "#app/domain/user/time-zone-form.ts";
import { changePassword } from "#app/server/change-password.server.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import { checkCurrentPassword } from "#app/server/current-password.server.ts";
import { requestEmailChange } from "#app/server/email-change.server.ts";
import { redirectWithFlash } from "#app/server/flash.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { updateProfile } from "#app/server/models/user/profile.server.ts";
import { rememberTimeZone } from "#app/server/models/user/time-zone.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { TOO_MANY_EMAILS } from "./emails-limit.server.ts";
import { byIntent, type IntentHandlers, reply, signedOutReply } from "./room.server.ts";
import { securityIntents } from "./security-actions.server.ts";

// Profile Settings' two forms: the profile (a new e-mail address needs the current password and
// is only requested here: it changes once its link is opened) and Change Password. Each runs for
// the session's user only, whatever the form says.

type Context = Readonly<RouterContextProvider>;

/** It may be asked for a few times an hour: each one sends an e-mail. */
const EMAIL_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

async function saveProfile(request: Request, context: Context, user: SessionUser, form: FormData) {
  const { db, auth, secret, cipher } = getServices(context);
  const submission = parseSubmission(profileForm, form);
  const { values } = submission;
  const failed = (status: number, formMessage: string) =>
    reply({ intent: "profile", ok: false, message: M.failedUpdateProfile, formMessage, values }, status);
  if (!submission.ok) {
    const formMessage = "Please correct the fields marked below.";
    return reply(
      { ...refusedReply("profile", submission), message: M.failedUpdateProfile, formMessage },
      400,
    );
  }
  // A new address needs the current password (issue 11): a session left open must not be
  // enough to take the account over. Nothing is saved until it is right.
  const { currentPassword, ...details } = submission.data;
  if (details.email !== user.email.toLowerCase()) {
    const refusal = await checkCurrentPassword({ db, secret }, user.id, currentPassword);
    if (refusal) {
      return reply(
        {
          intent: "profile",
          ok: false,
          message: M.failedUpdateProfile,
          formMessage: CURRENT_PASSWORD_MESSAGES.nothingChanged,
          fieldErrors: { currentPassword: refusal.message },
          values,
        },
        refusal.status,
        refusal.headers,
      );
    }
  }
  let requestedEmail: string | null;
  try {
    const saved = await updateProfile(db, cipher, user.id, details);
    if (saved.kind === "not-found") return signedOutReply();
    requestedEmail = saved.requestedEmail;
  } catch (error) {
    logFailure("updating a profile failed", error, { userId: user.id });
    return failed(500, "Nothing was changed. Please try again in a moment.");
  }
  if (!requestedEmail) return reply({ intent: "profile", ok: true, message: M.profileUpdated });
  // The name and phone are saved; the new address still has to be proven.
  try {
    const limited = await hitRateLimit(db, rateLimitKey(secret, "email-change", user.id), EMAIL_CHANGE_LIMIT);
    if (!limited.allowed)
      return reply(
        {
          intent: "profile",
          ok: false,
          message: M.failedUpdateProfile,
          formMessage: `Your name and phone number were saved. ${TOO_MANY_EMAILS}`,
          values,
        },
        429,
        { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
      );
    const change = await requestEmailChange(auth, { headers: request.headers, newEmail: requestedEmail });
    if (change.kind === "signed-out") return signedOutReply();
  } catch (error) {
    logFailure("requesting an e-mail change failed", error, { userId: user.id });
    return failed(
      500,
      `Your name and phone number were saved, but we could not send a confirmation link to ${requestedEmail}. Please try again.`,
    );
  }
  return reply({
    intent: "profile",
    ok: true,
    message: M.profileUpdated,
    formMessage: emailChangeRequested(requestedEmail),
  });
}

/** The zone the person's dates are shown in, chosen in Profile Settings (issue 21). */
async function saveTimeZone(context: Context, user: SessionUser, form: FormData) {
  const submission = parseSubmission(timeZoneForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply("time-zone", submission), message: TIME_ZONE_MESSAGES.invalid }, 400);
  }
  const outcome = await rememberTimeZone(getServices(context).db, user.id, submission.data.timeZone);
  if (outcome === "failed" || outcome === "refused") {
    const message = outcome === "failed" ? TIME_ZONE_MESSAGES.failed : TIME_ZONE_MESSAGES.invalid;
    return reply(
      { intent: "time-zone", ok: false, message, formMessage: message },
      outcome === "failed" ? 500 : 400,
    );
  }
  return reply({ intent: "time-zone", ok: true, message: TIME_ZONE_MESSAGES.saved });
}

export function profileIntents(request: Request, context: Context, user: SessionUser): IntentHandlers {
  return {
    profile: (form) => saveProfile(request, context, user, form),
    "time-zone": (form) => saveTimeZone(context, user, form),
    "change-password": async (form) => {
      const changed = await changePassword(request, context, user, form);
      return data(changed.reply, { status: changed.status, headers: changed.headers });
    },
  };
}

/** The forms whose success replaces the session: better-auth ends the old one and sets a new cookie. */
const NEW_SESSION_INTENTS: ReadonlySet<string> = new Set([
  "change-password",
  "two-factor-confirm",
  "two-factor-disable",
]);

interface Answer {
  data?: { intent?: string; ok?: boolean; message?: string };
  init?: ResponseInit | null;
}

/**
 * A form posted as a page (without JavaScript, decision 57) whose success replaced the session:
 * the page's loaders, run in the same request, would read the old cookie, now ended, and send the
 * person to sign in. Its answer is then a redirect to the room (POST, redirect, GET) carrying the
 * new cookie, its message as the flash notice. A fetcher's data request gets the answer itself.
 */
async function withNewSession(request: Request, context: Context, answer: unknown) {
  const { data: body, init } = (answer ?? {}) as Answer;
  if (getRequestInfo(context).dataRequest || !body?.ok || !body.message) return answer;
  if (!NEW_SESSION_INTENTS.has(body.intent ?? "")) return answer;
  const headers = new Headers(init?.headers);
  if (headers.getSetCookie().length === 0) return answer;
  const flash = { type: "success" as const, message: body.message };
  return redirectWithFlash(getServices(context).secret, new URL(request.url).pathname, flash, headers);
}

export async function profileAction(request: Request, context: Context, user: SessionUser) {
  const answer = await byIntent(request, {
    ...profileIntents(request, context, user),
    ...securityIntents(request, context, user),
  });
  return withNewSession(request, context, answer);
}
