import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { advanceDemoClock, DAY_MS } from "#app/server/demo/advance.server.ts";
import { DemoClock, moveDemoOffset, readDemoOffset } from "#app/server/demo-clock.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import {
  auditLog,
  demoClock,
  processorEvents,
  refunds,
  scheduledDeposits,
  settlementOffers,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The demonstration's clock (issue 45, docs/decisions/0069), on the embedded database and on
// PostgreSQL: the stored offset is never negative and never moves back (the app and the
// database both refuse); another reader of the same database (on PostgreSQL another node, with
// its own pool and listener) sees the same "now"; advancing runs each day's jobs once, day by
// day (a deposit clears on its day, an offer expires after its last day), with one audit row;
// two advances at once take turns.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const real = new TestClock("2026-11-20T15:00:00Z");
const env = { ...FIXTURE_ENV, processor: readEnv({ NODE_ENV: "test" }).processor };
const opened: { stop(): Promise<void> }[] = [];
const nodes: Database[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(async () => {
  for (const clock of opened) await clock.stop();
  await Promise.all(nodes.map((node) => node.close()));
  await database.close();
});

async function startClock(on: Database = database): Promise<DemoClock> {
  const clock = await DemoClock.start(on, real);
  opened.push(clock);
  return clock;
}

/** Another process's view of the same database: on PostgreSQL a node with its own pool and listener. */
async function anotherNode(): Promise<Database> {
  if (database.kind === "pglite") return database;
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${result.rows[0]?.name}`;
  const node = await openDatabase({ databaseUrl: url.toString(), rootDir: process.cwd(), poolSize: 2 });
  nodes.push(node);
  return node;
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out waiting");
}

describe("the demonstration's clock", () => {
  it("starts at the real time, and its offset never goes negative nor back", async () => {
    const clock = await startClock();
    expect(clock.now().toISOString()).toBe(real.now().toISOString());
    await expect(moveDemoOffset(database.db, -1)).rejects.toThrow(/≥ 0/);
    expect(await moveDemoOffset(database.db, 2 * DAY_MS)).toBe(2 * DAY_MS);
    // Moving back changes nothing…
    expect(await moveDemoOffset(database.db, DAY_MS)).toBe(2 * DAY_MS);
    // …and the database refuses it, or a negative offset, whoever writes.
    await expect(database.db.update(demoClock).set({ offsetMs: DAY_MS })).rejects.toThrow();
    await expect(database.db.update(demoClock).set({ offsetMs: -5 })).rejects.toThrow();
    expect(await readDemoOffset(database.db)).toBe(2 * DAY_MS);
    await until(() => clock.offsetMs() === 2 * DAY_MS);
    clock.follow(DAY_MS);
    expect(clock.offsetMs()).toBe(2 * DAY_MS);
  });

  it("another process on the same database sees the same now, at start and after a change", async () => {
    const here = await startClock();
    const there = await startClock(await anotherNode());
    expect(there.now().getTime()).toBe(here.now().getTime());
    const moved = (await readDemoOffset(database.db)) + 3 * DAY_MS;
    await moveDemoOffset(database.db, moved);
    await until(() => there.offsetMs() === moved && here.offsetMs() === moved);
    expect(there.now().getTime()).toBe(here.now().getTime());
  });

  it("advancing runs each day's jobs once: a deposit clears on its day, an offer expires after its last day", async () => {
    const clock = await startClock();
    const today = clock.now();
    const day = (days: number) => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: today,
      debts: 2,
      monthlyDepositCents: 50_000n,
      firstDepositDate: day(3),
    });
    const recorded = await recordOffer(database.db, {
      debtAccountId: customer.debtIds[0] ?? "",
      admin,
      offer: offer(60_000n, [[day(40), 60_000n]], day(5)),
      env: FIXTURE_ENV,
      now: today,
    });
    expect(recorded.kind).toBe("recorded");
    const deposits = () =>
      database.db
        .select({ dueOn: scheduledDeposits.dueOn, status: scheduledDeposits.status })
        .from(scheduledDeposits)
        .where(eq(scheduledDeposits.accountId, customer.accountId))
        .orderBy(scheduledDeposits.dueOn);
    const offerStatus = async () =>
      (
        await database.db
          .select({ status: settlementOffers.status })
          .from(settlementOffers)
          .where(eq(settlementOffers.accountId, customer.accountId))
      )[0]?.status;

    const first = await advanceDemoClock({ db: database.db, demo: clock, env, days: 2, admin });
    expect(first.kind).toBe("advanced");
    expect((await deposits())[0]?.status).toBe("scheduled");
    expect(await offerStatus()).toBe("awaiting_approval");

    const week = await advanceDemoClock({ db: database.db, demo: clock, env, days: 7, admin });
    if (week.kind !== "advanced") throw new Error("not advanced");
    expect(week.summary.days).toBe(7);
    expect(week.summary.depositsCleared).toBeGreaterThanOrEqual(1);
    expect(week.summary.offersExpired).toBe(1);
    // Due three days on (or the next business day), cleared on the days passed.
    const [cleared] = await deposits();
    expect(cleared?.status).toBe("cleared");
    expect(cleared && cleared.dueOn >= day(3) && cleared.dueOn <= day(9)).toBe(true);
    expect((await deposits())[1]?.status).toBe("scheduled");
    expect(await offerStatus()).toBe("expired");
    // Each deposit cleared once: one event each, under the simulator's id.
    const events = await database.db
      .select({ id: processorEvents.id })
      .from(processorEvents)
      .where(sql`${processorEvents.id} like ${"sim-%-cleared"}`);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    // The clock is 9 days ahead, and each advance left an audit row.
    expect(clock.now().getTime() - real.now().getTime()).toBeGreaterThanOrEqual(9 * DAY_MS);
    const audits = await database.db
      .select({ before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "demo_clock_advanced"), eq(auditLog.targetType, "demo_clock")));
    expect(audits).toHaveLength(2);
    expect(audits.every((row) => row.actorId === admin.id)).toBe(true);
  });

  it("in the demonstration, a leaving customer's refund is sent before its due day and completes two business days later", async () => {
    const clock = await startClock();
    const today = clock.now();
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: today,
      debts: 1,
      firstDepositDate: new Date(today.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
    });
    await advanceDemoClock({ db: database.db, demo: clock, env, days: 5, admin });
    const left = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller: customer.owner,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(left.kind).toBe("left");
    const state = async () =>
      (
        await database.db
          .select({ state: refunds.state, dueOn: refunds.dueOn })
          .from(refunds)
          .where(eq(refunds.accountId, customer.accountId))
      )[0];
    expect((await state())?.state).toBe("requested");
    // Due in 7 business days: sent on the fifth, completed two business days later.
    await advanceDemoClock({ db: database.db, demo: clock, env, days: 14, admin });
    expect((await state())?.state).toBe("completed");
    const steps = await database.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "refund")));
    expect(steps.map((row) => row.action)).toEqual(["refund_issued", "refund_completed"]);
    expect(new Set(steps.map((row) => row.actorEmail)).size).toBe(1);
  });

  it("two advances at once take turns: every day passes once", async () => {
    const clock = await startClock();
    const before = clock.offsetMs();
    const [a, b] = await Promise.all([
      advanceDemoClock({ db: database.db, demo: clock, env, days: 2, admin }),
      advanceDemoClock({ db: database.db, demo: clock, env, days: 2, admin }),
    ]);
    expect([a.kind, b.kind]).toEqual(["advanced", "advanced"]);
    expect(clock.offsetMs() - before).toBe(4 * DAY_MS);
  });
});
