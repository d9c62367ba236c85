import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { rescheduleDeposits, setSettlementOrder } from "#app/server/models/ledger/schedule.server.ts";
import { auditLog, dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import { FIXTURE_ENV, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// An admin's changes to an enrolled customer's schedule and order (issue 23): a new monthly
// deposit replaces the future rows only (the cleared past stays as it happened), audited; the
// order of the debts must name exactly the account's debts.

let database: Database;
let admin: { id: string; email: string };
const NOW = new Date("2027-02-01T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const rows = (accountId: string) =>
  database.db
    .select({
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      status: scheduledDeposits.status,
    })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, accountId))
    .orderBy(scheduledDeposits.dueOn);

describe("an admin's changes to the schedule and the order", () => {
  it("replaces future deposits only, audited, and refuses to rewrite the past", async () => {
    const customer = await insertEnrolledCustomer(database.db, admin, {
      now: NOW,
      firstDepositDate: "2027-01-15",
    });
    const [first] = await rows(customer.accountId);
    if (!first) throw new Error("no deposit");
    const [cleared] = await database.db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(
        and(eq(scheduledDeposits.accountId, customer.accountId), eq(scheduledDeposits.dueOn, "2027-01-15")),
      );
    await applyProcessorEvent(
      database.db,
      { id: "clear-jan", type: "deposit.cleared", created: 1, data: { depositId: cleared?.id ?? "" } },
      { now: NOW, env: FIXTURE_ENV },
    );
    const past = await rescheduleDeposits(database.db, admin, {
      accountId: customer.accountId,
      monthlyDepositCents: 1n,
      from: "2027-01-31",
      today: "2027-02-01",
      now: new Date("2027-02-01T15:00:00Z"),
    });
    expect(past).toEqual({ kind: "in-the-past" });
    const changed = await rescheduleDeposits(database.db, admin, {
      accountId: customer.accountId,
      monthlyDepositCents: 45_000n,
      from: "2027-03-01",
      today: "2027-02-01",
      now: new Date("2027-02-01T15:00:00Z"),
    });
    // The admin is told what is left at the new amount once the schedule follows the projection
    // (March to June, below), not the 34 rows first replaced.
    expect(changed).toEqual({ kind: "changed", replaced: 4 });
    // Then the schedule follows the projection (issue 43): the debts need $1,762.80, and with
    // $49 in January and February and $450 from March the balance reaches it in June 2027, so no
    // deposit is drawn after June.
    const after = await rows(customer.accountId);
    expect(after).toHaveLength(6);
    expect(after[0]).toEqual({ dueOn: "2027-01-15", amountCents: first.amountCents, status: "cleared" });
    // Feb 15, 2027 is Washington's Birthday: drawn the next business day.
    expect(after[1]).toEqual({ dueOn: "2027-02-16", amountCents: first.amountCents, status: "scheduled" });
    expect(after[2]).toEqual({ dueOn: "2027-03-15", amountCents: 45_000n, status: "scheduled" });
    expect(after.at(-1)).toEqual({ dueOn: "2027-06-15", amountCents: 45_000n, status: "scheduled" });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, customer.accountId))
      .orderBy(auditLog.createdAt);
    expect(audits.map((row) => row.action)).toEqual(["deposits_rescheduled", "schedule_followed"]);
    expect(audits[1]?.after).toMatchObject({
      lastDueOn: "2027-06-15",
      throughMonth: "2027-06",
      cancelled: 30,
    });
  });

  it("sets the order of the debts only when it names exactly the account's debts", async () => {
    const customer = await insertEnrolledCustomer(database.db, admin, { now: NOW, debts: 3 });
    const [a, b, c] = customer.debtIds as [string, string, string];
    const set = (order: string[]) =>
      setSettlementOrder(database.db, admin, { accountId: customer.accountId, order, now: new Date() });
    expect(await set([a, b])).toEqual({ kind: "invalid" });
    expect(await set([a, a, b])).toEqual({ kind: "invalid" });
    expect(await set([a, b, crypto.randomUUID()])).toEqual({ kind: "invalid" });
    expect(await set([c, a, b])).toEqual({ kind: "changed" });
    const [account] = await database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(account?.settlementOrder).toEqual([c, a, b]);
    expect(
      await setSettlementOrder(database.db, admin, {
        accountId: crypto.randomUUID(),
        order: [],
        now: new Date(),
      }),
    ).toEqual({ kind: "not-found" });
  });
});
