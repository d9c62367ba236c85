import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { SESSION_MAX_AGE_SECONDS } from "#app/domain/session/idle.ts";
import { adminUsers, sessions } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { storedSessionToken } from "../../session-token.server.ts";

// better-auth's cookie is "<token>.<signature>"; the sessions row holds its keyed hash
// (session-token.server.ts).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?harborline\.session_token=([^;]*)/;

/** Deletes the session named by the request's cookie; throws when the database cannot. */
export async function revokeSessionFromCookie(
  db: Db,
  secret: string,
  cookieHeader: string | null,
): Promise<void> {
  const raw = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  const token = raw ? decodeURIComponent(raw).split(".")[0] : "";
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.token, storedSessionToken(secret, token)));
}

/** Deletes one session (it ended: idle too long, or past its 12 hours). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A session's sign-in and last recorded activity, or null when it is gone. */
export async function findSessionTimes(
  db: Db,
  sessionId: string,
): Promise<{ createdAt: Date; lastActiveAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

export interface ActivityWrite {
  sessionId: string;
  /** The moment of the request. */
  now: Date;
  /** Written only when the last write is at least this old (throttle). */
  writeAfterSeconds: number;
  /** Never written once the session has been idle this long: activity does not revive it. */
  idleSeconds: number;
}

/**
 * Records a request the person made as the session's last activity, at most once per
 * `writeAfterSeconds`. One conditional UPDATE, so nodes racing on the same session write at
 * most once and never bring an idle-expired session back. True when the row was written.
 */
export async function recordSessionActivity(db: Db, write: ActivityWrite): Promise<boolean> {
  const { sessionId, now, writeAfterSeconds, idleSeconds } = write;
  const written = await db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lte(sessions.lastActiveAt, new Date(now.getTime() - writeAfterSeconds * 1000)),
        gt(sessions.lastActiveAt, new Date(now.getTime() - idleSeconds * 1000)),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return written.length === 1;
}

/**
 * Whether session `sessionId` is still live (not deleted, not expired, not idle for
 * `idleSeconds`, not past the 12 hours from sign-in) and its user still an admin, read now: for
 * a response that stays open (the live applications stream), where the request's session
 * lookup is long out of date. Reading it does not count as activity.
 */
export async function isLiveAdminSession(db: Db, sessionId: string, idleSeconds: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(liveSession(sessionId, idleSeconds));
  return row !== undefined;
}

/** A stream's session to confirm: live, and still this user's. */
export interface UserSessionCheck {
  sessionId: string;
  userId: string;
  idleSeconds: number;
}

/**
 * Whether each of these sessions is still live (as `isLiveAdminSession`) and its user's, in one
 * query for them all: the customers' streams (issue 25) confirm their sessions together
 * (session-checks.server.ts), so 2,000 open streams are not 400 queries a second.
 */
export async function liveUserSessions(db: Db, checks: readonly UserSessionCheck[]): Promise<boolean[]> {
  if (checks.length === 0) return [];
  const now = Date.now();
  const rows = await db
    .select({ id: sessions.id, userId: sessions.userId, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...new Set(checks.map((check) => check.sessionId))]),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_SECONDS * 1000)),
      ),
    );
  const found = new Map(rows.map((row) => [row.id, row]));
  return checks.map((check) => {
    const row = found.get(check.sessionId);
    return row?.userId === check.userId && row.lastActiveAt.getTime() > now - check.idleSeconds * 1000;
  });
}

function liveSession(sessionId: string, idleSeconds: number) {
  return and(
    eq(sessions.id, sessionId),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.createdAt, new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000)),
    gt(sessions.lastActiveAt, new Date(Date.now() - idleSeconds * 1000)),
  );
}
