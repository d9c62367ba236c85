import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositChangesView } from "#app/domain/bank-account/deposit-changes-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { dedicatedAccounts } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The deposits page's route (issue 44): a GET previews (never writes), refusals under their
// fields; only the owner reads it (404 for another customer); the confirmation posts the same
// values and the schedule's version, a stale version answers 409, a fresh one changes and redirects.

let database: Database;
let services: Services;
let customer: SignedInUser;
let stranger: SignedInUser;
let enrolled: EnrolledCustomer;
const clock = new TestClock("2027-03-04T17:00:00Z");
const ROUTE = "routes/dashboard/deposit-changes";

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  stranger = await signedInUser(services);
  const admin = await lifecycleAdmin(database.db);
  enrolled = await insertEnrolledCustomer(database.db, admin, {
    now: new Date("2026-12-01T15:00:00Z"),
    firstDepositDate: "2027-03-22",
    owner: customer,
  });
});
afterAll(() => database.close());

const path = () => `/dashboard/program/deposits/${enrolled.accountId}`;

async function view(query: string, user = customer) {
  const result = await runRoutes(services, `${path()}${query}`, { user });
  return {
    status: result.status,
    view: (result.data[ROUTE] as { view?: DepositChangesView } | undefined)?.view,
  };
}

const draftDay = async () =>
  (
    await database.db
      .select({ draftDay: dedicatedAccounts.draftDay })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, enrolled.accountId))
  )[0]?.draftDay;

describe("/dashboard/program/deposits/:accountId", () => {
  it("previews a change without writing it, and says a refusal under its field", async () => {
    const page = await view("?change=move-draft-day&day=15");
    expect(page.status).toBe(200);
    expect(page.view?.preview?.sentence).toBe(
      "Your deposits will be drawn on the 15th of each month, from Mar 15, 2027.",
    );
    expect(page.view?.preview?.fields).toEqual({ change: "move-draft-day", day: "15" });
    expect(await draftDay()).toBeNull();
    const refused = await view("?change=extra&onDay=2027-03-10&amount=ten");
    expect(refused.view?.refusal).toEqual({
      field: "amount",
      message: "Enter an amount between $25.00 and $10,000.00.",
    });
    expect(refused.view?.preview).toBeNull();
  });

  it("does not exist for another customer", async () => {
    expect((await view("", stranger)).status).toBe(404);
    const posted = await postRoute(
      services,
      path(),
      { intent: "change-deposits", change: "move-draft-day", day: "15" },
      { user: stranger },
    );
    expect(posted.status).toBe(404);
  });

  it("confirms on the version previewed: a stale one answers 409, a fresh one changes and redirects", async () => {
    const stale = await postRoute(
      services,
      path(),
      { intent: "change-deposits", change: "move-draft-day", day: "15", scheduleVersion: "0".repeat(32) },
      { user: customer },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      ok: false,
      formMessage: "Your schedule changed since you looked: check the new effect and confirm again.",
    });
    expect(await draftDay()).toBeNull();
    const page = await view("?change=move-draft-day&day=15");
    const done = await postRoute(
      services,
      path(),
      {
        intent: "change-deposits",
        ...page.view?.preview?.fields,
        scheduleVersion: page.view?.scheduleVersion ?? "",
      },
      { user: customer },
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${path()}?changed=move-draft-day`);
    expect(await draftDay()).toBe(15);
  });
});
