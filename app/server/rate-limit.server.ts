import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema.ts";
import type { Db } from "./db.server.ts";
import { subKey } from "./sub-keys.server.ts";

export interface RateLimitRule {
  /** Most attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

// Sign-in, on every node alike (the counters are rows): a stranger's failures must not keep the
// owner out, so nothing locks an account for everyone (sign-in-throttle.server.ts). Attempts are
// limited per client address over all accounts (spraying) first, then per account and address
// together (a minute's window: the owner at that address waits at most a minute, from any other
// address not at all); an account's failures from everywhere slow the next attempts of browsers
// it does not know by a short wait that grows, never for the day (issue 20). The limits come from
// the environment (env.server.ts); the windows are fixed here. Times are the real clock's (`Services.realClock`, never the demonstration's).
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_PAIR_WINDOW_SECONDS = 60;
/** How long an account's failures count towards slowing strangers' attempts down. */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 24 * 60 * 60;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;
export const AUTH_API_PER_ADDRESS: RateLimitRule = { limit: 30, windowSeconds: 60 };
/** "Someone tried to sign up with your address": per recipient, 3 a day. */
export const EXISTING_ACCOUNT_MAIL: RateLimitRule = { limit: 3, windowSeconds: 24 * 60 * 60 };

/**
 * What a counter is kept under: its kind in clear (`sign-in:pair`) and an HMAC-SHA-256 of what
 * it counts (an e-mail address typed, a client address, a user id) under a key derived from the
 * auth secret. The table never holds the address typed; the same person on any node finds the
 * same counter. Only rateLimitKey makes one, so no plain string reaches the table.
 */
export type RateLimitKey = string & { readonly __rateLimitKey: true };

export function rateLimitKey(secret: string, kind: string, ...parts: string[]): RateLimitKey {
  const hash = crypto
    .createHmac("sha256", subKey(secret, "rate-limit-keys"))
    .update([kind, ...parts].join("\0"))
    .digest("hex");
  return `${kind}:${hash}` as RateLimitKey;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Attempts counted in the window so far (this one included). */
  hits: number;
}

/** Counts one attempt against `key` (fixed window, one atomic statement). */
export async function hitRateLimit(
  db: Db,
  key: RateLimitKey,
  rule: RateLimitRule,
  at: Date = new Date(),
): Promise<RateLimitResult> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`${now} + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - ${now})))::int`,
    });
  const hits = row?.hits ?? 0;
  return { allowed: hits <= rule.limit, retryAfterSeconds: Number(row?.retryAfter ?? 0), hits };
}

/** Where `key` stands without counting an attempt: refused once `limit` is reached. */
export async function peekRateLimit(
  db: Db,
  key: RateLimitKey,
  limit: number,
  at: Date = new Date(),
): Promise<RateLimitResult> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - ${now})))::int`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now}`);
  if (!row) return { allowed: true, retryAfterSeconds: 0, hits: 0 };
  return { allowed: row.hits < limit, retryAfterSeconds: Number(row.retryAfter), hits: row.hits };
}

/** Makes `key` refuse (at a limit of 1) until `until`: a wait, not a count. */
export async function holdRateLimit(db: Db, key: RateLimitKey, until: Date): Promise<void> {
  const resetAt = sql`${until.toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt } });
}

/** Forgets a counter (the account and address pair's, after a successful sign-in). */
export async function resetRateLimit(db: Db, key: RateLimitKey): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
