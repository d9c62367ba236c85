import { data, type RouterContextProvider } from "react-router";
import { STATUS_LABELS } from "#app/domain/dashboard/application-details.ts";
import { emailChangeRequested, DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { CURRENT_PASSWORD_MESSAGES, profileForm } from "#app/domain/dashboard/profile-schema.ts";
import {
  SUPPORT_READY,
  SupportRequestNotPrepared,
  supportForm,
  supportMailto,
  supportTooLong,
} from "#app/domain/dashboard/support-request.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { changePassword } from "#app/server/change-password.server.ts";
import { getServices } from "#app/server/context.server.ts";
import { checkCurrentPassword } from "#app/server/current-password.server.ts";
import { CONFIRM_LINK_CALLBACK, requestEmailChange } from "#app/server/email-change.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeApplicationStatus } from "#app/server/models/application-lifecycle.server.ts";
import { updateProfile } from "#app/server/models/customer-profile.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "#app/server/rate-limit.server.ts";

// The dashboard's POSTs (form field `intent`): cancel an application, save the profile, send
// the confirmation e-mail again, and (only without JavaScript) prepare a support request. Each runs for the session's user only, whatever
// the form says, and answers with a message the page shows as a toast and next to the form.

type Context = Readonly<RouterContextProvider>;

/** Each may be asked for a few times an hour: every one sends an e-mail. */
const EMAIL_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
const RESEND_VERIFICATION_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

const TOO_MANY = "You have asked for several e-mails in the last hour. Please wait and try again later.";

function reply(body: DashboardActionData, status = 200, headers?: Record<string, string>) {
  return data(body, { status, headers });
}

export function signedOutReply() {
  return reply({ signedOut: true }, 401);
}

async function cancel(context: Context, user: SessionUser, form: FormData) {
  const { db, env } = getServices(context);
  const applicationId = String(form.get("applicationId") ?? "");
  const failed = (detail: string, status: number) =>
    reply({ intent: "cancel", ok: false, message: M.failedCancel, formMessage: detail }, status);
  try {
    const result = await changeApplicationStatus(db, {
      applicationId,
      action: "cancel",
      actor: { id: user.id, email: user.email, role: "customer" },
      env,
    });
    if (result.kind === "changed")
      return reply({ intent: "cancel", ok: true, message: M.applicationCancelled });
    if (result.kind === "not-found") return failed(M.applicationNotFound, 404);
    return failed(
      `This application is ${STATUS_LABELS[result.application.status].toLowerCase()} and can no longer be cancelled.`,
      409,
    );
  } catch (error) {
    logFailure("cancelling an application failed", error, { userId: user.id });
    return failed("Please try again in a moment.", 500);
  }
}

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
    if (!limited.allowed) return failed(429, `Your name and phone number were saved. ${TOO_MANY}`);
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
    if (!limited.allowed) return answer(false, TOO_MANY, 429);
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: CONFIRM_LINK_CALLBACK } });
    return answer(true, `We sent a new confirmation link to ${user.email}.`);
  } catch (error) {
    logFailure("resending the confirmation e-mail failed", error, { userId: user.id });
    return answer(false, "We could not send the confirmation e-mail. Please try again in a moment.", 500);
  }
}

/**
 * The quick support request without JavaScript: checked with the same rules as in the browser
 * and answered with the mailto: link to open. Nothing is stored, sent or logged.
 */
function prepareSupportRequest(user: SessionUser, form: FormData, supportEmail: string) {
  const submission = parseSubmission(supportForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply("support", submission), message: M.failedSupportRequest }, 400);
  }
  try {
    const mailto = supportMailto(supportEmail, submission.data, {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
    });
    return reply({ intent: "support", ok: true, message: SUPPORT_READY, mailto });
  } catch (error) {
    if (!(error instanceof SupportRequestNotPrepared)) throw error;
    return reply(
      {
        intent: "support",
        ok: false,
        message: M.failedSupportRequest,
        formMessage: supportTooLong(supportEmail),
        values: submission.values,
      },
      400,
    );
  }
}

export async function dashboardAction(request: Request, context: Context, user: SessionUser) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") return cancel(context, user, form);
  if (intent === "profile") return saveProfile(request, context, user, form);
  if (intent === "change-password") {
    const changed = await changePassword(request, context, user, form);
    return data(changed.reply, { status: changed.status, headers: changed.headers });
  }
  if (intent === "resend-verification") return resendVerification(context, user);
  if (intent === "support")
    return prepareSupportRequest(user, form, getServices(context).env.site.supportEmail);
  throw new Response("Unknown request", { status: 400 });
}
