import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MoneyReply } from "#app/domain/admin/money.ts";
import { SCHEDULE_MESSAGES as S } from "#app/domain/admin/money-schedule.ts";
import type { AccountDetailView } from "#app/domain/admin/money-views.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { auditLog, dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { enrollWithDeposits, leaveAt, type MoneyCustomer } from "#tests/support/money-fixtures.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// An admin's changes to an account's program on /admin/money/:accountId (issue 23), through the
// routes as React Router runs them: a new monthly deposit replaces the deposits still scheduled
// from a day on (today at the earliest; the past and the cleared stay), bad input refused next to
// its fields; a debt moved up one place in the settlement order (the first, a settled one or one
// of another account refused); nothing for a closed account, and nothing for a customer.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
// Wednesday Jan 20, 2027: Dec 15 cleared, Jan 15 still scheduled (late), Feb 15 on to come.
const clock = new TestClock("2027-01-20T17:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let active: MoneyCustomer;
let other: MoneyCustomer;
let leaver: MoneyCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  const enroll = (openedAt: string) =>
    enrollWithDeposits(database.db, { openedAt, cleared: 1, now: clock.now(), debts: 3 });
  active = await enroll("2026-12-01T17:00:00Z");
  other = await enroll("2026-12-02T17:00:00Z");
  leaver = await enroll("2026-12-03T17:00:00Z");
  await leaveAt(database.db, leaver, "2027-01-19T17:00:00Z");
});
afterAll(() => database.close());

const path = (enrolled: MoneyCustomer | string) =>
  `/admin/money/${typeof enrolled === "string" ? enrolled : enrolled.accountId}`;

async function accountView(enrolled: MoneyCustomer) {
  const result = await runRoutes(services, path(enrolled), { user: admin });
  return result.data["routes/admin/money-account"] as AccountDetailView;
}

async function post(to: MoneyCustomer | string, fields: Record<string, string>, user = admin) {
  const answer = await postRoute(services, path(to), fields, { user });
  return { ...answer, body: answer.body as MoneyReply | undefined };
}

const reschedule = (to: MoneyCustomer | string, monthlyDeposit: string, from: string, user = admin) =>
  post(to, { intent: "reschedule-deposits", monthlyDeposit, from }, user);
const moveUp = (to: MoneyCustomer | string, debtId: string, user = admin) =>
  post(to, { intent: "settlement-order", debtId }, user);

const depositsOf = (enrolled: MoneyCustomer) =>
  database.db
    .select({
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      status: scheduledDeposits.status,
    })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, enrolled.accountId))
    .orderBy(scheduledDeposits.dueOn);
const storedOrder = async (enrolled: MoneyCustomer) =>
  (
    await database.db
      .select({ order: dedicatedAccounts.settlementOrder })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, enrolled.accountId))
  )[0]?.order;
const auditRows = (enrolled: MoneyCustomer, action: "deposits_rescheduled" | "settlement_order_changed") =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, enrolled.accountId), eq(auditLog.action, action)));
const creditors = async (enrolled: MoneyCustomer) =>
  (await accountView(enrolled)).settlement.map((row) => row.creditor);

describe("Change monthly deposit", () => {
  it("replaces the deposits still scheduled from the day on, audited; the past stays", async () => {
    const before = await depositsOf(active);
    const future = before.filter((row) => row.status === "scheduled" && row.dueOn >= "2027-01-20");
    expect(future.length).toBeGreaterThan(1);
    const answer = await reschedule(active, "$1,312.50", "2027-01-20");
    const after = await depositsOf(active);
    // A higher deposit ends the program sooner: the schedule follows it (issue 43), keeping the
    // same days up to the new end and dropping the rest, and the admin is told what is left.
    const kept = after.filter((row) => row.status === "scheduled" && row.dueOn >= "2027-01-20");
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(future.length);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        intent: "reschedule-deposits",
        ok: true,
        message: `Deposits rescheduled: ${kept.length} future deposit${kept.length === 1 ? "" : "s"} now $1,312.50.`,
      },
    });
    expect(after.map((row) => row.dueOn)).toEqual(before.slice(0, after.length).map((row) => row.dueOn));
    for (const row of after) {
      const was = before.find((old) => old.dueOn === row.dueOn);
      const replaced = row.status === "scheduled" && row.dueOn >= "2027-01-20";
      expect(row.amountCents, row.dueOn).toBe(replaced ? 131_250n : was?.amountCents);
    }
    // Dec 15 cleared and Jan 15 (scheduled, but before the day) kept their amounts.
    expect(after.slice(0, 2).map((row) => row.status)).toEqual(["cleared", "scheduled"]);
    const [audit] = await auditRows(active, "deposits_rescheduled");
    expect(audit).toMatchObject({ actorId: admin.id, targetType: "dedicated_account" });
    expect(audit?.after).toMatchObject({ from: "2027-01-20", monthlyDepositCents: "131250" });
  });

  it("refuses bad input next to its fields and a day before today, writing nothing", async () => {
    const before = await depositsOf(active);
    const audits = (await auditRows(active, "deposits_rescheduled")).length;
    const bad = await reschedule(active, "abc", "2027-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      message: S.rescheduleRefused,
      fieldErrors: { monthlyDeposit: S.depositInvalid, from: S.fromInvalid },
      values: { monthlyDeposit: "abc", from: "2027-02-30" },
    });
    for (const [amount, message] of [
      ["", S.depositRequired],
      ["0", S.depositNotPositive],
      ["-25", S.depositNotPositive],
      ["100000.01", S.depositTooLarge],
    ]) {
      const refused = await reschedule(active, amount ?? "", "2027-03-01");
      expect([refused.status, refused.body?.fieldErrors], amount).toEqual([400, { monthlyDeposit: message }]);
    }
    const past = await reschedule(active, "200", "2027-01-19");
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      ok: false,
      fieldErrors: { from: S.fromInPast },
      values: { monthlyDeposit: "200", from: "2027-01-19" },
    });
    expect(await depositsOf(active)).toEqual(before);
    expect(await auditRows(active, "deposits_rescheduled")).toHaveLength(audits);
  });

  it("refuses a closed account and an unknown one", async () => {
    const before = await depositsOf(leaver);
    const closed = await reschedule(leaver, "200", "2027-03-01");
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ ok: false, formMessage: S.accountClosed });
    expect(await depositsOf(leaver)).toEqual(before);
    expect(await auditRows(leaver, "deposits_rescheduled")).toEqual([]);
    expect((await reschedule(UNKNOWN, "200", "2027-03-01")).status).toBe(404);
  });
});

describe("Settlement order", () => {
  it("lists the debts smallest first, and moves one up a place, audited", async () => {
    expect(await creditors(active)).toEqual(["Creditor 1", "Creditor 2", "Creditor 3"]);
    const [first, second, third] = active.debtIds as [string, string, string];
    const answer = await moveUp(active, third);
    expect(answer).toMatchObject({
      status: 200,
      body: { intent: "settlement-order", ok: true, message: S.orderSaved },
    });
    expect(await storedOrder(active)).toEqual([first, third, second]);
    expect(await creditors(active)).toEqual(["Creditor 1", "Creditor 3", "Creditor 2"]);
    expect((await accountView(active)).settlement[1]).toMatchObject({
      id: third,
      position: 2,
      balance: "$3,000.25",
    });
    expect((await moveUp(active, third.toUpperCase())).status).toBe(200);
    expect(await creditors(active)).toEqual(["Creditor 3", "Creditor 1", "Creditor 2"]);
    const audits = await auditRows(active, "settlement_order_changed");
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: admin.id, targetType: "dedicated_account" });
  });

  it("refuses the first debt, another account's debt and a malformed id, changing nothing", async () => {
    const order = await storedOrder(active);
    const audits = (await auditRows(active, "settlement_order_changed")).length;
    const firstId = (await accountView(active)).settlement[0]?.id ?? "";
    const first = await moveUp(active, firstId);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ ok: false, message: S.orderRefused, formMessage: S.alreadyFirst });
    const foreign = await moveUp(active, other.debtIds[1] ?? "");
    expect(foreign.status).toBe(409);
    expect(foreign.body).toMatchObject({ ok: false, formMessage: S.notThisAccount });
    const malformed = await moveUp(active, "not-an-id");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ ok: false, formMessage: S.debtRequired });
    expect(await storedOrder(active)).toEqual(order);
    expect(await storedOrder(other)).toBeNull();
    expect(await auditRows(active, "settlement_order_changed")).toHaveLength(audits);
  });

  it("refuses a closed account and an unknown one", async () => {
    const closed = await moveUp(leaver, leaver.debtIds[1] ?? "");
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ ok: false, formMessage: S.accountClosed });
    expect(await storedOrder(leaver)).toBeNull();
    expect((await moveUp(UNKNOWN, active.debtIds[1] ?? "")).status).toBe(404);
  });
});

describe("who may change the program", () => {
  it("sends a customer away, changing nothing", async () => {
    const deposits = await depositsOf(other);
    const page = await runRoutes(services, path(other), { user: customer });
    expect([page.status, page.location]).toEqual([302, "/"]);
    const changed = await reschedule(other, "1", "2027-03-01", customer);
    expect([changed.status, changed.location]).toEqual([302, "/"]);
    const moved = await moveUp(other, other.debtIds[2] ?? "", customer);
    expect([moved.status, moved.location]).toEqual([302, "/"]);
    expect(await depositsOf(other)).toEqual(deposits);
    expect(await storedOrder(other)).toBeNull();
  });
});
