import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEBTS_STILL_OPEN } from "#app/domain/application/lifecycle.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { expireOffers } from "#app/server/models/negotiation/due-work.server.ts";
import {
  approveOffer,
  confirmOffer,
  declineOffer,
} from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import {
  applications,
  auditLog,
  consents,
  creditorPayments,
  emailOutbox,
  ledgerEntries,
  settlementOffers,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer, stageOf } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// A customer's three debts through their negotiations (issue 24), on the embedded database and on
// PostgreSQL alike: the customer approves an offer with their typed name (a consent record);
// the creditor's confirmation schedules the plan; the fee appears only with the first cleared
// payment, and the last payment pays the debt off; a declined and an expired offer send the debt
// back to Negotiating, and an expired one cannot be approved; Mark as Complete waits for every
// debt to be Paid Off or Removed.

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

const entriesOf = (accountId: string) =>
  database.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(ledgerEntries.id);

describe("a debt's negotiation, from offer to Paid Off, and completion", () => {
  it("settles, charges the fee only with the first cleared payment, pays off; declines; expires; then completes", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 3,
      monthlyDepositCents: 50_000n,
      firstDepositDate: "2026-12-04",
    });
    const [first, second, third] = customer.debtIds as [string, string, string];
    const stranger = await insertUser(database.db);
    const name = await customerName(customer.applicationId);

    const recorded = await record(
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
    if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, "offer-needs-approval"), eq(emailOutbox.toAddress, customer.owner.email)),
      );
    expect(mail).toBeDefined();
    // The deadline names its zone and the customer's own time (issue 43).
    expect(mail?.textBody).toMatch(
      /until [A-Z][a-z]{2} \d{1,2}, \d{4}, 11:59 PM Eastern( \(.+ your time\))?\./,
    );

    const caller = { ...customer.owner };
    expect(
      await approveOffer(database.db, {
        offerId: recorded.offerId,
        caller: { id: stranger.id, email: stranger.email, role: "customer" },
        typedName: name,
        clientAddress: null,
        userAgent: null,
        now: clock.now(),
      }),
    ).toEqual({ kind: "not-found" });
    expect(
      await approveOffer(database.db, {
        offerId: recorded.offerId,
        caller,
        typedName: "Someone Else",
        clientAddress: null,
        userAgent: null,
        now: clock.now(),
      }),
    ).toEqual({
      kind: "invalid",
      fieldErrors: { typedName: "Type your full name as it appears on your application" },
    });
    const approved = await approveOffer(database.db, {
      offerId: recorded.offerId,
      caller,
      typedName: name,
      clientAddress: "203.0.113.9",
      userAgent: "test",
      now: clock.now(),
    });
    expect(approved).toMatchObject({ kind: "changed", offer: { status: "approved" } });
    expect((await stageOf(database.db, first))?.stage).toBe("settled");
    const [consent] = await database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, customer.owner.id), eq(consents.kind, "settlement_offer")));
    expect(consent?.typedName).toBe(name);
    expect(consent?.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await confirmOffer(database.db, testCipher, {
      offerId: recorded.offerId,
      caller: admin,
      letter: LETTER,
      now: clock.now(),
    });
    expect(confirmed.kind).toBe("changed");
    const scheduled = await database.db
      .select()
      .from(creditorPayments)
      .where(eq(creditorPayments.offerId, recorded.offerId));
    expect(scheduled.map((payment) => payment.status)).toEqual(["scheduled", "scheduled"]);

    // Deposits clear; no fee before the first payment to the creditor.
    clock.set("2027-01-05T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    expect((await entriesOf(customer.accountId)).map((entry) => entry.kind)).toEqual(["deposit", "deposit"]);
    clock.set("2027-01-10T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    expect(await entriesOf(customer.accountId)).toEqual([
      { kind: "deposit", amountCents: 50_000n },
      { kind: "deposit", amountCents: 50_000n },
      { kind: "creditor_payment", amountCents: -20_000n },
      { kind: "fee", amountCents: -13_756n },
    ]);
    expect((await stageOf(database.db, first))?.stage).toBe("settled");
    clock.set("2027-02-10T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    const after = await entriesOf(customer.accountId);
    expect(after.filter((entry) => entry.kind === "fee")).toHaveLength(1);
    expect(after.at(-1)).toEqual({ kind: "creditor_payment", amountCents: -25_000n });
    expect((await stageOf(database.db, first))?.stage).toBe("paid_off");
    const [paidOff] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "debt_payoff_completed"), eq(auditLog.targetId, first)));
    expect(paidOff?.actorEmail).toBe("payment-processor");

    // A second offer is declined; a third expires unanswered and cannot then be approved.
    const declinedOffer = await record(second, offer(90_000n, [["2027-03-10", 90_000n]], "2027-02-20"));
    if (declinedOffer.kind !== "recorded") throw new Error(JSON.stringify(declinedOffer));
    expect(
      await declineOffer(database.db, {
        offerId: declinedOffer.offerId,
        caller,
        reason: "Too high",
        now: clock.now(),
      }),
    ).toMatchObject({ kind: "changed", offer: { status: "declined" } });
    expect((await stageOf(database.db, second))?.stage).toBe("negotiating");
    const expiring = await record(third, offer(130_000n, [["2027-04-10", 130_000n]], "2027-02-12"));
    if (expiring.kind !== "recorded") throw new Error(JSON.stringify(expiring));
    clock.set("2027-02-13T15:00:00Z");
    const late = await approveOffer(database.db, {
      offerId: expiring.offerId,
      caller,
      typedName: name,
      clientAddress: null,
      userAgent: null,
      now: clock.now(),
    });
    expect(late).toMatchObject({
      kind: "refused",
      reason: "This offer expired on Feb 12, 2027: it can no longer be approved.",
    });
    expect(await expireOffers(database.db, { today: "2027-02-13", now: clock.now() })).toBeGreaterThanOrEqual(
      1,
    );
    expect((await stageOf(database.db, third))?.stage).toBe("negotiating");
    const [expiredRow] = await database.db
      .select()
      .from(settlementOffers)
      .where(eq(settlementOffers.id, expiring.offerId));
    expect(expiredRow?.status).toBe("expired");

    // Mark as Complete waits for every debt.
    const complete = () =>
      changeApplicationStatus(database.db, {
        applicationId: customer.applicationId,
        action: "complete",
        actor: admin,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
    expect(await complete()).toMatchObject({ kind: "refused", reason: DEBTS_STILL_OPEN });
    for (const debt of [second, third]) {
      const removed = await changeDebtStage(database.db, {
        debtAccountId: debt,
        action: "remove",
        admin,
        removedReason: "The creditor sold the debt",
        now: clock.now(),
      });
      expect(removed.kind).toBe("changed");
    }
    expect(await complete()).toMatchObject({ kind: "changed" });
  });
});
