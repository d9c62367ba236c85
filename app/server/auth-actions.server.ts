import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider, redirect } from "react-router";
import { AUTH_MESSAGES, type AuthActionData, signInForm, signUpForm } from "#app/domain/auth-schemas.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { safeRedirect } from "#app/domain/safe-redirect.ts";
import { recordSessionAddress } from "./account-security/sessions.server.ts";
import { clearApplyContact } from "./apply-contact.server.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import { CONFIRM_LINK_CALLBACK } from "./email-change.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { isKnownDevice, rememberDevice } from "./known-devices.server.ts";
import { logFailure, logger } from "./logger.server.ts";
import { savePhoneSearch, storedPhone } from "./models/user/phone.server.ts";
import { rememberTimeZone, reportedTimeZone } from "./models/user/time-zone.server.ts";
import { newPasswordProblems } from "./password-rules.server.ts";
import {
  hitRateLimit,
  type RateLimitResult,
  rateLimitKey,
  resetRateLimit,
  SIGN_IN_PAIR_WINDOW_SECONDS,
  SIGN_IN_WINDOW_SECONDS,
  SIGN_UP_WINDOW_SECONDS,
} from "./rate-limit.server.ts";
import { accountWait, recordSignInFailure } from "./sign-in-throttle.server.ts";
import { signedUpHeader } from "./signed-up.server.ts";
import { TWO_FACTOR_PATH } from "./two-factor-sign-in.server.ts";

type Context = Readonly<RouterContextProvider>;

function fail(body: AuthActionData, status = 400, headers?: HeadersInit) {
  return data(body, { status, headers });
}

function setCookieOnly(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function signIn(request: Request, context: Context, form: FormData, area: "customer" | "admin") {
  const { auth, db, env, secret, realClock } = getServices(context);
  const submission = parseSubmission(signInForm, form);
  if (!submission.ok) return fail(refusedReply("sign-in", submission));
  const { values } = submission;
  const { email, password } = submission.data;
  const address = getRequestInfo(context).clientAddress;
  const cookie = request.headers.get("cookie");
  const now = realClock.now();
  const pairKey = rateLimitKey(secret, "sign-in:pair", email, address);
  const tooMany = (limited: RateLimitResult) => {
    logger.warn({ area }, "sign-in rate limited");
    return fail({ intent: "sign-in", ok: false, formMessage: AUTH_MESSAGES.rateLimited, values }, 429, {
      "Retry-After": String(Math.max(1, limited.retryAfterSeconds)),
    });
  };
  // The address first: a flood from one address is refused before it writes a row per account
  // it names (issue 20); then the account at this address; then the account's wait, which the
  // owner's own browsers never have.
  const byAddress = await hitRateLimit(
    db,
    rateLimitKey(secret, "sign-in:address", address),
    { limit: env.limits.signInPerAddress, windowSeconds: SIGN_IN_WINDOW_SECONDS },
    now,
  );
  if (!byAddress.allowed) return tooMany(byAddress);
  const byPair = await hitRateLimit(
    db,
    pairKey,
    { limit: env.limits.signInPerPair, windowSeconds: SIGN_IN_PAIR_WINDOW_SECONDS },
    now,
  );
  if (!byPair.allowed) return tooMany(byPair);
  if (!(await isKnownDevice(secret, cookie, email))) {
    const waiting = await accountWait(db, secret, email, now);
    if (!waiting.allowed) return tooMany(waiting);
  }
  let headers: Headers;
  let secondStep = false;
  try {
    const result = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    headers = setCookieOnly(result.headers);
    // Two-factor sign-in is on: no session yet, only the short-lived cookie of the second step.
    secondStep = "twoFactorRedirect" in result.response && result.response.twoFactorRedirect === true;
    // Where the session was made, for the person's list of sessions (Profile Settings).
    if (!secondStep && "token" in result.response && typeof result.response.token === "string")
      await recordSessionAddress(db, secret, result.response.token, address);
    // The browser's time zone, once the sign-in is complete (with two-factor: at its second step).
    if (!secondStep && "user" in result.response)
      await rememberTimeZone(db, result.response.user.id, reportedTimeZone(form));
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.statusCode === 401)) {
      await recordSignInFailure(db, secret, email, env.limits, now);
      return fail(
        { intent: "sign-in", ok: false, formMessage: AUTH_MESSAGES.invalidCredentials, values },
        401,
      );
    }
    logFailure("sign-in failed", error);
    return fail({ intent: "sign-in", ok: false, formMessage: AUTH_MESSAGES.generic, values }, 500);
  }
  await resetRateLimit(db, pairKey);
  // The sign-in is complete: this browser is the account's from now on (known-devices.server.ts).
  // With a second factor it becomes so only once the code is right too (two-factor-lock.server.ts).
  if (!secondStep) headers.append("Set-Cookie", await rememberDevice(secret, cookie, email));
  const requested = new URL(request.url).searchParams.get("redirectTo");
  const target =
    area === "admin"
      ? safeRedirect(requested?.startsWith("/admin/") ? requested : null, "/admin/dashboard")
      : safeRedirect(requested, "/account");
  if (secondStep) {
    const query = new URLSearchParams({ redirectTo: target, ...(area === "admin" ? { area } : {}) });
    return redirect(`${TWO_FACTOR_PATH}?${query}`, { headers });
  }
  // An admin sign-in by a non-admin lands back on /admin/auth, which says so.
  return redirect(area === "admin" ? `/admin/auth?redirectTo=${encodeURIComponent(target)}` : target, {
    headers,
  });
}

export async function signUp(request: Request, context: Context, form: FormData) {
  const { auth, db, env, secret, cipher } = getServices(context);
  const submission = parseSubmission(signUpForm, form);
  if (!submission.ok) return fail(refusedReply("sign-up", submission));
  const { values, data: input } = submission;
  const problems = newPasswordProblems(input.password, input.email);
  if (problems.length > 0) {
    return fail({
      intent: "sign-up",
      ok: false,
      formMessage: AUTH_MESSAGES.weakPassword,
      reasons: problems,
      values,
    });
  }

  const address = getRequestInfo(context).clientAddress;
  const limited = await hitRateLimit(db, rateLimitKey(secret, "sign-up:address", address), {
    limit: env.limits.signUpPerAddress,
    windowSeconds: SIGN_UP_WINDOW_SECONDS,
  });
  if (!limited.allowed) {
    return fail(
      {
        intent: "sign-up",
        ok: false,
        formMessage: "Too many sign-ups from your network. Please try again later.",
        values,
      },
      429,
      { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
    );
  }
  const phone = storedPhone(cipher, input.phone);
  let userId: string;
  try {
    const created = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        // Encrypted here, before better-auth stores it (docs/decisions/0028).
        phone: phone.phone,
        callbackURL: CONFIRM_LINK_CALLBACK,
      },
    });
    userId = created.user.id;
  } catch (error) {
    logFailure("sign-up failed", error);
    return fail({ intent: "sign-up", ok: false, formMessage: AUTH_MESSAGES.generic, values }, 500);
  }
  // The account exists: a failure here only delays finding it by phone (the next start's pass).
  await savePhoneSearch(db, input.email, phone).catch((error: unknown) =>
    logFailure("saving a new user's phone search tokens failed", error),
  );
  // Dates are shown in the browser's zone from the first page (issue 21); never fails the sign-up.
  await rememberTimeZone(db, userId, reportedTimeZone(form));
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const back = redirectTo ? `/auth?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}` : "/auth";
  // The sign-in form then has the new address filled in, and says the confirmation e-mail was sent (issue 21).
  const headers = new Headers({ "Set-Cookie": await signedUpHeader(secret, env.https, input.email) });
  // The wizard's step-1 answers that filled this form in are done with (issue 43).
  const cleared = await clearApplyContact(secret, env.https, request);
  if (cleared) headers.append("Set-Cookie", cleared);
  return redirectWithFlash(secret, back, { type: "success", message: AUTH_MESSAGES.accountCreated }, headers);
}
