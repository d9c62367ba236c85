import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedPageKey } from "#app/routes/stored-pages.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { sessions } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// Where sign-in sends a person back, and what it tells them (issue 20): to the page they were on,
// never its raw data address, and with "your session expired" even when the expired session was
// first seen by the check in front of the stored pages.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

describe("after a session ends during in-app navigation", () => {
  it("sign-in comes back to the page, not to its .data address", async () => {
    for (const [asked, page] of [
      ["/admin/users.data?_routes=routes%2Fadmin%2Fusers&q=ada", "/admin/users?q=ada"],
      ["/admin/settings.data", "/admin/settings"],
      ["/_root.data?_routes=root", "/"],
    ] as const) {
      const request = new Request(new URL(asked, TEST_ORIGIN));
      const answer = await outcome(() =>
        requireAdmin(request, contextFor(services, undefined, { dataRequest: true })),
      );
      expect(answer.location, asked).toBe(`/admin/auth?redirectTo=${encodeURIComponent(page)}`);
    }
  });
});

describe("a session that expired while idle", () => {
  it("is announced on sign-in even when the stored pages' check saw it first", async () => {
    const person = await signedInUser(services);
    await database.db
      .update(sessions)
      .set({
        lastActiveAt: sql`now() - make_interval(secs => ${services.env.sessions.customerIdleSeconds + 60})`,
      })
      .where(eq(sessions.userId, person.id));
    // The store in front of /dashboard asks first: no stored page, and the session is left as it is.
    const key = await storedPageKey(
      services,
      new Request(new URL("/dashboard", TEST_ORIGIN), { headers: { Cookie: person.cookie } }),
      "203.0.113.7",
    );
    expect(key).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(1);
    // The page rendered next finds it over, ends it, and says so.
    const page = await runRoutes(services, "/dashboard", { user: person });
    expect(page.location).toBe("/auth?redirectTo=%2Fdashboard&expired=1");
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
  });
});
