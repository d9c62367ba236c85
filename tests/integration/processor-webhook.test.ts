import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { signBody } from "#app/server/processor-signature.server.ts";
import { dedicatedAccounts, ledgerEntries, processorEvents, scheduledDeposits } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { type ProcessorServer, startProcessorServer } from "#tests/support/processor-server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The processor's webhook over real HTTP (issue 23): a signed, timely event is applied once even
// when it arrives five times at once; a bad signature, an old timestamp, an unknown event,
// malformed JSON and a 1 MB body are each refused with their status, and nothing is posted.

let database: Database;
let server: ProcessorServer;
let customer: EnrolledCustomer;
const clock = new TestClock("2026-12-15T18:00:00Z");
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await lifecycleAdmin(database.db);
  customer = await insertEnrolledCustomer(database.db, admin, {
    now: clock.now(),
    firstDepositDate: "2026-12-15",
  });
  server = await startProcessorServer(database, clock);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function firstDeposit() {
  const [row] = await database.db
    .select()
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, customer.accountId))
    .orderBy(scheduledDeposits.dueOn)
    .limit(1);
  if (!row) throw new Error("no deposit");
  return row;
}

async function entryCount() {
  return (
    await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, customer.accountId))
  ).length;
}

const event = (id: string, depositId: string, created = nowSeconds()) =>
  JSON.stringify({ id, type: "deposit.cleared", created, data: { depositId } });

describe("POST /api/processor/events", () => {
  it("applies a signed event once when it arrives five times at once", async () => {
    const deposit = await firstDeposit();
    const body = event("evt_clear_1", deposit.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.post(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const said = answers.map((answer) => JSON.parse(answer.body).status).sort();
    expect(said).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await entryCount()).toBe(1);
    const [account] = await database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(account?.balanceCents).toBe(deposit.amountCents);
  });

  it("refuses what is not a processor's signed, timely, known event, and posts nothing", async () => {
    const before = await entryCount();
    const [, second] = await database.db
      .select()
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, customer.accountId))
      .orderBy(scheduledDeposits.dueOn)
      .limit(2);
    if (!second) throw new Error("no second deposit");
    const good = event("evt_refused", second.id);
    const wrongKey = signBody("another-secret-another-secret-0123456789", good);
    expect((await server.post(good, { signature: wrongKey })).status).toBe(401);
    expect((await server.post(good, { signature: null })).status).toBe(401);
    expect((await server.post(good, { signature: "sha256=zz" })).status).toBe(401);
    // Signed, but six minutes old (and six minutes ahead).
    expect((await server.post(event("evt_old", second.id, nowSeconds() - 360))).status).toBe(401);
    expect((await server.post(event("evt_future", second.id, nowSeconds() + 360))).status).toBe(401);
    // Signed, but a body that is not JSON, or an event we do not know.
    expect((await server.post("{not json")).status).toBe(400);
    const unknown = JSON.stringify({
      id: "evt_unknown",
      type: "deposit.teleported",
      created: nowSeconds(),
      data: {},
    });
    expect((await server.post(unknown)).status).toBe(422);
    // Signed, known, but naming no deposit of ours.
    expect((await server.post(event("evt_nobody", crypto.randomUUID()))).status).toBe(404);
    // 1 MB, refused by its size before anything reads it; and a form instead of JSON.
    const big = Buffer.alloc(1024 * 1024, "a");
    expect((await server.post(big)).status).toBe(413);
    expect((await server.post(good, { type: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect(await entryCount()).toBe(before);
    const recorded = await database.db.select().from(processorEvents);
    expect(recorded.map((row) => row.id)).toEqual(["evt_clear_1"]);
  });

  it("applies a deposit's return, and refuses one the balance cannot cover", async () => {
    const deposit = await firstDeposit();
    const returned = JSON.stringify({
      id: "evt_return_1",
      type: "deposit.returned",
      created: nowSeconds(),
      data: { depositId: deposit.id, reason: "account_closed" },
    });
    expect(JSON.parse((await server.post(returned)).body)).toEqual({ status: "applied" });
    const payment = JSON.stringify({
      id: "evt_pay_1",
      type: "creditor_payment.cleared",
      created: nowSeconds(),
      data: {
        accountId: customer.accountId,
        debtAccountId: customer.debtIds[0],
        amountCents: "100",
        paidOn: "2026-12-15",
      },
    });
    const answer = await server.post(payment);
    expect(answer.status).toBe(409);
    const [account] = await database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(account?.balanceCents).toBe(0n);
  });
});
