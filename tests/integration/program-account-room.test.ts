import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { refunds, scheduledDeposits } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { loadDashboard, postDashboard } from "#tests/support/dashboard-route.ts";
import {
  type EnrolledCustomer,
  FIXTURE_ENV,
  insertEnrolledCustomer,
} from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// My Program with a dedicated account (issue 23), through the route as React Router runs it: the
// balance, the next deposit, the month per debt and the chart's months for its owner only; the
// returned deposit said; leaving by the room's form, refused for another customer's account.

let database: Database;
let services: Services;
let customer: SignedInUser;
let stranger: SignedInUser;
let enrolled: EnrolledCustomer;
const clock = new TestClock("2027-01-20T17:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  stranger = await signedInUser(services);
  const admin = await lifecycleAdmin(database.db);
  enrolled = await insertEnrolledCustomer(database.db, admin, {
    now: new Date("2026-12-01T17:00:00Z"),
    firstDepositDate: "2026-12-15",
    owner: customer,
  });
  const deposits = await database.db
    .select()
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, enrolled.accountId))
    .orderBy(scheduledDeposits.dueOn)
    .limit(2);
  for (const deposit of deposits) {
    await applyProcessorEvent(
      database.db,
      { id: `clear-${deposit.id}`, type: "deposit.cleared", created: 1, data: { depositId: deposit.id } },
      { now: clock.now(), env: FIXTURE_ENV },
    );
  }
  const second = deposits[1];
  if (!second) throw new Error("no second deposit");
  await applyProcessorEvent(
    database.db,
    {
      id: `return-${second.id}`,
      type: "deposit.returned",
      created: 1,
      data: { depositId: second.id, reason: "insufficient_funds" },
    },
    { now: clock.now(), env: FIXTURE_ENV },
  );
});
afterAll(() => database.close());

async function program(user: SignedInUser) {
  const page = await loadDashboard<{ program: Loaded<ProgramRoomData> }>(services, "/dashboard/program", {
    user,
  });
  const loaded = page.body?.program;
  if (!loaded?.ok) throw new Error("My Program did not load");
  return loaded.value;
}

describe("My Program's dedicated account", () => {
  it("shows its owner the balance, the deposits, a month per debt and the chart's months", async () => {
    const [account, ...others] = (await program(customer)).accounts;
    expect(others).toEqual([]);
    if (!account) throw new Error("no account shown");
    expect(account.open).toBe(true);
    expect(account.depositsMade.count).toBe(1);
    expect(account.depositsMissed.count).toBe(1);
    // Feb 15, 2027 is Washington's Birthday: the deposit is drawn the next business day (issue 43).
    expect(account.nextDeposit?.date).toBe("Feb 16, 2027");
    expect(account.returned[0]).toMatchObject({ date: "Jan 15, 2027", reason: "Insufficient funds" });
    expect(account.debts.map((debt) => debt.creditor)).toEqual(["Creditor 1", "Creditor 2"]);
    // The plan's deposit just covers both debts over its term: with one deposit missed, the
    // larger debt is no longer covered, and the page says so rather than promise a month.
    expect(account.debts[0]?.expectedMonth).toMatch(/^[A-Z][a-z]+ \d{4} \(estimate\)$/);
    expect(account.debts[1]?.expectedMonth).toBe("Not covered by the deposits to come");
    expect(account.endMonth).toBe("Not covered by the deposits to come");
    expect(account.chart.points[0]).toMatchObject({ month: "2026-12", projected: false });
    expect(account.chart.points.find((point) => point.month === "2027-01")?.projected).toBe(false);
    expect(account.chart.points.find((point) => point.month === "2027-02")?.projected).toBe(true);
    expect(account.chart.markers.map((marker) => marker.creditor)).toEqual(["Creditor 1"]);
  });

  it("shows another customer nothing of it, and refuses their attempt to end it", async () => {
    expect((await program(stranger)).accounts).toEqual([]);
    const refused = await postDashboard(
      services,
      "/dashboard/program",
      { intent: "leave-program", accountId: enrolled.accountId },
      { user: stranger },
    );
    expect(refused.status).toBe(404);
    expect((await program(customer)).accounts[0]?.open).toBe(true);
  });

  it("lets its owner leave, then shows the refund, its due day and its state", async () => {
    const left = await postDashboard(
      services,
      "/dashboard/program",
      { intent: "leave-program", accountId: enrolled.accountId },
      { user: customer },
    );
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({
      ok: true,
      message: "You have left the program. Your refund is requested.",
    });
    const [account] = (await program(customer)).accounts;
    // Wednesday Jan 20, 2027 + 7 business days = Friday Jan 29.
    expect(account?.refund).toMatchObject({
      dueOn: "Jan 29, 2027",
      state: "requested",
      stateLabel: "Requested",
    });
    expect(account?.open).toBe(false);
    expect(account?.nextDeposit).toBeNull();
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, enrolled.accountId));
    // The balance: the first deposit (the second came back).
    const [first] = await database.db
      .select()
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, enrolled.accountId))
      .orderBy(scheduledDeposits.dueOn)
      .limit(1);
    expect(refund?.amountCents).toBe(first?.amountCents);
  });
});
