import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_WORDS, type DemoActionData } from "#app/domain/demo/demo-clock.ts";
import { loader as layoutLoader } from "#app/routes/admin/admin-layout.tsx";
import { action, loader } from "#app/routes/admin/demo.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { DemoClock } from "#app/server/demo-clock.server.ts";
import { auditLog } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /admin/demo (issue 45, docs/decisions/0069): outside the demonstration it does not exist (404
// for an admin's page and post alike; the authorization matrix checks the same on the e2e
// server); in it, an admin sees where the clock is and moves it ahead, on record, and every admin
// page carries the banner. Visitors and customers never reach it.

let database: Database;
let plain: Services;
let demo: Services;
let demoClock: DemoClock;
let admin: SignedInUser;
let customer: SignedInUser;
const real = new TestClock("2027-03-01T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  plain = createTestServices(database, {}, real);
  demoClock = await DemoClock.start(database, real);
  demo = { ...createTestServices(database, {}, demoClock, real), demo: demoClock };
  admin = await signedInAdmin(plain);
  customer = await signedInUser(plain);
});
afterAll(async () => {
  await demoClock.stop();
  await database.close();
});

const get = (user?: SignedInUser) =>
  new Request(new URL("/admin/demo", TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
const post = (user: SignedInUser | undefined, days: string) =>
  formRequest("/admin/demo", { intent: "advance", days }, user ? { Cookie: user.cookie } : {});

describe("/admin/demo", () => {
  it("is not found outside the demonstration, for an admin's page and post alike", async () => {
    expect(
      (await outcome(() => loader({ request: get(admin), context: contextFor(plain), params: {} } as never)))
        .status,
    ).toBe(404);
    expect(
      (
        await outcome(() =>
          action({ request: post(admin, "30"), context: contextFor(plain), params: {} } as never),
        )
      ).status,
    ).toBe(404);
    const layout = (await layoutLoader({
      request: get(admin),
      context: contextFor(plain),
      params: {},
    } as never)) as {
      demo: unknown;
    };
    expect(layout.demo).toBeNull();
  });

  it("is refused to visitors and customers, even in the demonstration", async () => {
    const visitor = await outcome(() =>
      action({ request: post(undefined, "1"), context: contextFor(demo), params: {} } as never),
    );
    expect(visitor.location).toMatch(/^\/admin\/auth/);
    const asCustomer = await outcome(() =>
      action({ request: post(customer, "1"), context: contextFor(demo), params: {} } as never),
    );
    expect(asCustomer.location).toBe("/");
    expect(demoClock.offsetMs()).toBe(0);
  });

  it("in the demonstration, shows the clock and moves it a week ahead, on record, with the banner on every admin page", async () => {
    const page = await outcome<{ status: { day: string; aheadDays: number } }>(() =>
      loader({ request: get(admin), context: contextFor(demo), params: {} } as never),
    );
    expect(page.body?.status).toEqual({ day: "Mar 1, 2027", aheadDays: 0 });
    const refused = await outcome(() =>
      action({ request: post(admin, "2"), context: contextFor(demo), params: {} } as never),
    );
    expect(refused.status).toBe(400);
    const moved = await outcome<DemoActionData>(() =>
      action({ request: post(admin, "7"), context: contextFor(demo), params: {} } as never),
    );
    expect(moved.body).toMatchObject({ ok: true, message: expect.stringMatching(/^7 days passed: /) });
    expect(demoClock.aheadDays()).toBe(7);
    const layout = (await layoutLoader({
      request: get(admin),
      context: contextFor(demo),
      params: {},
    } as never)) as {
      demo: { day: string; aheadDays: number };
    };
    expect(layout.demo).toEqual({ day: "Mar 8, 2027", aheadDays: 7 });
    expect(DEMO_WORDS.banner(layout.demo)).toContain("Mar 8, 2027, 7 days ahead of real time");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "demo_clock_advanced"));
    expect(audit?.actorId).toBe(admin.id);
    expect(audit?.after).toMatchObject({ fromDay: "2027-03-01", toDay: "2027-03-08", days: 7 });
  });
});
