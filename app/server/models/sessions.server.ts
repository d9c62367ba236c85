import { eq } from "drizzle-orm";
import { sessions } from "#db/schema.ts";
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
