import crypto from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  confirmPasswordForm,
  ENROLLMENT_KEY_FIELD,
  TWO_FACTOR_MESSAGES as M,
  RECOVERY_CODES_FIELD,
  type TwoFactorEnrollment,
  type TwoFactorSettingsReply,
  totpCodeForm,
} from "#app/domain/two-factor.ts";
import { twoFactors } from "#db/schema.ts";
import { getServices } from "../context.server.ts";
import { checkCurrentPassword } from "../current-password.server.ts";
import type { Env } from "../env.server.ts";
import type { SessionUser } from "../guards.server.ts";
import { logFailure } from "../logger.server.ts";
import { auditOwnAccountChange } from "../models/user/admin-security.server.ts";
import { recoveryCodeForPlugin, totpQrSvg, totpSecretOf } from "../two-factor.server.ts";
import { storedTotpSecret, TOTP_OPTIONS } from "../two-factor-replay.server.ts";

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

/** As many recovery codes as the plugin makes, none longer than this: anything else is not ours. */
const MAX_RECOVERY_CODES = 10;
const MAX_RECOVERY_CODE_LENGTH = 32;

function storedHashes(json: string | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(json ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((hash) => typeof hash === "string") : []);
  } catch {
    return new Set();
  }
}

/**
 * The recovery codes the confirm form carried back, kept only when their keyed hash is one the
 * account stores: they cannot be read back, and the browser is not believed.
 */
async function genuineRecoveryCodes(context: Context, userId: string, form: FormData): Promise<string[]> {
  const posted = String(form.get(RECOVERY_CODES_FIELD) ?? "")
    .split(/\s+/)
    .filter((code) => code.length > 0)
    .slice(0, MAX_RECOVERY_CODES)
    .filter((code) => code.length <= MAX_RECOVERY_CODE_LENGTH);
  if (posted.length === 0) return [];
  const { db, secret } = getServices(context);
  const [row] = await db
    .select({ backupCodes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  const stored = storedHashes(row?.backupCodes);
  return [...new Set(posted)].filter((code) => stored.has(recoveryCodeForPlugin(secret, code)));
}

/** Whether the form carried back the key it was shown (compared in constant time). */
function holdsKey(form: FormData, key: string): boolean {
  const posted = Buffer.from(String(form.get(ENROLLMENT_KEY_FIELD) ?? "").toUpperCase());
  const stored = Buffer.from(key.toUpperCase());
  return posted.length === stored.length && crypto.timingSafeEqual(posted, stored);
}

/**
 * The enrollment shown again with a refused code, so that a page posted without JavaScript keeps
 * its QR code, key and recovery codes: rebuilt from what is stored, never from the form, and only
 * for a form that carries the key it was shown (ENROLLMENT_KEY_FIELD): a session alone, without
 * the password, cannot read a pending key this way. None once two-factor sign-in is on, or when
 * nothing is stored.
 */
async function enrollmentAgain(
  context: Context,
  user: SessionUser,
  form: FormData,
): Promise<TwoFactorEnrollment | undefined> {
  if (user.twoFactorEnabled) return undefined;
  const { auth, db, env } = getServices(context);
  try {
    const secret = await storedTotpSecret(auth, db, user.id);
    if (!secret) return undefined;
    // The address the plugin made when the enrollment started: the same secret, options, issuer
    // (the brand, auth.server.ts) and account, so the same QR code and key.
    const uri = createOTP(secret, TOTP_OPTIONS).url(env.site.brand, user.email);
    if (!holdsKey(form, totpSecretOf(uri))) return undefined;
    return {
      qrSvg: await totpQrSvg(uri),
      secret: totpSecretOf(uri),
      recoveryCodes: await genuineRecoveryCodes(context, user.id, form),
    };
  } catch (error) {
    // The refusal is still answered, only without the enrollment (the password step again).
    logFailure("showing the two-factor enrollment again failed", error, { userId: user.id });
    return undefined;
  }
}

/** A refused code: the message next to the code field, and the enrollment it is for again. */
async function refusedCode(
  context: Context,
  user: SessionUser,
  form: FormData,
  reply: TwoFactorSettingsReply,
) {
  const enrollment = await enrollmentAgain(context, user, form);
  return data<TwoFactorSettingsReply>(enrollment ? { ...reply, enrollment } : reply, { status: 400 });
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
  if (!submission.ok) return refusedCode(context, user, form, refusedReply(intent, submission));
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
      return refusedCode(context, user, form, { intent, ok: false, fieldErrors: { code: M.wrongCode } });
    }
    logFailure("confirming two-factor enrollment failed", error, { userId: user.id });
    return failed(intent);
  }
}

/**
 * Whether this person must keep a second factor: an admin while ADMIN_TWO_FACTOR is required.
 * Decided from who they are, never from the page that asks (an admin can open Profile Settings too,
 * issue 41), so every path that would take the factor away asks this one question.
 */
export function secondFactorRequired(env: Pick<Env, "adminTwoFactor">, user: Pick<SessionUser, "isAdmin">) {
  return user.isAdmin && env.adminTwoFactor === "required";
}

/** The password turns two-factor sign-in off, unless this person must keep it (ADMIN_TWO_FACTOR). */
export async function disableTwoFactor(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
) {
  const { auth, db, env } = getServices(context);
  const intent = "two-factor-disable";
  if (secondFactorRequired(env, user)) {
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
