import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import { action as signOutAction } from "#app/routes/auth/sign-out.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { readFlash } from "#app/server/flash.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { createCredentialUser } from "#app/server/models/user/users.server.ts";
import { sessions } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import {
  contextFor,
  cookieHeader,
  createTestServices,
  formRequest,
  TEST_ORIGIN,
} from "#tests/support/test-services.ts";

const PASSWORD = "Harbor-Light-42";
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function userAndSignIn(services: Services) {
  const email = `session-${crypto.randomUUID()}@test.example`;
  const user = await createCredentialUser(services.db, {
    email,
    password: PASSWORD,
    firstName: "Ida",
    lastName: "Wells",
  });
  const result = await outcome(() =>
    signInAction({
      request: formRequest("/auth", { intent: "sign-in", email, password: PASSWORD }),
      context: contextFor(services),
      params: {},
    } as never),
  );
  expect(result.status).toBe(302);
  return {
    user,
    headers: result.headers,
    cookie: cookieHeader(new Response(null, { headers: result.headers })),
  };
}

function dashboardRequest(cookie: string) {
  return new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: cookie } });
}

describe("session cookie and lifetime", () => {
  it("is Secure when PUBLIC_URL is https, whatever NODE_ENV says, and not over http", async () => {
    const https = createTestServices(database, { PUBLIC_URL: "https://harborline.example" });
    const { headers } = await userAndSignIn(https);
    const cookie = headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    const http = createTestServices(database, { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    const plain = (await userAndSignIn(http)).headers
      .getSetCookie()
      .find((c) => c.includes("session_token="));
    expect(plain).not.toMatch(/; Secure/i);
  });

  it("is not accepted more than 12 hours after sign-in, even while in use, and the session row is revoked", async () => {
    const services = createTestServices(database);
    const { user, cookie } = await userAndSignIn(services);
    expect((await getOptionalUser(dashboardRequest(cookie), contextFor(services)))?.id).toBe(user.id);

    // Active a moment ago, expires_at in the future (a row from before decision 0021), but
    // signed in 12 hours and a minute ago.
    await database.db
      .update(sessions)
      .set({
        createdAt: sql`now() - interval '12 hours 1 minute'`,
        expiresAt: sql`now() + interval '6 hours'`,
        lastActiveAt: sql`now()`,
      })
      .where(eq(sessions.userId, user.id));
    expect(await getOptionalUser(dashboardRequest(cookie), contextFor(services))).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("is refused once its idle expiry has passed", async () => {
    const services = createTestServices(database);
    const { user, cookie } = await userAndSignIn(services);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect(await getOptionalUser(dashboardRequest(cookie), contextFor(services))).toBeNull();
  });

  it("a forged or malformed cookie opens nothing", async () => {
    const services = createTestServices(database);
    for (const cookie of [
      "harborline.session_token=forged",
      "harborline.session_token=abc.def",
      "harborline.session_token=",
    ]) {
      expect(await getOptionalUser(dashboardRequest(cookie), contextFor(services))).toBeNull();
    }
  });
});

describe("sign-out failure", () => {
  it("says 'Failed to sign out' and goes back to the page when the session store cannot be reached", async () => {
    const broken = await createTestDatabase();
    const services = createTestServices(broken);
    const { cookie } = await userAndSignIn(services);
    await broken.close();
    const result = await outcome(() =>
      signOutAction({
        request: formRequest("/auth/sign-out", {}, { Cookie: cookie, Referer: `${TEST_ORIGIN}/dashboard` }),
        context: contextFor(services),
        params: {},
      } as never),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard");
    const flashCookie =
      result.headers
        .getSetCookie()
        .find((c) => c.startsWith("harborline_flash="))
        ?.split(";")[0] ?? "";
    const { flash } = await readFlash(
      services.secret,
      new Request(TEST_ORIGIN, { headers: { Cookie: flashCookie } }),
    );
    expect(flash).toMatchObject({ type: "error", message: AUTH_MESSAGES.signOutFailed });
  });
});
