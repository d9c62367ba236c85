import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { signBody } from "#app/server/processor-signature.server.ts";
import {
  applications,
  creditorPayments,
  dedicatedAccounts,
  ledgerEntries,
  processorEvents,
  scheduledDeposits,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { type ProcessorServer, startProcessorServer } from "#tests/support/processor-server.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The processor's webhook over real HTTP (issue 23): a signed, timely event is applied once even
// when it arrives five times at once; a bad signature, an old timestamp, an unknown event,
// malformed JSON and a 1 MB body are each refused with their status, and nothing is posted.

let database: Database;
let server: ProcessorServer;
let customer: EnrolledCustomer;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-12-15T18:00:00Z");
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
  customer = await insertNegotiatingCustomer(database.db, admin, {
    now: clock.now(),
    firstDepositDate: "2026-12-15",
    monthlyDepositCents: 50_000n,
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
    // A payment to a creditor nothing scheduled: unknown. One scheduled under a confirmed
    // settlement, but the balance (emptied by the return) cannot cover it: refused, nothing posted.
    const paymentEvent = (id: string, paymentId: string) =>
      JSON.stringify({ id, type: "creditor_payment.cleared", created: nowSeconds(), data: { paymentId } });
    expect((await server.post(paymentEvent("evt_pay_0", crypto.randomUUID()))).status).toBe(404);
    const debt = customer.debtIds[0] ?? "";
    const recorded = await recordOffer(database.db, {
      debtAccountId: debt,
      admin,
      offer: offer(10_000n, [["2027-03-15", 10_000n]], "2026-12-20"),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
    const [app] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, customer.applicationId));
    const approval = await approveOffer(database.db, {
      offerId: recorded.offerId,
      caller: customer.owner,
      typedName: `${app?.firstName} ${app?.lastName}`,
      clientAddress: null,
      userAgent: null,
      now: clock.now(),
    });
    expect(approval.kind).toBe("changed");
    const letter = {
      fileName: "letter.pdf",
      mediaType: "application/pdf" as const,
      bytes: Buffer.from("%PDF-1.4\n"),
    };
    expect(
      (
        await confirmOffer(database.db, testCipher, {
          offerId: recorded.offerId,
          caller: admin,
          letter,
          now: clock.now(),
        })
      ).kind,
    ).toBe("changed");
    const [scheduled] = await database.db
      .select()
      .from(creditorPayments)
      .where(eq(creditorPayments.offerId, recorded.offerId));
    const payment = paymentEvent("evt_pay_1", scheduled?.id ?? "");
    const answer = await server.post(payment);
    expect(answer.status).toBe(409);
    const [account] = await database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(account?.balanceCents).toBe(0n);
  });
});
