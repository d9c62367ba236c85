import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_MESSAGES } from "#app/domain/two-factor.ts";
import { loader as layoutLoader } from "#app/routes/admin/admin-layout.tsx";
import { loader as eventsLoader } from "#app/routes/admin/applications-events.ts";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { storedPageKey } from "#app/routes/stored-pages.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { requireAdmin, TWO_FACTOR_SETUP_PATH } from "#app/server/guards.server.ts";
import { users } from "#db/schema.ts";
import {
  PASSWORD,
  type SignedInUser,
  signedInAdmin,
  signedInUser,
} from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// ADMIN_TWO_FACTOR=required (decisions.md: "a setting can make enrollment mandatory for all
// admins"; docs/decisions/0039): an admin without two-factor sign-in reaches Settings only,
// from every other admin page, data request and action, until it is on; once on, it cannot be
// turned off. The default, offered, only asks.

let database: Database;
let required: Services;
let offered: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  required = createTestServices(database, { ADMIN_TWO_FACTOR: "required" });
  offered = createTestServices(database);
});
afterAll(() => database.close());

function asAdmin(services: Services, admin: SignedInUser, path: string) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: { Cookie: admin.cookie } });
  return outcome(() => requireAdmin(request, contextFor(services)));
}

const setTwoFactor = (id: string, on: boolean) =>
  database.db.update(users).set({ twoFactorEnabled: on }).where(eq(users.id, id));

describe("two-factor sign-in required for admins", () => {
  it("sends an admin without it to Settings from every other admin page and data request", async () => {
    const admin = await signedInAdmin(required);
    for (const path of [
      "/admin/dashboard",
      "/admin/applications",
      "/admin/applications.data",
      "/admin/users/export",
    ]) {
      const answer = await asAdmin(required, admin, path);
      expect(answer.location, path).toBe(TWO_FACTOR_SETUP_PATH);
    }
    // The live stream, outside the layout, refuses too.
    const stream = await eventsLoader({
      request: new Request(new URL("/admin/applications/events", TEST_ORIGIN), {
        headers: { Cookie: admin.cookie },
      }),
      context: contextFor(required),
      params: {},
    } as never);
    expect(stream.status).toBe(403);
    expect((await asAdmin(required, admin, "/admin/settings")).status).toBe(200);
    expect((await asAdmin(required, admin, "/admin/settings.data")).status).toBe(200);
    // Settings says why.
    const request = new Request(new URL("/admin/settings", TEST_ORIGIN), {
      headers: { Cookie: admin.cookie },
    });
    const layout = await outcome<{ twoFactorEnabled: boolean; twoFactorRequired: boolean }>(() =>
      layoutLoader({ request, context: contextFor(required), params: {} } as never),
    );
    expect(layout.body).toEqual({
      demo: null,
      twoFactorEnabled: false,
      twoFactorRequired: true,
      messagesUnread: 0,
    });
    // No stored admin list is looked up for them either (decision 37's store asks the same rule).
    const listRequest = new Request(new URL("/admin/applications", TEST_ORIGIN), {
      headers: { Cookie: admin.cookie },
    });
    expect(await storedPageKey(required, listRequest, "127.0.0.1")).toBeNull();
    expect(await storedPageKey(offered, listRequest, "127.0.0.1")).not.toBeNull();
  });

  it("lets an admin with it everywhere, and refuses to turn it off", async () => {
    const admin = await signedInAdmin(required);
    await setTwoFactor(admin.id, true);
    expect((await asAdmin(required, admin, "/admin/applications")).status).toBe(200);
    const refused = await outcome<{ ok: boolean; message: string }>(() =>
      settingsAction({
        request: formRequest(
          "/admin/settings",
          { intent: "two-factor-disable", password: PASSWORD },
          { Cookie: admin.cookie },
        ),
        context: contextFor(required),
        params: {},
      } as never),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.requiredCannotDisable });
    const [row] = await database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row?.on).toBe(true);
  });

  it("only asks when offered (the default)", async () => {
    const admin = await signedInAdmin(offered);
    expect((await asAdmin(offered, admin, "/admin/applications")).status).toBe(200);
  });

  it("leaves customers and visitors as before", async () => {
    const customer = await signedInUser(required);
    expect((await asAdmin(required, customer, "/admin/applications")).location).toBe("/");
    const visitor = await outcome(() =>
      requireAdmin(new Request(new URL("/admin/applications", TEST_ORIGIN)), contextFor(required)),
    );
    expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fapplications");
  });
});
