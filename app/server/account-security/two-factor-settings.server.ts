import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider } from "react-router";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  confirmPasswordForm,
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorSettingsReply,
  totpCodeForm,
} from "#app/domain/two-factor.ts";
import { getServices } from "../context.server.ts";
import { checkCurrentPassword } from "../current-password.server.ts";
import type { SessionUser } from "../guards.server.ts";
import { logFailure } from "../logger.server.ts";
import { auditOwnAccountChange } from "../models/user/admin-security.server.ts";
import { totpQrSvg, totpSecretOf } from "../two-factor.server.ts";

// Turning two-factor sign-in on (the password, then a code from the app) or off (the password),
// for anyone signed in: an admin in Admin Settings, a customer in Profile Settings (issue 20).
// Each change is put on record once it has happened.

type Context = Readonly<RouterContextProvider>;

function cookiesOf(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

const failed = (intent: TwoFactorSettingsReply["intent"]) =>
  data<TwoFactorSettingsReply>(
    { intent, ok: false, message: M.failed, formMessage: M.failed },
    { status: 500 },
  );

/** The password asked again before two-factor sign-in is turned on or off, checked with its limit. */
async function passwordStep(
  context: Context,
  user: SessionUser,
  form: FormData,
  intent: "two-factor-enable" | "two-factor-disable",
) {
  const submission = parseSubmission(confirmPasswordForm, form);
  if (!submission.ok) {
    const body: TwoFactorSettingsReply = { ...refusedReply(intent, submission), message: M.failed };
    return { ok: false as const, refusal: data(body, { status: 400 }) };
  }
  const wrong = await checkCurrentPassword(getServices(context), user.id, submission.data.password);
  if (wrong) {
    const fieldErrors = { password: wrong.status === 400 ? M.wrongPassword : wrong.message };
    const body: TwoFactorSettingsReply = { intent, ok: false, message: M.failed, fieldErrors };
    return { ok: false as const, refusal: data(body, { status: wrong.status, headers: wrong.headers }) };
  }
  return { ok: true as const, password: submission.data.password };
}

/** The password step of the enrollment: the QR code, its key and the recovery codes, shown once. */
export async function startTwoFactor(request: Request, context: Context, user: SessionUser, form: FormData) {
  const { auth } = getServices(context);
  const intent = "two-factor-enable";
  // Already on: turning it on again would replace the secret and the recovery codes (and was a 500, issue 20).
  if (user.twoFactorEnabled) {
    return data<TwoFactorSettingsReply>(
      { intent, ok: false, message: M.failed, formMessage: M.alreadyOn },
      { status: 409 },
    );
  }
  const checked = await passwordStep(context, user, form, intent);
  if (!checked.ok) return checked.refusal;
  try {
    const started = await auth.api.enableTwoFactor({
      body: { password: checked.password, method: "totp" },
      headers: request.headers,
    });
    if (started.method !== "totp") throw new Error("two-factor enrollment did not start a TOTP");
    const uri = started.totpURI;
    return data<TwoFactorSettingsReply>({
      intent,
      ok: true,
      formMessage: M.enrolStarted,
      enrollment: {
        qrSvg: await totpQrSvg(uri),
        secret: totpSecretOf(uri),
        recoveryCodes: started.backupCodes,
      },
    });
  } catch (error) {
    logFailure("starting two-factor enrollment failed", error, { userId: user.id });
    return failed(intent);
  }
}

/** A code from the app confirms the enrollment: two-factor sign-in is on. */
export async function confirmTwoFactor(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
) {
  const { auth, db } = getServices(context);
  const intent = "two-factor-confirm";
  const submission = parseSubmission(totpCodeForm, form);
  if (!submission.ok) return data<TwoFactorSettingsReply>(refusedReply(intent, submission), { status: 400 });
  try {
    const result = await auth.api.verifyTOTP({
      body: { code: submission.data.code },
      headers: request.headers,
      returnHeaders: true,
    });
    await auditOwnAccountChange(db, user, "two_factor_enabled");
    // better-auth replaces the session once the factor is on: its cookie goes back with the answer.
    return data<TwoFactorSettingsReply>(
      { intent, ok: true, message: M.enabled },
      { headers: cookiesOf(result.headers) },
    );
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return data<TwoFactorSettingsReply>(
        { intent, ok: false, fieldErrors: { code: M.wrongCode } },
        { status: 400 },
      );
    }
    logFailure("confirming two-factor enrollment failed", error, { userId: user.id });
    return failed(intent);
  }
}

/** The password turns two-factor sign-in off, unless it is required (ADMIN_TWO_FACTOR for admins). */
export async function disableTwoFactor(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
  { required }: { required: boolean },
) {
  const { auth, db } = getServices(context);
  const intent = "two-factor-disable";
  if (required) {
    const message = M.requiredCannotDisable;
    return data<TwoFactorSettingsReply>(
      { intent, ok: false, message, formMessage: message },
      { status: 409 },
    );
  }
  const checked = await passwordStep(context, user, form, intent);
  if (!checked.ok) return checked.refusal;
  try {
    const result = await auth.api.disableTwoFactor({
      body: { password: checked.password },
      headers: request.headers,
      returnHeaders: true,
    });
    await auditOwnAccountChange(db, user, "two_factor_disabled");
    return data<TwoFactorSettingsReply>(
      { intent, ok: true, message: M.disabled },
      { headers: cookiesOf(result.headers) },
    );
  } catch (error) {
    logFailure("disabling two-factor sign-in failed", error, { userId: user.id });
    return failed(intent);
  }
}
