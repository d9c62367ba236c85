import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { parseSubmission } from "#app/domain/forms.ts";
import { safeRedirect } from "#app/domain/safe-redirect.ts";
import {
  SECURITY_MESSAGES as M,
  type PasskeySignInReply,
  parseCeremonyResponse,
  passkeySignInForm,
} from "#app/domain/user/security.ts";
import { users } from "#db/schema.ts";
import { getRequestInfo, getServices } from "../context.server.ts";
import { rememberDevice } from "../known-devices.server.ts";
import { logger } from "../logger.server.ts";
import { rememberTimeZone, reportedTimeZone } from "../models/user/time-zone.server.ts";
import { hitRateLimit, rateLimitKey, SIGN_IN_WINDOW_SECONDS } from "../rate-limit.server.ts";
import { signInOptions, verifyPasskeySignIn } from "./passkeys.server.ts";
import { startSession } from "./session-start.server.ts";

// Signing in with a passkey on /auth (issue 20), through the JSON route /auth/passkey that its
// Use a Passkey button calls (app/components/auth/passkey-sign-in.tsx): the page asks for a
// challenge, the browser's authenticator signs it (the device's PIN or biometric: user
// verification is required), and the answer makes a session like a password sign-in does: the
// same limits per client address, the same known-browser cookie, the same landing page. No
// e-mail is typed: the passkey names its account.

type Context = Readonly<RouterContextProvider>;

function reply(body: PasskeySignInReply, status = 200, headers?: HeadersInit): Response {
  const answer = Response.json(body, { status, headers });
  answer.headers.set("Cache-Control", "no-store");
  return answer;
}

/** Counts the attempt against the client address, as every sign-in does; a refusal, or null. */
async function limited(context: Context, intent: PasskeySignInReply["intent"]) {
  const { db, env, secret, realClock } = getServices(context);
  const address = getRequestInfo(context).clientAddress;
  const checked = await hitRateLimit(
    db,
    rateLimitKey(secret, "sign-in:address", address),
    { limit: env.limits.signInPerAddress, windowSeconds: SIGN_IN_WINDOW_SECONDS },
    realClock.now(),
  );
  if (checked.allowed) return null;
  logger.warn("passkey sign-in rate limited");
  return reply(
    { intent, ok: false, formMessage: "Too many sign-in attempts. Please wait a moment and try again." },
    429,
    { "Retry-After": String(Math.max(1, checked.retryAfterSeconds)) },
  );
}

/** The challenge for any passkey of this site. */
export async function passkeySignInOptions(context: Context) {
  const refused = await limited(context, "passkey-options");
  if (refused) return refused;
  const { db, env } = getServices(context);
  return reply({ intent: "passkey-options", ok: true, passkey: await signInOptions(db, env) });
}

/** The authenticator's answer: a session for the account it names, or a refusal that says try again. */
export async function passkeySignIn(request: Request, context: Context, form: FormData, home: string) {
  const intent = "passkey-sign-in";
  const refused = await limited(context, intent);
  if (refused) return refused;
  const { auth, db, env, secret } = getServices(context);
  const submission = parseSubmission(passkeySignInForm, form);
  const response = submission.ok ? parseCeremonyResponse(submission.data.response) : null;
  const signedIn =
    submission.ok && response
      ? await verifyPasskeySignIn(db, env, { challengeId: submission.data.challengeId, response })
      : null;
  if (!signedIn) return reply({ intent, ok: false, formMessage: M.passkeySignInFailed }, 401);
  const session = await startSession(auth, signedIn.userId, {
    clientAddress: getRequestInfo(context).clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  const headers = new Headers({ "Set-Cookie": session.cookie });
  // The browser's time zone (issue 21), sent beside the authenticator's answer.
  await rememberTimeZone(db, signedIn.userId, reportedTimeZone(form));
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, signedIn.userId));
  if (account)
    headers.append("Set-Cookie", await rememberDevice(secret, request.headers.get("cookie"), account.email));
  logger.info("passkey sign-in");
  const location = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), home);
  return reply({ intent, ok: true, location }, 200, headers);
}
