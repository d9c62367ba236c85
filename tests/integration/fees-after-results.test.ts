import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, creditorPayments, ledgerEntries, settlementOffers } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Fees only after results, refused by the database itself (issue 24; 16 CFR 310.4(a)(5)(i)): a
// fee entry posted straight into the ledger, every way it should not be, is refused by the
// trigger, on the embedded database and on PostgreSQL alike (this suite runs on both); so is a
// payment to a creditor no approved, confirmed plan scheduled, an offer whose fee is not 25% of
// what it saves, and a change to an offer's terms or to a settlement already paid under.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

async function refusedBy(attempt: Promise<unknown>): Promise<string | undefined> {
  try {
    await attempt;
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string; code?: string };
    return cause.constraint ?? cause.code;
  }
  return "accepted";
}

async function settlementStages() {
  const customer = await insertNegotiatingCustomer(database.db, admin, {
    now: clock.now(),
    debts: 2,
    monthlyDepositCents: 50_000n,
    firstDepositDate: "2026-12-04",
  });
  const [first, second] = customer.debtIds as [string, string];
  const [app] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, customer.applicationId));
  const name = `${app?.firstName} ${app?.lastName}`;
  const record = async (debt: string, amount: bigint, day: string) => {
    const result = await recordOffer(database.db, {
      debtAccountId: debt,
      admin,
      offer: offer(amount, [[day, amount]], "2026-12-05"),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (result.kind !== "recorded") throw new Error(JSON.stringify(result));
    return result.offerId;
  };
  const awaiting = await record(first, 40_000n, "2027-01-10");
  const approved = await record(second, 80_000n, "2027-03-10");
  const approval = await approveOffer(database.db, {
    offerId: approved,
    caller: customer.owner,
    typedName: name,
    clientAddress: null,
    userAgent: null,
    now: clock.now(),
  });
  if (approval.kind !== "changed") throw new Error(JSON.stringify(approval));
  return { customer, first, second, awaiting, approved };
}

const fee = (
  accountId: string,
  amountCents: bigint,
  extra: Partial<typeof ledgerEntries.$inferInsert> = {},
) =>
  database.db
    .insert(ledgerEntries)
    .values({ accountId, kind: "fee", amountCents: -amountCents, effectiveOn: "2027-01-10", ...extra });

describe("fees only after results, in the database", () => {
  it("refuses every fee without a settlement, an approval and a cleared payment to the creditor", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const { customer, first, second, awaiting, approved } = await settlementStages();
    // Money in the account, so no refusal is the balance's.
    clock.set("2027-01-05T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    const [awaitingRow] = await database.db
      .select()
      .from(settlementOffers)
      .where(eq(settlementOffers.id, awaiting));
    const [approvedRow] = await database.db
      .select()
      .from(settlementOffers)
      .where(eq(settlementOffers.id, approved));
    const refusals = {
      noSettlement: await refusedBy(fee(customer.accountId, 1_000n, { debtAccountId: first })),
      notApproved: await refusedBy(
        fee(customer.accountId, awaitingRow?.feeCents ?? 1n, { debtAccountId: first, offerId: awaiting }),
      ),
      nothingPaid: await refusedBy(
        fee(customer.accountId, approvedRow?.feeCents ?? 1n, { debtAccountId: second, offerId: approved }),
      ),
      wrongDebt: await refusedBy(
        fee(customer.accountId, approvedRow?.feeCents ?? 1n, { debtAccountId: first, offerId: approved }),
      ),
      creditorPaymentUnplanned: await refusedBy(
        database.db.insert(ledgerEntries).values({
          accountId: customer.accountId,
          kind: "creditor_payment",
          amountCents: -10_000n,
          effectiveOn: "2027-01-10",
          debtAccountId: first,
        }),
      ),
    };
    expect(refusals).toEqual({
      noSettlement: "ledger_entries_fee_after_results",
      notApproved: "ledger_entries_fee_after_results",
      nothingPaid: "ledger_entries_fee_after_results",
      wrongDebt: "ledger_entries_fee_after_results",
      creditorPaymentUnplanned: "ledger_entries_creditor_payment_planned",
    });

    // Confirmed and paid: the fee was charged once, with the payment; a second is refused, and
    // so is one of another amount or a settlement's undoing.
    const confirmed = await confirmOffer(database.db, testCipher, {
      offerId: approved,
      caller: admin,
      letter: {
        fileName: "letter.pdf",
        mediaType: "application/pdf",
        bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
      },
      now: clock.now(),
    });
    expect(confirmed.kind).toBe("changed");
    clock.set("2027-03-10T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    const fees = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.offerId, approved));
    expect(fees.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ["fee", -(approvedRow?.feeCents ?? 0n)],
    ]);
    expect(
      await refusedBy(
        fee(customer.accountId, approvedRow?.feeCents ?? 1n, { debtAccountId: second, offerId: approved }),
      ),
    ).toBe("ledger_entries_fee_per_offer_key");
    expect(await refusedBy(fee(customer.accountId, 1n, { debtAccountId: second, offerId: approved }))).toBe(
      "ledger_entries_fee_after_results",
    );
    expect(
      await refusedBy(
        database.db
          .update(settlementOffers)
          .set({ status: "withdrawn" })
          .where(eq(settlementOffers.id, approved)),
      ),
    ).toBe("42501");
    expect(
      await refusedBy(
        database.db
          .update(settlementOffers)
          .set({ amountCents: 1n })
          .where(eq(settlementOffers.id, awaiting)),
      ),
    ).toBe("42501");
    expect(
      await refusedBy(database.db.delete(creditorPayments).where(eq(creditorPayments.offerId, awaiting))),
    ).toBe("42501");
  });

  it("refuses an offer whose fee is not 25% of what it saves, or an approval without a consent", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const { first, awaiting } = await settlementStages();
    const [row] = await database.db.select().from(settlementOffers).where(eq(settlementOffers.id, awaiting));
    if (!row) throw new Error("no offer");
    const { id: _id, ...copy } = row;
    expect(
      await refusedBy(
        database.db
          .insert(settlementOffers)
          .values({ ...copy, status: "declined", decidedAt: clock.now(), feeCents: row.feeCents + 1n }),
      ),
    ).toBe("settlement_offers_fee_of_savings");
    expect(
      await refusedBy(
        database.db
          .update(settlementOffers)
          .set({ status: "approved", decidedAt: clock.now() })
          .where(eq(settlementOffers.id, awaiting)),
      ),
    ).toBe("settlement_offers_approved_with_consent");
    expect(
      await refusedBy(database.db.insert(settlementOffers).values({ ...copy, debtAccountId: first })),
    ).toBe("settlement_offers_one_live_per_debt");
  });
});
