import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import { loader as eventsLoader } from "#app/routes/admin/applications-events.ts";
import { loader as statusLoader, action as stayAction } from "#app/routes/api/session.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser, requireAdmin, requireUser } from "#app/server/guards.server.ts";
import { recordSessionActivity } from "#app/server/models/user/sessions.server.ts";
import { sessions } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The server's rules for idle sessions (docs/decisions/0021): 30 idle minutes for customers,
// 15 for admins, 12 hours from sign-in at most; only requests the person made count as
// activity, and that activity is written at most once a minute. Time is moved by moving the
// session's timestamps in the database.

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  customer = await signedInUser(services);
  admin = await signedInAdmin(services);
});
afterAll(() => database.close());

/** A fresh session for `user` (a test may have revoked the last one), made by better-auth itself. */
async function freshSession(user: SignedInUser): Promise<SignedInUser> {
  await database.db.delete(sessions).where(eq(sessions.userId, user.id));
  const auth = await services.auth.$context;
  const { token } = await auth.internalAdapter.createSession(user.id);
  const signature = crypto.createHmac("sha256", auth.secret).update(token).digest("base64");
  return {
    ...user,
    cookie: `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`,
  };
}

/** Sets the session's last activity `seconds` ago (and, optionally, its sign-in). */
async function idleFor(user: SignedInUser, seconds: number, signedInSecondsAgo?: number) {
  await database.db
    .update(sessions)
    .set({
      lastActiveAt: sql`now() - make_interval(secs => ${seconds})`,
      ...(signedInSecondsAgo === undefined
        ? {}
        : {
            createdAt: sql`now() - make_interval(secs => ${signedInSecondsAgo})`,
            expiresAt: sql`now() - make_interval(secs => ${signedInSecondsAgo}) + interval '12 hours'`,
          }),
    })
    .where(eq(sessions.userId, user.id));
}

async function sessionRow(user: SignedInUser) {
  const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return row;
}

/** Seconds since the session's recorded activity. */
async function secondsSinceActivity(user: SignedInUser): Promise<number> {
  const row = await sessionRow(user);
  if (!row) throw new Error("the session is gone");
  return (Date.now() - row.lastActiveAt.getTime()) / 1000;
}

function page(user: SignedInUser, path = "/dashboard", headers: Record<string, string> = {}) {
  return new Request(new URL(path, TEST_ORIGIN), { headers: { Cookie: user.cookie, ...headers } });
}

describe("idle expiry", () => {
  it("keeps a customer signed in for 30 idle minutes; after that the session is revoked and the page asks to sign in again", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 29 * 60 + 50);
    expect((await getOptionalUser(page(customer), contextFor(services)))?.id).toBe(customer.id);

    await idleFor(customer, 30 * 60 + 1);
    const refused = await outcome(() =>
      requireUser(page(customer, "/dashboard?tab=profile"), contextFor(services)),
    );
    expect(refused.location).toBe("/auth?redirectTo=%2Fdashboard%3Ftab%3Dprofile&expired=1");
    expect(await sessionRow(customer)).toBeUndefined();
    // The cookie opens nothing any more; without a session to end, the redirect is the usual one.
    const again = await outcome(() => requireUser(page(customer), contextFor(services)));
    expect(again.location).toBe("/auth?redirectTo=%2Fdashboard");
  });

  it("keeps an admin signed in for 15 idle minutes only", async () => {
    admin = await freshSession(admin);
    await idleFor(admin, 14 * 60 + 50);
    expect((await getOptionalUser(page(admin, "/admin/dashboard"), contextFor(services)))?.isAdmin).toBe(
      true,
    );

    await idleFor(admin, 15 * 60 + 1);
    const refused = await outcome(() =>
      requireAdmin(page(admin, "/admin/applications"), contextFor(services)),
    );
    expect(refused.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fapplications&expired=1");
    expect(await sessionRow(admin)).toBeUndefined();
  });

  it("ends every session 12 hours after sign-in, however recent its activity", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 5, 12 * 60 * 60 - 30);
    expect((await getOptionalUser(page(customer), contextFor(services)))?.id).toBe(customer.id);
    // Activity at the last minute does not move the 12 hours.
    expect((await sessionRow(customer))?.expiresAt.getTime()).toBeLessThan(Date.now() + 31_000);

    await idleFor(customer, 5, 12 * 60 * 60 + 1);
    expect(await getOptionalUser(page(customer), contextFor(services))).toBeNull();
    expect(await sessionRow(customer)).toBeUndefined();
  });
});

describe("what counts as activity", () => {
  it("a page load or a data navigation extends the session, written at most once a minute", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 45);
    await getOptionalUser(page(customer), contextFor(services));
    expect(await secondsSinceActivity(customer)).toBeGreaterThan(44);

    await idleFor(customer, 20 * 60);
    await getOptionalUser(
      page(customer, "/dashboard.data"),
      contextFor(services, undefined, { dataRequest: true }),
    );
    expect(await secondsSinceActivity(customer)).toBeLessThan(5);
  });

  it("nodes racing on one session write its activity once, and never revive an idle-expired session", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 5 * 60);
    const row = await sessionRow(customer);
    if (!row) throw new Error("no session");
    const write = (now: Date) =>
      recordSessionActivity(services.db, {
        sessionId: row.id,
        now,
        writeAfterSeconds: 60,
        idleSeconds: 30 * 60,
      });
    const now = new Date();
    expect(await Promise.all([write(now), write(now), write(now)])).toEqual(
      expect.arrayContaining([true, false, false]),
    );
    await idleFor(customer, 31 * 60);
    expect(await write(new Date())).toBe(false);
  });

  it("a background refresh (marked by the page) does not extend the session", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 20 * 60);
    const background = page(customer, "/dashboard.data", { [BACKGROUND_HEADER]: "1" });
    expect(
      (await getOptionalUser(background, contextFor(services, undefined, { dataRequest: true })))?.id,
    ).toBe(customer.id);
    expect(await secondsSinceActivity(customer)).toBeGreaterThan(20 * 60 - 5);
  });

  it("the warning's status poll (GET /api/session) does not extend it; 'Stay signed in' (POST) does", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 20 * 60);
    const polled = (await statusLoader({
      request: page(customer, "/api/session"),
      context: contextFor(services),
      params: {},
    } as never)) as Response;
    expect(polled.status).toBe(200);
    expect(polled.headers.get("Cache-Control")).toBe("no-store");
    const status = await polled.json();
    expect(status).toMatchObject({ warningSeconds: 120, extendable: true });
    expect(status.secondsLeft).toBeGreaterThan(10 * 60 - 5);
    expect(status.secondsLeft).toBeLessThanOrEqual(10 * 60);
    expect(await secondsSinceActivity(customer)).toBeGreaterThan(20 * 60 - 5);

    const stay = (await stayAction({
      request: new Request(new URL("/api/session", TEST_ORIGIN), {
        method: "POST",
        headers: { Cookie: customer.cookie, Origin: TEST_ORIGIN },
      }),
      context: contextFor(services),
      params: {},
    } as never)) as Response;
    expect(stay.status).toBe(200);
    expect((await stay.json()).secondsLeft).toBeGreaterThan(30 * 60 - 5);
    expect(await secondsSinceActivity(customer)).toBeLessThan(5);
  });

  it("the poll answers 401 once the session is idle-expired (revoking it), and to a visitor", async () => {
    customer = await freshSession(customer);
    await idleFor(customer, 30 * 60 + 1);
    const poll = (request: Request) =>
      statusLoader({ request, context: contextFor(services), params: {} } as never) as Promise<Response>;
    expect((await poll(page(customer, "/api/session"))).status).toBe(401);
    expect(await sessionRow(customer)).toBeUndefined();
    expect((await poll(new Request(new URL("/api/session", TEST_ORIGIN)))).status).toBe(401);
  });

  it("the admins' live stream does not extend the session, and ends once the session is idle", async () => {
    admin = await freshSession(admin);
    await idleFor(admin, 10 * 60);
    const browser = new AbortController();
    const response = (await eventsLoader({
      request: new Request(new URL("/admin/applications/events", TEST_ORIGIN), {
        headers: { Cookie: admin.cookie },
        signal: browser.signal,
      }),
      context: contextFor(services),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    try {
      await reader.read(); // ": live"
      expect(await secondsSinceActivity(admin)).toBeGreaterThan(10 * 60 - 5);
      // Fifteen idle minutes pass while the stream is open: it ends on its next session check.
      await idleFor(admin, 15 * 60 + 1);
      const ended = await Promise.race([
        (async () => {
          while (!(await reader.read()).done) {
            // heartbeats, if any
          }
          return true;
        })(),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 8_000)),
      ]);
      expect(ended).toBe(true);
    } finally {
      browser.abort();
      await reader.cancel().catch(() => {});
    }
  });
});
