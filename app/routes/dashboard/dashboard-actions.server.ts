import { data, type RouterContextProvider } from "react-router";
import { STATUS_LABELS } from "#app/domain/dashboard/application-details.ts";
import { emailChangeRequested, DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { type ProfileField, profileSchema } from "#app/domain/dashboard/profile-schema.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { fieldErrors } from "#app/domain/fields.ts";
import { getServices } from "#app/server/context.server.ts";
import { CONFIRM_LINK_CALLBACK, requestEmailChange } from "#app/server/email-change.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { errorSummary, logger } from "#app/server/logger.server.ts";
import { cancelApplication } from "#app/server/models/customer-applications.server.ts";
import { updateProfile } from "#app/server/models/customer-profile.server.ts";
import { hitRateLimit, type RateLimitRule } from "#app/server/rate-limit.server.ts";

// The dashboard's three POSTs (form field `intent`): cancel an application, save the
// profile, send the confirmation e-mail again. Each runs for the session's user only, whatever
// the form says, and answers with a message the page shows as a toast and next to the form.

type Context = Readonly<RouterContextProvider>;

/** Each may be asked for a few times an hour: every one sends an e-mail. */
const EMAIL_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
const RESEND_VERIFICATION_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

const TOO_MANY = "You have asked for several e-mails in the last hour. Please wait and try again later.";

function reply(body: DashboardActionData, status = 200) {
  return data(body, { status });
}

export function signedOutReply() {
  return reply({ signedOut: true }, 401);
}

async function cancel(context: Context, user: SessionUser, form: FormData) {
  const { db } = getServices(context);
  const applicationId = String(form.get("applicationId") ?? "");
  const failed = (detail: string, status: number) =>
    reply({ intent: "cancel", ok: false, message: M.failedCancel, detail }, status);
  try {
    const result = await cancelApplication(db, { userId: user.id, applicationId });
    if (result.kind === "cancelled") {
      logger.info({ applicationId, userId: user.id }, "application cancelled by its owner");
      return reply({ intent: "cancel", ok: true, message: M.applicationCancelled });
    }
    if (result.kind === "not-found") return failed(M.applicationNotFound, 404);
    return failed(
      `This application is ${STATUS_LABELS[result.status].toLowerCase()} and can no longer be cancelled.`,
      409,
    );
  } catch (error) {
    logger.error({ err: errorSummary(error), userId: user.id }, "cancelling an application failed");
    return failed("Please try again in a moment.", 500);
  }
}

const PROFILE_FIELDS = ["firstName", "lastName", "email", "phone"] as const satisfies readonly ProfileField[];

async function saveProfile(request: Request, context: Context, user: SessionUser, form: FormData) {
  const { db, auth } = getServices(context);
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((name) => [name, String(form.get(name) ?? "")]),
  ) as Record<ProfileField, string>;
  const failed = (status: number, extra: Partial<DashboardActionData> = {}) =>
    reply({ intent: "profile", ok: false, message: M.failedUpdateProfile, values, ...extra }, status);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    return failed(400, {
      fieldErrors: fieldErrors(parsed.error) as Partial<Record<ProfileField, string>>,
      detail: "Please correct the fields marked below.",
    });
  }
  let requestedEmail: string | null;
  try {
    const saved = await updateProfile(db, user.id, parsed.data);
    if (saved.kind === "not-found") return signedOutReply();
    requestedEmail = saved.requestedEmail;
  } catch (error) {
    logger.error({ err: errorSummary(error), userId: user.id }, "updating a profile failed");
    return failed(500, { detail: "Nothing was changed. Please try again in a moment." });
  }
  if (!requestedEmail) return reply({ intent: "profile", ok: true, message: M.profileUpdated });
  // The name and phone are saved; the new address still has to be proven.
  try {
    const limited = await hitRateLimit(db, `email-change:${user.id}`, EMAIL_CHANGE_LIMIT);
    if (!limited.allowed)
      return failed(429, { detail: `Your name and phone number were saved. ${TOO_MANY}` });
    const change = await requestEmailChange(auth, { headers: request.headers, newEmail: requestedEmail });
    if (change.kind === "signed-out") return signedOutReply();
  } catch (error) {
    logger.error({ err: errorSummary(error), userId: user.id }, "requesting an e-mail change failed");
    return failed(500, {
      detail: `Your name and phone number were saved, but we could not send a confirmation link to ${requestedEmail}. Please try again.`,
    });
  }
  return reply({
    intent: "profile",
    ok: true,
    message: M.profileUpdated,
    detail: emailChangeRequested(requestedEmail),
  });
}

async function resendVerification(context: Context, user: SessionUser) {
  const { db, auth } = getServices(context);
  const answer = (ok: boolean, message: string, status = 200) =>
    reply({ intent: "resend-verification", ok, message }, status);
  if (user.emailVerified) return answer(true, "Your e-mail address is already confirmed.");
  try {
    const limited = await hitRateLimit(db, `verify-resend:${user.id}`, RESEND_VERIFICATION_LIMIT);
    if (!limited.allowed) return answer(false, TOO_MANY, 429);
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: CONFIRM_LINK_CALLBACK } });
    return answer(true, `We sent a new confirmation link to ${user.email}.`);
  } catch (error) {
    logger.error({ err: errorSummary(error), userId: user.id }, "resending the confirmation e-mail failed");
    return answer(false, "We could not send the confirmation e-mail. Please try again in a moment.", 500);
  }
}

export async function dashboardAction(request: Request, context: Context, user: SessionUser) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") return cancel(context, user, form);
  if (intent === "profile") return saveProfile(request, context, user, form);
  if (intent === "resend-verification") return resendVerification(context, user);
  throw new Response("Unknown request", { status: 400 });
}
