import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEGOTIATION_MESSAGES as M } from "#app/domain/admin/negotiation.ts";
import { OFFER_DECISION_MESSAGES } from "#app/domain/negotiation/offer-decisions.ts";
import { STAGE_MESSAGES } from "#app/domain/negotiation/stages.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { settlementOffers } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import type { EnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { stageOf } from "#tests/support/negotiation-fixtures.ts";
import { negotiationCalls, PLAN, negotiationPath as path } from "#tests/support/negotiation-route.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// One debt's negotiation for the admins (issue 24), through the route as React Router runs it:
// kept from customers and visitors, 404 for an unknown debt; the stage moved on the version the
// page showed (a stale one refused with 409); Remove needs its reason; an offer is recorded, or
// refused under the field concerned (the plan's sum, what the account cannot pay); the offer in
// play withdrawn. The confirmation with its letter is admin-negotiation-confirm.test.ts.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const clock = new TestClock("2026-11-20T15:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const { negotiating, page, post, versionOf, recordPlan } = negotiationCalls(
  () => services,
  () => admin,
  clock,
);

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

const first = (enrolled: EnrolledCustomer) => enrolled.debtIds[0] ?? "";

describe("/admin/negotiations/:debtAccountId", () => {
  it("sends a customer away and a visitor to the admin sign-in; 404 for an unknown or malformed id", async () => {
    const enrolled = await negotiating();
    const debtId = first(enrolled);
    const seen = await runRoutes(services, path(debtId), { user: customer });
    expect([seen.status, seen.location]).toEqual([302, "/"]);
    const visitor = await runRoutes(services, path(debtId));
    expect(visitor.location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path(debtId))}`);
    const forged = await post(
      debtId,
      { intent: "stage", change: "start-saving", version: await versionOf(debtId) },
      customer,
    );
    expect([forged.status, forged.location]).toEqual([302, "/"]);
    expect((await stageOf(database.db, debtId))?.stage).toBe("negotiating");
    expect((await page(UNKNOWN)).status).toBe(404);
    expect((await page("not-an-id")).status).toBe(404);
    const unknown = await post(UNKNOWN, { intent: "stage", change: "start-saving", version: "1" });
    expect([unknown.status, unknown.body?.formMessage]).toEqual([404, M.debtNotFound]);
  });

  it("shows the debt and moves its stage on the version shown; a stale version is refused with 409", async () => {
    const debtId = first(await negotiating());
    const { status, view } = await page(debtId);
    expect(status).toBe(200);
    expect(view.debt).toMatchObject({
      creditor: "Creditor 1",
      enrolledBalance: "$1,000.25",
      stageLabel: "Negotiating",
    });
    expect(view.stageActions).toEqual([{ action: "start-saving", label: "Move to Saving" }]);
    expect(view).toMatchObject({ canRemove: true, offerDays: { today: "2026-11-20", latest: "2027-11-21" } });
    const version = view.debt.version;
    const moved = await post(debtId, { intent: "stage", change: "start-saving", version });
    expect([moved.status, moved.body?.ok, moved.body?.message]).toEqual([
      200,
      true,
      "The debt is now Saving.",
    ]);
    const stale = await post(debtId, { intent: "stage", change: "start-negotiating", version });
    expect([stale.status, stale.body?.formMessage]).toEqual([409, STAGE_MESSAGES.stale]);
    const blind = await post(debtId, { intent: "stage", change: "start-negotiating" });
    expect([blind.status, blind.body?.formMessage]).toEqual([409, STAGE_MESSAGES.stale]);
    const forged = await post(debtId, { intent: "stage", change: "record-offer", version });
    expect(forged.status).toBe(400);
    const after = (await page(debtId)).view;
    expect(after.debt.stageLabel).toBe("Saving");
    expect(after.stageActions.map((change) => change.action)).toEqual(["start-negotiating"]);
    expect([after.offerDays, after.offerNotice]).toEqual([null, STAGE_MESSAGES.offerNotNegotiating]);
  });

  it("refuses Remove without a reason, next to the field, and removes the debt with one", async () => {
    const debtId = first(await negotiating());
    const version = await versionOf(debtId);
    const bare = await post(debtId, { intent: "remove-debt", reason: "  ", version });
    expect(bare.status).toBe(400);
    expect(bare.body?.fieldErrors).toEqual({ reason: STAGE_MESSAGES.reasonRequired });
    const long = await post(debtId, { intent: "remove-debt", reason: "x".repeat(501), version });
    expect(long.body?.fieldErrors).toEqual({ reason: STAGE_MESSAGES.reasonTooLong });
    expect((await stageOf(database.db, debtId))?.stage).toBe("negotiating");
    const removed = await post(debtId, { intent: "remove-debt", reason: "Paid by the customer", version });
    expect([removed.status, removed.body?.message]).toEqual([200, "The debt is now Removed."]);
    const { view } = await page(debtId);
    expect(view.debt).toMatchObject({ stageLabel: "Removed", removedReason: "Paid by the customer" });
    expect([view.canRemove, view.stageActions, view.offerDays]).toEqual([false, [], null]);
  });

  it("records an offer, after refusing a plan that does not add up and one the account cannot pay", async () => {
    const debtId = first(await negotiating());
    const empty = await recordPlan(debtId, { amount: "", expiresOn: "", creditorReference: "" });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body?.fieldErrors ?? {}).sort()).toEqual([
      "amount",
      "creditorReference",
      "expiresOn",
      "paymentDate1",
    ]);
    const mismatch = await recordPlan(debtId, { ...PLAN, paymentAmount2: "200.00" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.fieldErrors).toEqual({
      paymentAmount1: "The payments add up to $400.00, not the offer's $450.00",
    });
    expect(mismatch.body?.values?.paymentAmount2).toBe("200.00");
    // By Dec 10 only the Dec 4 deposit has come in: $500.00 against $450.00 and the $137.56 fee.
    const short = await recordPlan(debtId, {
      ...PLAN,
      paymentDate1: "2026-12-10",
      paymentAmount1: "450.00",
      paymentDate2: "",
      paymentAmount2: "",
    });
    expect(short.status).toBe(400);
    expect(short.body?.fieldErrors).toEqual({
      paymentDate1:
        "The account cannot pay this plan: it would be $87.56 short on Dec 10, 2026, with the deposits scheduled and the payments already promised.",
    });
    const tooMuch = await recordPlan(debtId, { ...PLAN, amount: "1000.25", paymentAmount2: "800.25" });
    expect(tooMuch.body?.fieldErrors).toEqual({
      amount: "The offer must be less than the enrolled balance of $1,000.25.",
    });
    expect(
      await database.db.select().from(settlementOffers).where(eq(settlementOffers.debtAccountId, debtId)),
    ).toEqual([]);
    const stale = await post(debtId, { intent: "record-offer", version: "99", ...PLAN });
    expect([stale.status, stale.body?.formMessage]).toEqual([409, STAGE_MESSAGES.stale]);

    const recorded = await recordPlan(debtId);
    expect([recorded.status, recorded.body?.message]).toEqual([200, STAGE_MESSAGES.offerRecorded]);
    const { view } = await page(debtId);
    expect(view.debt.stageLabel).toBe("Approval Needed");
    expect(view.offerDays).toBeNull();
    expect(view.offers).toHaveLength(1);
    expect(view.offers[0]).toMatchObject({
      statusLabel: "Awaiting approval",
      amount: "$450.00",
      // After the fee (issue 43): $550.25 forgiven less the $137.56 fee.
      saved: "$412.69",
      savedPercent: "41.3%",
      fee: "$137.56",
      expires: "Dec 5, 2026",
      reference: "ACME-123",
      canWithdraw: true,
      canConfirm: false,
      payments: [
        { seq: 1, date: "Jan 10, 2027", amount: "$200.00", statusLabel: "Planned" },
        { seq: 2, date: "Feb 10, 2027", amount: "$250.00", statusLabel: "Planned" },
      ],
    });
  });

  it("withdraws the offer in play, only on its own debt and at the version shown", async () => {
    const enrolled = await negotiating(2);
    const [debtId, otherDebt] = enrolled.debtIds as [string, string];
    expect((await recordPlan(debtId)).status).toBe(200);
    const later = { paymentDate1: "2027-03-10", paymentDate2: "2027-04-10", paymentAmount2: "700.00" };
    expect((await recordPlan(otherDebt, { ...PLAN, ...later, amount: "900.00" })).status).toBe(200);
    const [offer] = (await page(debtId)).view.offers;
    const [otherOffer] = (await page(otherDebt)).view.offers;
    if (!offer || !otherOffer) throw new Error("no offer");
    const elsewhere = await post(debtId, {
      intent: "withdraw-offer",
      offerId: otherOffer.id,
      version: otherOffer.version,
    });
    expect([elsewhere.status, elsewhere.body?.formMessage]).toEqual([404, M.offerNotFound]);
    const stale = await post(debtId, { intent: "withdraw-offer", offerId: offer.id, version: "7" });
    expect([stale.status, stale.body?.formMessage]).toEqual([409, OFFER_DECISION_MESSAGES.stale]);
    const withdrawn = await post(debtId, {
      intent: "withdraw-offer",
      offerId: offer.id,
      version: offer.version,
    });
    expect([withdrawn.status, withdrawn.body?.message]).toEqual([200, OFFER_DECISION_MESSAGES.withdrawn]);
    const { view } = await page(debtId);
    expect(view.debt.stageLabel).toBe("Negotiating");
    expect(view.offers[0]?.statusLabel).toBe("Withdrawn");
    expect(view.offers[0]?.payments.map((payment) => payment.statusLabel)).toEqual(["Canceled", "Canceled"]);
    expect((await page(otherDebt)).view.offers[0]?.statusLabel).toBe("Awaiting approval");
  });
});
