import { CURRENT_PASSWORD_MESSAGES } from "#app/domain/user/profile-form.ts";
import type { Db } from "./db.server.ts";
import { isCurrentPassword } from "./models/user/users.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey, resetRateLimit } from "./rate-limit.server.ts";

// The current password asked for before a change that could hand the account to someone else
// (a new e-mail address, issue 11). Wrong guesses are limited per account, so a session left
// open cannot be used to guess the password either.

const WRONG_PASSWORD_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export interface PasswordRefusal {
  status: 400 | 429;
  message: string;
  headers?: Record<string, string>;
}

/** Null when `password` is the user's; else why not, as the form shows it next to the field. */
export async function checkCurrentPassword(
  { db, secret }: { db: Db; secret: string },
  userId: string,
  password: string,
): Promise<PasswordRefusal | null> {
  if (password.length === 0) return { status: 400, message: CURRENT_PASSWORD_MESSAGES.required };
  const key = rateLimitKey(secret, "current-password", userId);
  const limited = await hitRateLimit(db, key, WRONG_PASSWORD_LIMIT);
  if (!limited.allowed) {
    return {
      status: 429,
      message: CURRENT_PASSWORD_MESSAGES.tooMany,
      headers: { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
    };
  }
  if (!(await isCurrentPassword(db, userId, password)))
    return { status: 400, message: CURRENT_PASSWORD_MESSAGES.wrong };
  await resetRateLimit(db, key);
  return null;
}
