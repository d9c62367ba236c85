import { signInDelaySeconds } from "#app/domain/session/sign-in-delay.ts";
import type { Db } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import {
  hitRateLimit,
  holdRateLimit,
  peekRateLimit,
  type RateLimitResult,
  rateLimitKey,
  resetRateLimit,
  SIGN_IN_FAILURE_WINDOW_SECONDS,
} from "./rate-limit.server.ts";

// An account's failed sign-ins, from every address and node (issue 20: 100 failures from anywhere
// used to refuse the owner for the rest of the day, even with the right password and after a
// reset). Failures now only slow down browsers the account does not know: past the first few,
// each one makes the next attempt wait 1, 2, 4 … seconds, never longer than
// SIGN_IN_DELAY_MAX_SECONDS (domain/session/sign-in-delay.ts). The owner's own browsers (known-devices.server.ts) do not wait at
// all, and a password reset clears the account's slate.

type Limits = Pick<Env["limits"], "signInFailuresBeforeDelay" | "signInDelayMaxSeconds">;

const keysFor = (secret: string, email: string) => ({
  failures: rateLimitKey(secret, "sign-in:account-failures", email),
  wait: rateLimitKey(secret, "sign-in:account-wait", email),
});

/** Whether a browser the account does not know may try now (else: wait `retryAfterSeconds`). */
export function accountWait(db: Db, secret: string, email: string, at: Date): Promise<RateLimitResult> {
  return peekRateLimit(db, keysFor(secret, email).wait, 1, at);
}

/** Counts a failed sign-in of the account and sets the wait the next stranger's attempt has. */
export async function recordSignInFailure(
  db: Db,
  secret: string,
  email: string,
  limits: Limits,
  at: Date,
): Promise<void> {
  const keys = keysFor(secret, email);
  const { hits } = await hitRateLimit(
    db,
    keys.failures,
    { limit: Number.MAX_SAFE_INTEGER, windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS },
    at,
  );
  const seconds = signInDelaySeconds(hits, {
    failuresBeforeDelay: limits.signInFailuresBeforeDelay,
    maxSeconds: limits.signInDelayMaxSeconds,
  });
  if (seconds > 0) await holdRateLimit(db, keys.wait, new Date(at.getTime() + seconds * 1000));
}

/** A password reset proves the owner: the account's failures and wait are forgotten. */
export async function clearSignInFailures(db: Db, secret: string, email: string): Promise<void> {
  const keys = keysFor(secret, email);
  await resetRateLimit(db, keys.failures);
  await resetRateLimit(db, keys.wait);
}
