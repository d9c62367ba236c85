import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import { settlementOffers } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer, stageOf } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// A debt's negotiation through its recipes (issue 24), on the embedded database and on
// PostgreSQL alike: an offer the account cannot pay is refused with its shortfall; of two admins
// recording at once one wins; stages move only as the table allows, on the version the admin
// saw. The rest of the journey is negotiation-journey.test.ts.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const record = (debtAccountId: string, input: ReturnType<typeof offer>) =>
  recordOffer(database.db, { debtAccountId, admin, offer: input, env: FIXTURE_ENV, now: clock.now() });

describe("a debt's negotiation", () => {
  it("moves stages only as the table allows, on the version the admin saw", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, { now: clock.now(), debts: 1 });
    const [debt] = customer.debtIds;
    if (!debt) throw new Error("no debt");
    const seen = await stageOf(database.db, debt);
    const saving = await changeDebtStage(database.db, {
      debtAccountId: debt,
      action: "start-saving",
      admin,
      now: clock.now(),
      seenVersion: String(seen?.version),
    });
    expect(saving).toMatchObject({ kind: "changed", message: "The debt is now Saving." });
    const stale = await changeDebtStage(database.db, {
      debtAccountId: debt,
      action: "start-negotiating",
      admin,
      now: clock.now(),
      seenVersion: String(seen?.version),
    });
    expect(stale).toMatchObject({
      kind: "refused",
      reason: "This debt changed since the page was loaded. Review it and try again.",
    });
    const offerOnSaving = await record(debt, offer(40_000n, [["2027-01-10", 40_000n]], "2026-12-31"));
    expect(offerOnSaving).toMatchObject({
      kind: "refused",
      reason: "Offers are recorded on a debt in Negotiating.",
    });
    const removedWithoutReason = await changeDebtStage(database.db, {
      debtAccountId: debt,
      action: "remove",
      admin,
      now: clock.now(),
      removedReason: null,
    });
    expect(removedWithoutReason.kind).not.toBe("changed");
    expect((await stageOf(database.db, debt))?.stage).toBe("saving");
  });

  it("refuses an offer the account cannot pay on its dates, stating the shortfall and the day, and writes nothing", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 1,
      firstDepositDate: "2026-12-04",
      monthlyDepositCents: 50_000n,
    });
    const debt = customer.debtIds[0] ?? "";
    // $1,000.25 enrolled, $450.00 offered: a fee of $137.56; by Dec 10 only $500.00 has come in.
    const refused = await record(debt, offer(45_000n, [["2026-12-10", 45_000n]], "2026-12-05"));
    expect(refused).toEqual({
      kind: "refused",
      reason:
        "The account cannot pay this plan: it would be $87.56 short on Dec 10, 2026, with the deposits scheduled and the payments already promised.",
      field: "paymentDate1",
    });
    expect(
      await database.db.select().from(settlementOffers).where(eq(settlementOffers.debtAccountId, debt)),
    ).toEqual([]);
    expect((await stageOf(database.db, debt))?.stage).toBe("negotiating");
    const tooMuch = await record(debt, offer(100_025n, [["2027-06-10", 100_025n]], "2026-12-05"));
    expect(tooMuch).toMatchObject({
      kind: "refused",
      reason: "The offer must be less than the enrolled balance of $1,000.25.",
    });
  });

  it("lets one of two admins recording an offer on one debt at once win", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 1,
      monthlyDepositCents: 50_000n,
      firstDepositDate: "2026-12-04",
    });
    const debt = customer.debtIds[0] ?? "";
    const version = String((await stageOf(database.db, debt))?.version);
    const both = await Promise.all(
      [40_000n, 41_000n].map((amount) =>
        recordOffer(database.db, {
          debtAccountId: debt,
          admin,
          offer: offer(amount, [["2027-01-10", amount]], "2026-12-05"),
          seenVersion: version,
          env: FIXTURE_ENV,
          now: clock.now(),
        }),
      ),
    );
    expect(both.map((result) => result.kind).sort()).toEqual(["recorded", "refused"]);
    expect(
      await database.db.select().from(settlementOffers).where(eq(settlementOffers.debtAccountId, debt)),
    ).toHaveLength(1);
    expect((await stageOf(database.db, debt))?.stage).toBe("approval_needed");
  });
});
