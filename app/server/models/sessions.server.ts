import { and, eq, gt, sql } from "drizzle-orm";
import { adminUsers, sessions } from "#db/schema.ts";
import { SESSION_MAX_AGE_SECONDS } from "../auth.server.ts";
import type { Db } from "../db.server.ts";

// better-auth's cookie is "<token>.<signature>"; the sessions row holds the token.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?harborline\.session_token=([^;]*)/;

/** Deletes the session named by the request's cookie; throws when the database cannot. */
export async function revokeSessionFromCookie(db: Db, cookieHeader: string | null): Promise<void> {
  const raw = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  const token = raw ? decodeURIComponent(raw).split(".")[0] : "";
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.token, token));
}

/**
 * Whether session `sessionId` is still live (not deleted, not expired, not past the 24 hours
 * from sign-in) and its user still an admin, read now: for a response that stays open (the
 * live applications stream), where the request's session lookup is long out of date.
 */
export async function isLiveAdminSession(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000)),
      ),
    );
  return row !== undefined;
}
