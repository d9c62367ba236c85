import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { sessions } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import { storedSessionToken } from "../session-token.server.ts";

// A person's own sessions, for Profile Settings (issue 20): each browser signed in to the account,
// with where and when, and the two ways to end them: one at a time, or every one but this.

export interface AccountSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
}

/** The account's live sessions, the most recently active first. */
export function findSessionsForCustomer(db: Db, userId: string, now: Date): Promise<AccountSession[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id))
    .limit(50);
}

/** Ends one of the account's sessions: true when it was theirs and is gone. */
export async function endSessionForCustomer(db: Db, userId: string, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Ends every session of the account but `keepSessionId` (this browser's): how many ended. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Where a session was made from (our client address: better-auth sees only the socket's headers). */
export async function recordSessionAddress(
  db: Db,
  secret: string,
  token: string,
  clientAddress: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ ipAddress: clientAddress, updatedAt: sql`${sessions.updatedAt}` })
    .where(eq(sessions.token, storedSessionToken(secret, token)));
}
