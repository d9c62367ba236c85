import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { adminUsers, sessions, users } from "#db/schema.ts";
import type { Auth } from "./auth.server.ts";
import type { Db } from "./db.server.ts";
import { storedSessionToken } from "./session-token.server.ts";

// Reading a request's session in one query (docs/decisions/0013). better-auth's getSession
// reads the session and the user in two queries through its adapter, and the guard then
// asked whether the user is an admin in a third: about 3.5 ms per request on the embedded
// database, most of a form submission's time. Here one prepared query reads all three.
//
// Only the common case is answered here: a validly signed cookie naming a live session that
// better-auth would leave as it is (it never refreshes one: docs/decisions/0021). Anything else
// (no cookie, a bad signature, an unknown or expired session, the "don't remember me" cookie)
// goes on to better-auth's getSession, which clears or deletes exactly as before. The idle
// expiry is judged by the caller (guards.server.ts) from `lastActiveAt`.

export interface FoundSession {
  sessionId: string;
  createdAt: Date;
  lastActiveAt: Date;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    /** users.time_zone: null until the person's browser has reported it (issue 21). */
    timeZone: string | null;
  };
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/** The request's cookies by name (values URL-decoded; the first of a repeated name wins). */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** The signed cookie's value when its HMAC-SHA256 signature (better-call's format) is right. */
export function verifiedCookieValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = crypto.createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      timeZone: users.timeZone,
      expiresAt: sessions.expiresAt,
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("harborline_session_lookup");
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

type Row = Awaited<ReturnType<ReturnType<typeof prepareLookup>["execute"]>>[number];

/**
 * Sessions read from the embedded database, kept while nothing has been written since
 * (docs/decisions/0038): `writes` (Database.writes) changes with every statement that may
 * write, so a sign-out, a revocation, an activity write or any other change empties it.
 * PostgreSQL has no `writes`: another node may write at any time, so every request reads.
 */
interface SessionReads {
  writes: number;
  rows: Map<string, Row>;
}
const MAX_KEPT_SESSIONS = 10_000;
const kept = new WeakMap<Db, SessionReads>();

function keptRow(db: Db, token: string, writes: number): Row | undefined {
  const reads = kept.get(db);
  if (!reads || reads.writes !== writes) return undefined;
  const row = reads.rows.get(token);
  // The query asks for an unexpired session; a kept one is asked again here.
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

function keepRow(db: Db, token: string, row: Row, writes: number): void {
  let reads = kept.get(db);
  if (!reads || reads.writes !== writes || reads.rows.size >= MAX_KEPT_SESSIONS) {
    reads = { writes, rows: new Map() };
    kept.set(db, reads);
  }
  reads.rows.set(token, row);
}

async function lookUpRow(
  db: Db,
  token: string,
  writes: (() => number) | undefined,
): Promise<Row | undefined> {
  const before = writes?.();
  if (before !== undefined) {
    const row = keptRow(db, token, before);
    if (row) return row;
  }
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ token });
  // Kept only if nothing that may write was sent while it was read.
  if (row && before !== undefined && writes?.() === before) keepRow(db, token, row, before);
  return row;
}

interface SessionSettings {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
}
const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    // better-auth's own names and numbers, so the two paths cannot disagree.
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      secret: context.secret,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * The request's live session, its user and whether they are an admin, or null to let
 * better-auth's getSession decide (see above). `writes`: the embedded database's write counter
 * (Database.writes), with which a session read since the last write is not read again.
 */
export async function findLiveSession(
  auth: Auth,
  db: Db,
  headers: Headers,
  writes?: () => number,
): Promise<FoundSession | null> {
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader) return null;
  const settings = await sessionSettings(auth);
  const cookies = parseCookies(cookieHeader);
  if (cookies[settings.dontRememberCookieName] !== undefined) return null;
  const token = verifiedCookieValue(cookies[settings.cookieName], settings.secret);
  if (!token) return null;
  // The row holds the token's keyed hash (session-token.server.ts).
  const row = await lookUpRow(db, storedSessionToken(settings.secret, token), writes);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    user: {
      id: row.userId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerified,
      timeZone: row.timeZone,
    },
    isAdmin: row.isAdmin,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
  };
}
