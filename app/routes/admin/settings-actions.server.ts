import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider } from "react-router";
import type { SettingsReply } from "#app/domain/admin/settings.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { confirmPasswordForm, TWO_FACTOR_MESSAGES as M, totpCodeForm } from "#app/domain/two-factor.ts";
import { changePassword } from "#app/server/change-password.server.ts";
import { getServices } from "#app/server/context.server.ts";
import { checkCurrentPassword } from "#app/server/current-password.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { auditOwnAccountChange } from "#app/server/models/user/admin-security.server.ts";
import { totpQrSvg, totpSecretOf } from "#app/server/two-factor.server.ts";

// Admin Settings' POSTs: Change Password, and turning two-factor sign-in on (password, then a
// code from the app) or off (password). Each is audited once it has happened.

type Context = Readonly<RouterContextProvider>;

function cookiesOf(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The password asked again before two-factor sign-in is turned on or off, checked with its limit. */
async function passwordStep(
  context: Context,
  admin: SessionUser,
  form: FormData,
  intent: "two-factor-enable" | "two-factor-disable",
) {
  const submission = parseSubmission(confirmPasswordForm, form);
  if (!submission.ok) {
    const body: SettingsReply = { ...refusedReply(intent, submission), message: M.failed };
    return { ok: false as const, refusal: data(body, { status: 400 }) };
  }
  const wrong = await checkCurrentPassword(getServices(context), admin.id, submission.data.password);
  if (wrong) {
    const fieldErrors = { password: wrong.status === 400 ? M.wrongPassword : wrong.message };
    const body: SettingsReply = { intent, ok: false, message: M.failed, fieldErrors };
    return { ok: false as const, refusal: data(body, { status: wrong.status, headers: wrong.headers }) };
  }
  return { ok: true as const, password: submission.data.password };
}

async function startEnrolment(request: Request, context: Context, admin: SessionUser, form: FormData) {
  const { auth } = getServices(context);
  const intent = "two-factor-enable";
  const checked = await passwordStep(context, admin, form, intent);
  if (!checked.ok) return checked.refusal;
  try {
    const started = await auth.api.enableTwoFactor({
      body: { password: checked.password, method: "totp" },
      headers: request.headers,
    });
    if (started.method !== "totp") throw new Error("two-factor enrolment did not start a TOTP");
    const uri = started.totpURI;
    return data<SettingsReply>({
      intent,
      ok: true,
      formMessage: M.enrolStarted,
      enrolment: {
        qrSvg: await totpQrSvg(uri),
        secret: totpSecretOf(uri),
        recoveryCodes: started.backupCodes,
      },
    });
  } catch (error) {
    logFailure("starting two-factor enrolment failed", error, { userId: admin.id });
    return data<SettingsReply>(
      { intent, ok: false, message: M.failed, formMessage: M.failed },
      { status: 500 },
    );
  }
}

async function confirmEnrolment(request: Request, context: Context, admin: SessionUser, form: FormData) {
  const { auth, db } = getServices(context);
  const intent = "two-factor-confirm";
  const submission = parseSubmission(totpCodeForm, form);
  if (!submission.ok) return data<SettingsReply>(refusedReply(intent, submission), { status: 400 });
  try {
    const result = await auth.api.verifyTOTP({
      body: { code: submission.data.code },
      headers: request.headers,
      returnHeaders: true,
    });
    await auditOwnAccountChange(db, admin, "two_factor_enabled");
    // better-auth replaces the session once the factor is on: its cookie goes back with the answer.
    return data<SettingsReply>(
      { intent, ok: true, message: M.enabled },
      { headers: cookiesOf(result.headers) },
    );
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return data<SettingsReply>({ intent, ok: false, fieldErrors: { code: M.wrongCode } }, { status: 400 });
    }
    logFailure("confirming two-factor enrolment failed", error, { userId: admin.id });
    return data<SettingsReply>(
      { intent, ok: false, message: M.failed, formMessage: M.failed },
      { status: 500 },
    );
  }
}

async function disableTwoFactor(request: Request, context: Context, admin: SessionUser, form: FormData) {
  const { auth, db, env } = getServices(context);
  const intent = "two-factor-disable";
  if (env.adminTwoFactor === "required") {
    const message = M.requiredCannotDisable;
    return data<SettingsReply>({ intent, ok: false, message, formMessage: message }, { status: 409 });
  }
  const checked = await passwordStep(context, admin, form, intent);
  if (!checked.ok) return checked.refusal;
  try {
    const result = await auth.api.disableTwoFactor({
      body: { password: checked.password },
      headers: request.headers,
      returnHeaders: true,
    });
    await auditOwnAccountChange(db, admin, "two_factor_disabled");
    return data<SettingsReply>(
      { intent, ok: true, message: M.disabled },
      { headers: cookiesOf(result.headers) },
    );
  } catch (error) {
    logFailure("disabling two-factor sign-in failed", error, { userId: admin.id });
    return data<SettingsReply>(
      { intent, ok: false, message: M.failed, formMessage: M.failed },
      { status: 500 },
    );
  }
}

export async function settingsAction(request: Request, context: Context, admin: SessionUser) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "change-password") {
    const changed = await changePassword(request, context, admin, form);
    if (changed.reply.ok) await auditOwnAccountChange(getServices(context).db, admin, "password_changed");
    return data<SettingsReply>(changed.reply, { status: changed.status, headers: changed.headers });
  }
  if (intent === "two-factor-enable") return startEnrolment(request, context, admin, form);
  if (intent === "two-factor-confirm") return confirmEnrolment(request, context, admin, form);
  if (intent === "two-factor-disable") return disableTwoFactor(request, context, admin, form);
  throw new Response("Unknown request", { status: 400 });
}
