import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormReply, parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { safeRedirect } from "#app/domain/safe-redirect.ts";
import { TWO_FACTOR_MESSAGES as M, recoveryCodeForm, totpCodeForm } from "#app/domain/two-factor.ts";
import { recordSessionAddress } from "./account-security/sessions.server.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import { rememberDevice } from "./known-devices.server.ts";
import { logFailure, logger } from "./logger.server.ts";
import { rememberTimeZone, reportedTimeZone } from "./models/user/time-zone.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "./rate-limit.server.ts";
import { recoveryCodeForPlugin } from "./two-factor.server.ts";
import {
  clearWrongCodes,
  recordWrongCode,
  secondStepAccount,
  secondStepLocked,
} from "./two-factor-lock.server.ts";
import { claimTotpStep, stepOfCode } from "./two-factor-replay.server.ts";

// The second step of an enrolled admin's sign-in: the password was right, the browser holds
// better-auth's short-lived two-factor cookie (10 minutes), and a code from the authenticator
// app or one recovery code (used once) makes the session. Wrong codes are bounded three ways:
// better-auth ends the attempt after 5, 10 lock the account at that address for 5 minutes (never
// the owner's known browsers, two-factor-lock.server.ts), and this limit counts codes per client
// address.

export const TWO_FACTOR_PATH = "/auth/two-factor";

const CODES_PER_ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** When to try again after better-auth ended an attempt or locked the factor: a few minutes. */
const LOCKED_RETRY_SECONDS = 5 * 60;

export type TwoFactorReply = FormReply<"code" | "recoveryCode"> & { expired?: boolean };

function setCookies(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function verifySecondStep(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const { auth, db, secret, realClock } = getServices(context);
  const intent = form.get("intent") === "recovery" ? "recovery" : "totp";
  const refuse = (body: Omit<TwoFactorReply, "intent" | "ok">, status: number, headers?: HeadersInit) =>
    data<TwoFactorReply>({ intent, ok: false, ...body }, { status, headers });

  // The owner's known browsers are never refused for codes others sent (two-factor-lock.server.ts);
  // any other browser is counted at its address, over every account, and for this account.
  const cookie = request.headers.get("cookie");
  const address = getRequestInfo(context).clientAddress;
  const account = await secondStepAccount({ auth, db, secret }, cookie, address);
  if (!account?.known) {
    const limited = await hitRateLimit(
      db,
      rateLimitKey(secret, "two-factor:address", address),
      CODES_PER_ADDRESS,
    );
    if (!limited.allowed) {
      return refuse({ formMessage: M.tooMany }, 429, {
        "Retry-After": String(Math.max(1, limited.retryAfterSeconds)),
      });
    }
  }
  const locked = account ? await secondStepLocked(db, account, realClock.now()) : null;
  if (locked !== null) return refuse({ formMessage: M.tooMany }, 429, { "Retry-After": String(locked) });
  const refused = async (answer: ReturnType<typeof refusal>) => {
    if (account && answer.init?.status === 401 && !answer.data.expired) {
      await recordWrongCode(db, account, realClock.now());
    }
    return answer;
  };
  let result: { headers: Headers; response?: unknown };
  if (intent === "recovery") {
    const submission = parseSubmission(recoveryCodeForm, form);
    if (!submission.ok) return data(refusedReply(intent, submission), { status: 400 });
    try {
      result = await auth.api.verifyBackupCode({
        body: { code: recoveryCodeForPlugin(secret, submission.data.recoveryCode) },
        headers: request.headers,
        returnHeaders: true,
      });
    } catch (error) {
      return refused(refusal(error, intent, M.wrongRecoveryCode));
    }
  } else {
    const submission = parseSubmission(totpCodeForm, form);
    if (!submission.ok) return data(refusedReply(intent, submission), { status: 400 });
    let verified: { headers: Headers; response: { token: string; user: { id: string } } };
    try {
      verified = await auth.api.verifyTOTP({
        body: { code: submission.data.code },
        headers: request.headers,
        returnHeaders: true,
      });
    } catch (error) {
      return refused(refusal(error, intent, M.wrongCode));
    }
    // better-auth takes a code as often as it is sent within its minute; one sign-in per code
    // here (two-factor-replay.server.ts): a code used before ends the session just made.
    const { token, user } = verified.response;
    const step = await stepOfCode(auth, db, user.id, submission.data.code, realClock.now());
    if (step === null || !(await claimTotpStep(db, user.id, step))) {
      await (await auth.$context).internalAdapter.deleteSession(token);
      logger.warn("a two-factor code was used again");
      return refuse({ fieldErrors: { code: M.codeUsed } }, 401);
    }
    result = verified;
  }
  const answer = (result as { response?: { token?: unknown; user?: { id?: unknown } } }).response;
  const made = answer?.token;
  if (typeof made === "string")
    await recordSessionAddress(db, secret, made, getRequestInfo(context).clientAddress);
  // The browser's time zone (issue 21): the second step's form reports it too.
  const userId = answer?.user?.id;
  if (typeof userId === "string") await rememberTimeZone(db, userId, reportedTimeZone(form));
  const requested = new URL(request.url).searchParams.get("redirectTo");
  logger.info({ method: intent }, "two-factor sign-in completed");
  const headers = setCookies(result.headers);
  if (account) {
    // Both factors were right: this browser is the account's from now on (known-devices.server.ts).
    await clearWrongCodes(db, account);
    headers.append("Set-Cookie", await rememberDevice(secret, cookie, account.email));
  }
  return redirect(safeRedirect(requested, "/admin/dashboard"), { headers });
}

function refusal(error: unknown, intent: "totp" | "recovery", wrong: string) {
  const field = intent === "recovery" ? "recoveryCode" : "code";
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    if (code === "INVALID_TWO_FACTOR_COOKIE") {
      return data<TwoFactorReply>(
        { intent, ok: false, expired: true, formMessage: M.expired },
        { status: 401 },
      );
    }
    if (code.includes("LOCKED") || code.startsWith("TOO_MANY") || error.statusCode === 429) {
      // The plugin's lock lasts minutes (its message says so): the answer says when to come back.
      return data<TwoFactorReply>(
        { intent, ok: false, formMessage: M.tooMany },
        { status: 429, headers: { "Retry-After": String(LOCKED_RETRY_SECONDS) } },
      );
    }
    // 409: the same recovery code, sent twice at once, was spent by the other request.
    if (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 409) {
      return data<TwoFactorReply>({ intent, ok: false, fieldErrors: { [field]: wrong } }, { status: 401 });
    }
  }
  logFailure("two-factor sign-in failed", error);
  return data<TwoFactorReply>({ intent, ok: false, formMessage: "An error occurred" }, { status: 500 });
}
