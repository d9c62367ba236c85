import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, creditorPayments, settlementOffers } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Leaving the program in the middle of negotiations (issue 24): the offers in play are withdrawn,
// and a settlement already part paid keeps its approval but its later payments are canceled
// (nothing more is paid from a closed account). On both databases.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");
const LETTER = {
  fileName: "settlement.pdf",
  mediaType: "application/pdf" as const,
  bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
};

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const record = (debtAccountId: string, input: ReturnType<typeof offer>) =>
  recordOffer(database.db, { debtAccountId, admin, offer: input, env: FIXTURE_ENV, now: clock.now() });

async function customerName(applicationId: string) {
  const [row] = await database.db.select().from(applications).where(eq(applications.id, applicationId));
  return `${row?.firstName} ${row?.lastName}`;
}

describe("leaving the program during negotiations", () => {
  it("leaving the program withdraws the offers in play and cancels a part-paid settlement's later payments", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 2,
      monthlyDepositCents: 50_000n,
      firstDepositDate: "2026-12-04",
    });
    const [first, second] = customer.debtIds as [string, string];
    const name = await customerName(customer.applicationId);
    const settled = await record(
      first,
      offer(
        45_000n,
        [
          ["2027-01-10", 20_000n],
          ["2027-02-10", 25_000n],
        ],
        "2026-12-05",
      ),
    );
    if (settled.kind !== "recorded") throw new Error(JSON.stringify(settled));
    const caller = customer.owner;
    await approveOffer(database.db, {
      offerId: settled.offerId,
      caller,
      typedName: name,
      clientAddress: null,
      userAgent: null,
      now: clock.now(),
    });
    await confirmOffer(database.db, testCipher, {
      offerId: settled.offerId,
      caller: admin,
      letter: LETTER,
      now: clock.now(),
    });
    const waiting = await record(second, offer(90_000n, [["2027-04-10", 90_000n]], "2026-12-05"));
    if (waiting.kind !== "recorded") throw new Error(JSON.stringify(waiting));
    // The day's work for this account alone, as the job would run it on that day.
    clock.set("2027-01-10T15:00:00Z");
    const day = { today: "2027-01-10", now: clock.now(), env: FIXTURE_ENV, accountId: customer.accountId };
    await clearDueDeposits(database.db, day);
    expect((await clearDueCreditorPayments(database.db, day)).cleared).toBe(1);
    const left = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(left.kind).toBe("left");
    const offers = await database.db
      .select()
      .from(settlementOffers)
      .where(eq(settlementOffers.accountId, customer.accountId));
    expect(Object.fromEntries(offers.map((row) => [row.id, row.status]))).toEqual({
      [settled.offerId]: "approved",
      [waiting.offerId]: "withdrawn",
    });
    const payments = await database.db
      .select()
      .from(creditorPayments)
      .where(eq(creditorPayments.accountId, customer.accountId))
      .orderBy(creditorPayments.dueOn);
    expect(payments.map((payment) => payment.status)).toEqual(["cleared", "cancelled", "cancelled"]);
  });
});
