import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { moveRefund } from "#app/server/models/ledger/refunds.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import {
  applications,
  auditLog,
  dedicatedAccounts,
  emailOutbox,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The simulated processor clears each deposit on its day as the test clock moves (once, whichever
// run takes it), and a customer who leaves gets every future deposit canceled, a refund of the
// balance due in 7 business days, an application that reads "cancelled", and an e-mail at each
// step as admins mark the refund sent and completed (issue 23).

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const simulate = () =>
  runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 60 });

async function statuses(accountId: string) {
  const rows = await database.db
    .select({ status: scheduledDeposits.status })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, accountId))
    .orderBy(scheduledDeposits.dueOn);
  return rows.map((row) => row.status);
}

async function balance(accountId: string) {
  const [row] = await database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.id, accountId));
  return row?.balanceCents;
}

describe("deposits on their day, and leaving the program", () => {
  it("clears each deposit on its day as the clock moves, once, and leaves later ones scheduled", async () => {
    const customer = await insertEnrolledCustomer(database.db, admin, {
      now: clock.now(),
      firstDepositDate: "2026-12-04",
    });
    expect((await simulate()).ran).toBe(true);
    expect((await statuses(customer.accountId)).slice(0, 2)).toEqual(["scheduled", "scheduled"]);
    clock.set("2026-12-04T15:00:00Z");
    // Within the interval, a second look (another node) does not run at all.
    const first = await simulate();
    expect(first).toMatchObject({ ran: true, cleared: 1 });
    expect(await simulate()).toEqual({ ran: false });
    clock.set("2027-01-04T16:00:00Z");
    expect(await simulate()).toMatchObject({ ran: true, cleared: 1 });
    clock.advance({ minutes: 5 });
    expect(await simulate()).toMatchObject({ ran: true, cleared: 0 });
    expect((await statuses(customer.accountId)).slice(0, 3)).toEqual(["cleared", "cleared", "scheduled"]);
    const [deposit] = await database.db
      .select({ amount: scheduledDeposits.amountCents })
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, customer.accountId))
      .limit(1);
    expect(await balance(customer.accountId)).toBe((deposit?.amount ?? 0n) * 2n);
  });

  it("lets the owner leave: deposits canceled, the balance refunded by its due day, the application cancelled", async () => {
    clock.set("2027-01-05T15:00:00Z");
    const customer = await insertEnrolledCustomer(database.db, admin, {
      now: clock.now(),
      firstDepositDate: "2027-01-05",
    });
    clock.advance({ hours: 1 });
    await simulate();
    const held = await balance(customer.accountId);
    expect(held).toBeGreaterThan(0n);
    // Another customer, or an admin, cannot make this customer leave.
    const stranger = { id: crypto.randomUUID(), email: "someone@test.example", role: "customer" as const };
    expect(
      await leaveProgram(database.db, {
        accountId: customer.accountId,
        caller: stranger,
        env: FIXTURE_ENV,
        now: clock.now(),
      }),
    ).toEqual({ kind: "not-found" });
    expect(
      (
        await leaveProgram(database.db, {
          accountId: customer.accountId,
          caller: admin,
          env: FIXTURE_ENV,
          now: clock.now(),
        })
      ).kind,
    ).toBe("refused");

    // Tuesday Jan 5, 2027 + 7 business days (no holiday until MLK Day, Jan 18) = Thursday Jan 14.
    const left = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller: customer.owner,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(left).toEqual({ kind: "left", refundCents: held, dueOn: "2027-01-14" });
    expect(await balance(customer.accountId)).toBe(0n);
    expect(new Set((await statuses(customer.accountId)).slice(1))).toEqual(new Set(["cancelled"]));
    const [application] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, customer.applicationId));
    expect(application?.status).toBe("cancelled");
    const [refundEntry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, customer.accountId), eq(ledgerEntries.kind, "refund")));
    expect(refundEntry?.amountCents).toBe(-(held ?? 0n));
    // Leaving twice is refused with what happened; no deposit clears on a closed account.
    const again = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller: customer.owner,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(again).toEqual({ kind: "refused", reason: "This program has already ended." });
    clock.set("2027-02-06T15:00:00Z");
    await simulate();
    expect(await balance(customer.accountId)).toBe(0n);

    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    if (!refund) throw new Error("no refund");
    expect(refund).toMatchObject({ state: "requested", amountCents: held, dueOn: "2027-01-14" });
    expect(
      (
        await moveRefund(database.db, {
          refundId: refund.id,
          action: "mark-completed",
          caller: admin,
          env: FIXTURE_ENV,
          now: clock.now(),
        })
      ).kind,
    ).toBe("refused");
    expect(
      await moveRefund(database.db, {
        refundId: refund.id,
        action: "mark-sent",
        caller: customer.owner,
        env: FIXTURE_ENV,
        now: clock.now(),
      }),
    ).toEqual({ kind: "not-found" });
    expect(
      await moveRefund(database.db, {
        refundId: refund.id,
        action: "mark-sent",
        caller: admin,
        env: FIXTURE_ENV,
        now: clock.now(),
      }),
    ).toEqual({ kind: "changed", state: "sent" });
    expect(
      await moveRefund(database.db, {
        refundId: refund.id,
        action: "mark-completed",
        caller: admin,
        env: FIXTURE_ENV,
        now: clock.now(),
      }),
    ).toEqual({ kind: "changed", state: "completed" });

    const mails = await database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.owner.email));
    expect(
      mails
        .map((mail) => mail.kind)
        .filter((kind) => kind.startsWith("refund"))
        .sort(),
    ).toEqual(["refund-completed", "refund-requested", "refund-sent"]);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, refund.id));
    expect(audits.map((row) => row.action)).toEqual(["refund_issued", "refund_completed"]);
  });
});
