import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/simulator.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, debtNegotiations } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Leaving never rewrites history (issue 41, item 5): after the customer leaves, a debt already
// Paid Off stays Paid Off, and every debt still in progress (a settlement part paid and withdrawn
// from, an offer waiting, a debt in negotiation) closes as "Left the program" in the leave's own
// transaction, never left reading "Settled".

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");
const LETTER = {
  fileName: "settlement.pdf",
  mediaType: "application/pdf" as const,
  bytes: Buffer.from("letter"),
};

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

describe("leaving after a debt is paid off", () => {
  it("keeps Paid Off and closes every debt in progress as Left the program", async () => {
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 4,
      monthlyDepositCents: 80_000n,
      firstDepositDate: "2026-12-04",
    });
    const [paidOff, partPaid, waiting, negotiating] = customer.debtIds as [string, string, string, string];
    const [app] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, customer.applicationId));
    const typedName = `${app?.firstName} ${app?.lastName}`;
    const settle = async (debtAccountId: string, payments: [string, bigint][]) => {
      const total = payments.reduce((sum, [, cents]) => sum + cents, 0n);
      const recorded = await recordOffer(database.db, {
        debtAccountId,
        admin,
        offer: offer(total, payments, "2026-12-05"),
        env: FIXTURE_ENV,
        now: clock.now(),
      });
      if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
      const base = { offerId: recorded.offerId, now: clock.now() };
      await approveOffer(database.db, {
        ...base,
        caller: customer.owner,
        typedName,
        clientAddress: null,
        userAgent: null,
      });
      await confirmOffer(database.db, testCipher, { ...base, caller: admin, letter: LETTER });
    };
    await settle(paidOff, [["2027-01-10", 10_000n]]);
    await settle(partPaid, [
      ["2027-01-10", 10_000n],
      ["2027-03-10", 10_000n],
    ]);
    const offered = await recordOffer(database.db, {
      debtAccountId: waiting,
      admin,
      offer: offer(20_000n, [["2027-04-10", 20_000n]], "2027-01-20"),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(offered.kind).toBe("recorded");

    clock.set("2027-01-10T15:00:00Z");
    const day = { today: "2027-01-10", now: clock.now(), env: FIXTURE_ENV, accountId: customer.accountId };
    await clearDueDeposits(database.db, day);
    expect((await clearDueCreditorPayments(database.db, day)).cleared).toBe(2);

    const left = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller: customer.owner,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(left.kind).toBe("left");
    const stages = await database.db
      .select({ id: debtNegotiations.debtAccountId, stage: debtNegotiations.stage })
      .from(debtNegotiations)
      .where(eq(debtNegotiations.accountId, customer.accountId));
    expect(Object.fromEntries(stages.map((row) => [row.id, row.stage]))).toEqual({
      [paidOff]: "paid_off",
      [partPaid]: "left_program",
      [waiting]: "left_program",
      [negotiating]: "left_program",
    });
  });
});
