import type { RouterContextProvider } from "react-router";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  type ChangePasswordReply,
  changePasswordForm,
  PASSWORD_FORM_MESSAGES as M,
} from "#app/domain/password-forms.ts";
import { getServices } from "./context.server.ts";
import { checkCurrentPassword } from "./current-password.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { passwordChangedEmail } from "./email/templates.server.ts";
import type { SessionUser } from "./guards.server.ts";
import { logFailure } from "./logger.server.ts";
import { newPasswordProblems } from "./password-rules.server.ts";
import { endResetLinks } from "./reset-links.server.ts";

// Change Password for a signed-in person (Profile Settings; the admin's Settings next): the
// current password, checked and its wrong guesses limited; the new one with sign-up's rules;
// every other session signed out; the owner told by e-mail.

type Context = Readonly<RouterContextProvider>;

export interface ChangePasswordResult {
  status: number;
  reply: ChangePasswordReply & { intent: "change-password"; message: string };
  headers: Headers;
}

export async function changePassword(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
): Promise<ChangePasswordResult> {
  const { auth, db, env, secret } = getServices(context);
  const headers = new Headers();
  const refuse = (status: number, body: Omit<ChangePasswordReply, "intent" | "ok">, extra?: HeadersInit) => {
    for (const [name, value] of new Headers(extra)) headers.set(name, value);
    return {
      status,
      headers,
      reply: { intent: "change-password" as const, ok: false, message: M.failed, ...body },
    };
  };
  const submission = parseSubmission(changePasswordForm, form);
  if (!submission.ok) {
    const { intent: _, ok: __, ...refused } = refusedReply("change-password", submission);
    return refuse(400, refused);
  }
  const { currentPassword, newPassword } = submission.data;
  const problems = newPasswordProblems(newPassword, user.email);
  if (problems.length > 0) return refuse(400, { formMessage: AUTH_MESSAGES.weakPassword, reasons: problems });
  if (newPassword === currentPassword) return refuse(400, { fieldErrors: { newPassword: M.sameAsCurrent } });
  const wrong = await checkCurrentPassword({ db, secret }, user.id, currentPassword);
  if (wrong) return refuse(wrong.status, { fieldErrors: { currentPassword: wrong.message } }, wrong.headers);
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // The session is replaced by a new one: its cookie goes back with the answer.
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    // A reset link sent before the change must not set another password after it (issue 20).
    await endResetLinks(db, user.id);
    await enqueueEmail(
      db,
      passwordChangedEmail(env.site, user.email, user.firstName, `${env.publicUrl}/auth/forgot-password`),
    );
  } catch (error) {
    logFailure("changing a password failed", error, { userId: user.id });
    return refuse(500, { formMessage: "Your password was not changed. Please try again in a moment." });
  }
  return { status: 200, headers, reply: { intent: "change-password", ok: true, message: M.updated } };
}
