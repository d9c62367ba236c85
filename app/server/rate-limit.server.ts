import { eq, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema.ts";
import type { Db } from "./db.server.ts";

export interface RateLimitRule {
  /** Most attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

// Sign-in: a guessing attack is slowed per address and per account, on every node alike.
// The limits come from the environment (env.server.ts); the windows are fixed here.
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;
export const AUTH_API_PER_ADDRESS: RateLimitRule = { limit: 30, windowSeconds: 60 };

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt against `key` (fixed window, one atomic statement). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  return { allowed: (row?.hits ?? 0) <= rule.limit, retryAfterSeconds: Number(row?.retryAfter ?? 0) };
}

/** Forgets the per-account counter after a successful sign-in. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
