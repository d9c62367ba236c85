import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser, getSessionRefreshHeaders } from "#app/server/guards.server.ts";
import { findLiveSession, parseCookies, verifiedCookieValue } from "#app/server/session-lookup.server.ts";
import { adminUsers, sessions, users } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The session read in one query (session-lookup.server.ts): it answers only the common case,
// a live session better-auth would leave as it is, and must agree with better-auth there;
// everything else goes on to better-auth's getSession.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

async function signedIn() {
  const user = await signedInUser(services);
  return { user, cookie: user.cookie, headers: new Headers({ cookie: user.cookie }) };
}

const sessionOf = (userId: string) => database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("findLiveSession", () => {
  it("finds a fresh session with its user, and says whether they are an admin", async () => {
    const { user, headers } = await signedIn();
    const [row] = await sessionOf(user.id);
    expect(await findLiveSession(services.auth, services.db, headers)).toEqual({
      sessionId: row?.id,
      createdAt: row?.createdAt,
      lastActiveAt: row?.lastActiveAt,
      user: {
        id: user.id,
        email: user.email,
        firstName: "Ada",
        lastName: "Lovelace",
        emailVerified: false,
        timeZone: null,
      },
      isAdmin: false,
      twoFactorEnabled: false,
    });
    await database.db.insert(adminUsers).values({ id: user.id });
    expect((await findLiveSession(services.auth, services.db, headers))?.isAdmin).toBe(true);
  });

  it("agrees with better-auth's getSession on the user", async () => {
    const { user: me, headers } = await signedIn();
    // The zone the browser reported (issue 21) is read by both.
    await database.db.update(users).set({ timeZone: "America/Phoenix" }).where(eq(users.id, me.id));
    const fast = await findLiveSession(services.auth, services.db, headers);
    const slow = await services.auth.api.getSession({ headers });
    if (!slow) throw new Error("better-auth found no session");
    const user = slow.user as typeof slow.user & {
      firstName: string;
      lastName: string;
      timeZone: string | null;
    };
    expect(fast?.user).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      timeZone: user.timeZone,
    });
    expect(fast?.user.timeZone).toBe("America/Phoenix");
    expect(fast?.sessionId).toBe(slow.session.id);
  });

  it("leaves to better-auth a tampered cookie, a revoked or expired session, and 'don't remember me'", async () => {
    const { user, cookie, headers } = await signedIn();
    const [name, value] = cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await findLiveSession(services.auth, services.db, new Headers({ cookie: forged }))).toBeNull();
    expect(
      await findLiveSession(
        services.auth,
        services.db,
        new Headers({ cookie: `${cookie}; harborline.dont_remember=x` }),
      ),
    ).toBeNull();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await findLiveSession(services.auth, services.db, headers)).toBeNull();
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await findLiveSession(services.auth, services.db, headers)).toBeNull();
    expect(await findLiveSession(services.auth, services.db, new Headers())).toBeNull();
  });

  it("is never slid by better-auth: the expiry stays 12 hours from sign-in and no cookie is renewed", async () => {
    const { user, cookie, headers } = await signedIn();
    const [before] = await sessionOf(user.id);
    if (!before) throw new Error("no session");
    expect(before.expiresAt.getTime() - before.createdAt.getTime()).toBeCloseTo(12 * 60 * 60 * 1000, -3);
    // Signed in two hours ago (the old sliding refresh was hourly): read through better-auth.
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    const expiresAt = new Date(twoHoursAgo + 12 * 60 * 60 * 1000);
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(twoHoursAgo), updatedAt: new Date(twoHoursAgo), expiresAt })
      .where(eq(sessions.userId, user.id));
    const slow = await services.auth.api.getSession({ headers, returnHeaders: true });
    expect(slow.response?.session.id).toBe(before.id);
    expect(slow.headers.getSetCookie().join()).not.toContain("session_token");
    expect(await findLiveSession(services.auth, services.db, headers)).not.toBeNull();
    const request = new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: cookie } });
    const context = contextFor(services);
    expect((await getOptionalUser(request, context))?.id).toBe(user.id);
    expect((await getSessionRefreshHeaders(request, context)).getSetCookie()).toEqual([]);
    const [after] = await sessionOf(user.id);
    expect(after?.expiresAt).toEqual(expiresAt);
  });
});

describe("cookies", () => {
  it("reads a Cookie header's values, decoded, the first of a repeated name winning", () => {
    expect(parseCookies('a=1; b=%20two%3D; a=3; c="q"; broken; d=%E0%A4%A')).toEqual({
      a: "1",
      b: " two=",
      c: "q",
      d: "%E0%A4%A",
    });
  });

  it("accepts only a value signed with the secret (HMAC-SHA256, base64)", () => {
    const secret = "s".repeat(40);
    const signature = crypto.createHmac("sha256", secret).update("token123").digest("base64");
    expect(verifiedCookieValue(`token123.${signature}`, secret)).toBe("token123");
    expect(verifiedCookieValue(`token124.${signature}`, secret)).toBeNull();
    expect(verifiedCookieValue(`token123.${signature}`, "t".repeat(40))).toBeNull();
    expect(verifiedCookieValue("token123", secret)).toBeNull();
    expect(verifiedCookieValue(undefined, secret)).toBeNull();
  });
});
