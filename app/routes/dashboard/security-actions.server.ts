import { data, type RouterContextProvider } from "react-router";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { describeDevice } from "#app/domain/session/device.ts";
import { confirmPasswordForm } from "#app/domain/two-factor.ts";
import {
  SECURITY_MESSAGES as M,
  PASSKEY_NAME_MAX,
  parseCeremonyResponse,
  passkeyAddForm,
} from "#app/domain/user/security.ts";
import {
  deletePasskey,
  registerPasskey,
  registrationOptions,
} from "#app/server/account-security/passkeys.server.ts";
import { endOtherSessions, endSessionForCustomer } from "#app/server/account-security/sessions.server.ts";
import {
  confirmTwoFactor,
  disableTwoFactor,
  secondFactorRequired,
  startTwoFactor,
} from "#app/server/account-security/two-factor-settings.server.ts";
import { getServices } from "#app/server/context.server.ts";
import { checkCurrentPassword } from "#app/server/current-password.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { auditOwnSecurityEvent } from "#app/server/models/user/admin-security.server.ts";
import { type IntentHandlers, reply } from "./room.server.ts";

// Profile Settings' sign-in and security forms (issue 20): two-factor sign-in, passkeys (the
// password first, through the JSON route passkey-options.ts, then the browser's authenticator),
// and the sessions open now. Each acts on the
// session's own account only, whatever the form names.

type Context = Readonly<RouterContextProvider>;

const answer = (body: DashboardActionData, status = 200, headers?: HeadersInit) =>
  reply(body, status, headers);

/** The password, then what the browser's authenticator is asked to make (a passkey's first half). */
async function passkeyOptions(context: Context, user: SessionUser, form: FormData) {
  const { db, env } = getServices(context);
  const intent = "passkey-options";
  const submission = parseSubmission(confirmPasswordForm, form);
  if (!submission.ok) return answer({ ...refusedReply(intent, submission), message: M.passkeyFailed }, 400);
  const wrong = await checkCurrentPassword(getServices(context), user.id, submission.data.password);
  if (wrong) {
    return answer(
      { intent, ok: false, message: M.passkeyFailed, fieldErrors: { password: wrong.message } },
      wrong.status,
      wrong.headers,
    );
  }
  const passkey = await registrationOptions(db, env, {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  return answer({ intent, ok: true, message: "", passkey });
}

/** The authenticator's new passkey, checked against its challenge and kept (its second half). */
async function addPasskey(request: Request, context: Context, user: SessionUser, form: FormData) {
  const { db, env } = getServices(context);
  const intent = "passkey-add";
  const typed = String(form.get("name") ?? "").trim();
  const named = new FormData();
  for (const [key, value] of form) named.set(key, value);
  // A passkey left unnamed is named for the browser it was made in.
  if (!typed) named.set("name", describeDevice(request.headers.get("user-agent")).slice(0, PASSKEY_NAME_MAX));
  const submission = parseSubmission(passkeyAddForm, named);
  if (!submission.ok) return answer({ ...refusedReply(intent, submission), message: M.passkeyFailed }, 400);
  const response = parseCeremonyResponse(submission.data.response);
  if (!response)
    return answer({ intent, ok: false, message: M.passkeyFailed, formMessage: M.passkeyFailed }, 400);
  const made = await registerPasskey(db, env, {
    userId: user.id,
    challengeId: submission.data.challengeId,
    response,
    name: submission.data.name,
  });
  if (!made.ok)
    return answer({ intent, ok: false, message: M.passkeyFailed, formMessage: M.passkeyFailed }, 400);
  await auditOwnSecurityEvent(db, user, "passkey_added", { passkeyId: made.id, name: submission.data.name });
  return answer({ intent, ok: true, message: M.passkeyAdded });
}

async function removePasskey(context: Context, user: SessionUser, form: FormData) {
  const { db, env } = getServices(context);
  const intent = "passkey-delete";
  const passkeyId = String(form.get("passkeyId") ?? "");
  // A person who must keep a second factor keeps their last passkey while it is their only one.
  const keepLast = secondFactorRequired(env, user) && !user.twoFactorEnabled;
  const removed = await deletePasskey(db, user.id, passkeyId, { keepLast });
  if (removed === "last-kept") {
    return answer(
      { intent, ok: false, message: M.lastPasskeyRequired, formMessage: M.lastPasskeyRequired },
      409,
    );
  }
  if (removed === "not-found") {
    return answer({ intent, ok: false, message: M.passkeyNotFound, formMessage: M.passkeyNotFound }, 404);
  }
  await auditOwnSecurityEvent(db, user, "passkey_removed", { passkeyId });
  return answer({ intent, ok: true, message: M.passkeyRemoved });
}

async function endSession(context: Context, user: SessionUser, form: FormData) {
  const { db } = getServices(context);
  const intent = "session-end";
  const sessionId = String(form.get("sessionId") ?? "");
  // This browser's own session ends with Sign Out, which also clears its cookie.
  if (sessionId === user.sessionId || !(await endSessionForCustomer(db, user.id, sessionId))) {
    return answer({ intent, ok: false, message: M.sessionNotFound, formMessage: M.sessionNotFound }, 404);
  }
  await auditOwnSecurityEvent(db, user, "sessions_ended", { sessions: 1 });
  return answer({ intent, ok: true, message: M.sessionEnded });
}

async function endOthers(context: Context, user: SessionUser) {
  const { db } = getServices(context);
  const ended = await endOtherSessions(db, user.id, user.sessionId);
  if (ended > 0) await auditOwnSecurityEvent(db, user, "sessions_ended", { sessions: ended });
  return answer({ intent: "sessions-end-others", ok: true, message: M.otherSessionsEnded(ended) });
}

/** Any of these failing for a reason of ours: nothing changed, and it says so. */
function guarded(intent: string, run: () => Promise<unknown>) {
  return run().catch((error: unknown) => {
    logFailure("a sign-in setting could not be changed", error, { intent });
    return data({ intent, ok: false, message: M.failed, formMessage: M.failed }, { status: 500 });
  });
}

/** Add a Passkey's first half, for the JSON route of Profile Settings' script (passkey-options.ts). */
export function passkeyOptionsReply(context: Context, user: SessionUser, form: FormData) {
  return guarded("passkey-options", () => passkeyOptions(context, user, form));
}

export function securityIntents(request: Request, context: Context, user: SessionUser): IntentHandlers {
  return {
    "two-factor-enable": (form) => startTwoFactor(request, context, user, form),
    "two-factor-confirm": (form) => confirmTwoFactor(request, context, user, form),
    "two-factor-disable": (form) => disableTwoFactor(request, context, user, form),
    "passkey-add": (form) => guarded("passkey-add", () => addPasskey(request, context, user, form)),
    "passkey-delete": (form) => guarded("passkey-delete", () => removePasskey(context, user, form)),
    "session-end": (form) => guarded("session-end", () => endSession(context, user, form)),
    "sessions-end-others": () => guarded("sessions-end-others", () => endOthers(context, user)),
  };
}
