import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  type ForgotPasswordReply,
  forgotPasswordForm,
  isWellFormedResetToken,
  PASSWORD_FORM_MESSAGES as M,
  type ResetPasswordReply,
  resetPasswordForm,
} from "#app/domain/password-forms.ts";
import { users } from "#db/schema.ts";
import type { Auth } from "./auth.server.ts";
import { runInBackground } from "./background.server.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { logFailure, logger } from "./logger.server.ts";
import { isAdmin } from "./models/user/users.server.ts";
import { newPasswordProblems } from "./password-rules.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "./rate-limit.server.ts";
import { endResetLinks } from "./reset-links.server.ts";
import { clearSignInFailures } from "./sign-in-throttle.server.ts";

// 'Forgot your password?' (issue 11). The answer to a request is the same, and as quick, for
// any address: the link is made and queued after the answer (background.server.ts). A link
// works once, for an hour (auth.server.ts); better-auth keeps only its hash. Setting the new
// password signs out every session of the account and tells the owner by e-mail.

type Context = Readonly<RouterContextProvider>;

/** Requests from one client address: enough for typos, not for a sweep of addresses. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** Links sent to one address: further requests are answered alike and send nothing. */
export const RESET_LINKS_PER_ACCOUNT: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };
/** New-password submissions from one client address (guessing links is pointless; still bounded). */
export const RESET_ATTEMPTS_PER_ADDRESS: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

const TOKEN_PREFIX = "reset-password:";

function tooMany(retryAfterSeconds: number) {
  return { "Retry-After": String(Math.max(1, retryAfterSeconds)) };
}

export async function requestPasswordReset(context: Context, form: FormData) {
  const { auth, db, secret } = getServices(context);
  const submission = parseSubmission(forgotPasswordForm, form);
  if (!submission.ok) {
    return data<ForgotPasswordReply>(refusedReply("forgot-password", submission), { status: 400 });
  }
  const { email } = submission.data;
  const address = getRequestInfo(context).clientAddress;
  const limited = await hitRateLimit(
    db,
    rateLimitKey(secret, "password-reset:address", address),
    RESET_REQUESTS_PER_ADDRESS,
  );
  if (!limited.allowed) {
    return data<ForgotPasswordReply>(
      { intent: "forgot-password", ok: false, formMessage: M.tooManyRequests, values: submission.values },
      { status: 429, headers: tooMany(limited.retryAfterSeconds) },
    );
  }
  runInBackground("requesting a password reset", async () => {
    // Counted per address typed, known or not, so the count says nothing either.
    const perAccount = await hitRateLimit(
      db,
      rateLimitKey(secret, "password-reset:account", email),
      RESET_LINKS_PER_ACCOUNT,
    );
    if (!perAccount.allowed) {
      logger.warn("password reset link not sent: limit for the address reached");
      return;
    }
    await auth.api.requestPasswordReset({ body: { email } });
  });
  return data<ForgotPasswordReply>({ intent: "forgot-password", ok: true, formMessage: M.linkSent });
}

/** The account a reset link belongs to, or null when it is malformed, unknown, used or expired. */
export async function findResetLink(auth: Auth, token: string): Promise<{ userId: string } | null> {
  if (!isWellFormedResetToken(token)) return null;
  const { internalAdapter } = await auth.$context;
  const row = await internalAdapter.findVerificationValue(`${TOKEN_PREFIX}${token}`);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { userId: row.value };
}

export async function resetPassword(context: Context, form: FormData) {
  const { auth, db, secret } = getServices(context);
  const token = String(form.get("token") ?? "");
  const submission = parseSubmission(resetPasswordForm, form);
  const refuse = (body: Omit<ResetPasswordReply, "intent" | "ok">, status: number, headers?: HeadersInit) =>
    data<ResetPasswordReply & { linkInvalid?: boolean }>(
      { intent: "reset-password", ok: false, ...body },
      { status, headers },
    );
  const limited = await hitRateLimit(
    db,
    rateLimitKey(secret, "password-reset:attempt", getRequestInfo(context).clientAddress),
    RESET_ATTEMPTS_PER_ADDRESS,
  );
  if (!limited.allowed)
    return refuse({ formMessage: M.tooManyRequests }, 429, tooMany(limited.retryAfterSeconds));
  const link = await findResetLink(auth, token);
  if (!link) return data({ intent: "reset-password", ok: false, linkInvalid: true }, { status: 410 });
  if (!submission.ok) return data(refusedReply("reset-password", submission), { status: 400 });

  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, link.userId))
    .limit(1);
  const problems = newPasswordProblems(submission.data.newPassword, account?.email);
  if (problems.length > 0) {
    return refuse({ formMessage: AUTH_MESSAGES.weakPassword, reasons: problems }, 400);
  }
  try {
    await auth.api.resetPassword({ body: { token, newPassword: submission.data.newPassword } });
  } catch (error) {
    // Used by a second tab a moment ago, or expired since the check above.
    if (isAPIError(error) && error.statusCode === 400) {
      return data({ intent: "reset-password", ok: false, linkInvalid: true }, { status: 410 });
    }
    logFailure("resetting a password failed", error, { userId: link.userId });
    return refuse({ formMessage: M.failed }, 500);
  }
  // The other links sent before this one die with the old password, and the account's failed
  // sign-ins are forgotten: the owner proved themself (issue 20).
  await endResetLinks(db, link.userId);
  if (account) await clearSignInFailures(db, secret, account.email);
  const signIn = (await isAdmin(db, link.userId)) ? "/admin/auth" : "/auth";
  return redirectWithFlash(secret, signIn, { type: "success", message: M.resetDone });
}
