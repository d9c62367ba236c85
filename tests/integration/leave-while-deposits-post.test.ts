import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { dedicatedAccounts, ledgerEntries, refunds, scheduledDeposits } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer } from "#tests/support/negotiation-fixtures.ts";
import { type ProcessorServer, startProcessorServer } from "#tests/support/processor-server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// "Leave the program" while the processor's events arrive (issue 41, item 4): on PostgreSQL a
// deposit event racing a leave took their locks in opposite orders and deadlocked (40P01, a 500),
// and a leave was refused while deposits posted. Now every transaction on an account's rows locks
// the account first, and one that still fails to serialize is tried again. 5 leaves, 10 deposits
// and 1 return at once: no 500, each event 200 or a documented refusal, one leave, one refund,
// and the balance is the sum of its entries.

let database: Database;
let server: ProcessorServer;
let customer: EnrolledCustomer;
const clock = new TestClock("2027-01-20T18:00:00Z");
const created = () => Math.floor(clock.now().getTime() / 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await lifecycleAdmin(database.db);
  customer = await insertNegotiatingCustomer(database.db, admin, {
    now: new Date("2026-12-01T15:00:00Z"),
    firstDepositDate: "2026-12-15",
    // $150 a month: the program needs 12 deposits, all scheduled (the schedule follows the
    // projection, issue 43: a larger deposit would schedule fewer than the race needs).
    monthlyDepositCents: 15_000n,
  });
  server = await startProcessorServer(database, clock);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const event = (id: string, type: string, data: Record<string, string>) =>
  JSON.stringify({ id, type, created: created(), data });

describe("leaving while deposits post", () => {
  it("answers every request, leaves once, refunds once and keeps the balance equal to its entries", async () => {
    const deposits = await database.db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, customer.accountId))
      .orderBy(asc(scheduledDeposits.dueOn));
    expect(deposits.length).toBeGreaterThanOrEqual(12);
    const [first, ...rest] = deposits;
    // One deposit cleared before, so that it can come back during the race.
    const cleared = await server.post(event("evt_first", "deposit.cleared", { depositId: first?.id ?? "" }));
    expect(cleared.status).toBe(200);

    const events = [
      ...rest
        .slice(0, 10)
        .map((deposit, index) => event(`evt_race_${index}`, "deposit.cleared", { depositId: deposit.id })),
      event("evt_return", "deposit.returned", { depositId: first?.id ?? "", reason: "insufficient_funds" }),
    ];
    const leave = () =>
      leaveProgram(database.db, {
        accountId: customer.accountId,
        caller: customer.owner,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
    const [answers, leaves] = await Promise.all([
      Promise.all(events.map((body) => server.post(body))),
      Promise.all(Array.from({ length: 5 }, leave)),
    ]);

    // The webhook's documented answers: 200, or 404/409 for an event that no longer fits.
    for (const answer of answers) expect([200, 404, 409], answer.body).toContain(answer.status);
    expect(leaves.filter((result) => result.kind === "left")).toHaveLength(1);
    for (const result of leaves.filter((left) => left.kind !== "left")) {
      expect(result).toMatchObject({ kind: "refused" });
    }

    const [account] = await database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    const [sum] = await database.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, customer.accountId));
    expect(account?.status).toBe("closed");
    expect(String(account?.balanceCents)).toBe(sum?.cents);
    expect(account?.balanceCents).toBeGreaterThanOrEqual(0n);
    const refundRows = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    expect(refundRows).toHaveLength(1);
    const stillScheduled = await database.db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.status, "scheduled"));
    expect(stillScheduled.filter((row) => deposits.some((deposit) => deposit.id === row.id))).toEqual([]);
  });
});
