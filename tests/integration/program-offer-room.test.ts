import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, consents, settlementOffers } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { loadDashboard, postDashboard } from "#tests/support/dashboard-route.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// An offer in My Program (issue 24), through the route as React Router runs it: the customer sees
// it with its savings, fee, payments, last day and the effect on the other debts; another
// customer can neither see nor answer it (404); a wrong name is refused next to the field; a
// stale page is refused; the owner approves (a consent is kept) and sees the settlement's
// forgiven debt at the rate they pick; past its last day, by the server's clock, an offer
// cannot be approved.

let database: Database;
let services: Services;
let customer: SignedInUser;
let stranger: SignedInUser;
let enrolled: EnrolledCustomer;
let admin: { id: string; email: string; role: "admin" };
let fullName: string;
const clock = new TestClock("2026-11-20T17:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  stranger = await signedInUser(services);
  admin = await lifecycleAdmin(database.db);
  enrolled = await insertNegotiatingCustomer(database.db, admin, {
    now: clock.now(),
    debts: 3,
    firstDepositDate: "2026-12-04",
    monthlyDepositCents: 50_000n,
    owner: customer,
  });
  const [app] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, enrolled.applicationId));
  fullName = `${app?.firstName} ${app?.lastName}`;
});
afterAll(() => database.close());

async function program(user: SignedInUser, path = "/dashboard/program") {
  const page = await loadDashboard<{ program: Loaded<ProgramRoomData> }>(services, path, { user });
  const loaded = page.body?.program;
  if (!loaded?.ok) throw new Error("My Program did not load");
  return loaded.value;
}

async function recorded(debt: number, amount: bigint, expiresOn: string, payOn = "2027-03-15") {
  const result = await recordOffer(database.db, {
    debtAccountId: enrolled.debtIds[debt] ?? "",
    admin,
    offer: offer(amount, [[payOn, amount]], expiresOn),
    env: FIXTURE_ENV,
    now: clock.now(),
  });
  if (result.kind !== "recorded") throw new Error(JSON.stringify(result));
  return result.offerId;
}

describe("an offer in My Program", () => {
  it("shows the offer to its owner only, and takes an approval only with their name on the page's version", async () => {
    const offerId = await recorded(0, 45_000n, "2026-12-10");
    const [account] = (await program(customer)).accounts;
    const [approval] = account?.approvals ?? [];
    expect(approval).toMatchObject({
      offerId,
      creditor: "Creditor 1",
      enrolledBalance: "$1,000.25",
      amount: "$450.00",
      // Savings are after the fee (issue 43): $550.25 forgiven less the $137.56 fee.
      saved: "$412.69",
      savedPercent: "41.3%",
      forgiven: "$550.25",
      fee: "$137.56",
      payments: [{ date: "Mar 15, 2027", amount: "$450.00" }],
      // The deadline names its zone (the customer's is US Eastern: no second time is needed).
      expires: "Dec 10, 2026, 11:59 PM Eastern",
      expired: false,
    });
    expect(approval?.effects.map((effect) => effect.creditor)).toEqual(["Creditor 2", "Creditor 3"]);
    expect(account?.debts.find((debt) => debt.creditor === "Creditor 1")?.stage).toBe(
      "Approval Needed since Nov 20, 2026",
    );
    expect((await program(stranger)).accounts).toEqual([]);

    const post = (user: SignedInUser, fields: Record<string, string>) =>
      postDashboard(
        services,
        "/dashboard/program",
        { intent: "approve-offer", offerId, version: "1", ...fields },
        { user },
      );
    expect((await post(stranger, { typedName: fullName })).status).toBe(404);
    const wrongName = await post(customer, { typedName: "Not Me" });
    expect(wrongName.status).toBe(400);
    // The answer names the offer it is about: a page posted without React shows it on that
    // offer's form only, whatever other offers it shows.
    expect(wrongName.body).toMatchObject({
      fieldErrors: { typedName: "Type your full name as it appears on your application" },
      subject: offerId,
    });
    expect((await post(customer, { typedName: fullName, version: "7" })).status).toBe(409);
    const approved = await post(customer, { typedName: fullName });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      ok: true,
      message: "Offer approved. We will tell the creditor and schedule the payments.",
    });
    const kept = await database.db.select().from(consents).where(eq(consents.kind, "settlement_offer"));
    expect(kept.map((consent) => consent.userId)).toContain(customer.id);

    const settled = (await program(customer, "/dashboard/program?taxRate=24")).accounts[0]?.settled;
    expect(settled).toEqual([
      expect.objectContaining({
        creditor: "Creditor 1",
        forgiven: "$550.25",
        may1099C: false,
        settledFor: "$450.00",
      }),
    ]);
  });

  it("refuses an approval once the offer's last day has passed, by the server's clock", async () => {
    const offerId = await recorded(1, 90_000n, "2026-11-25");
    clock.set("2026-11-26T17:00:00Z");
    const [approval] = (await program(customer)).accounts[0]?.approvals ?? [];
    expect(approval?.expired).toBe(true);
    const late = await postDashboard(
      services,
      "/dashboard/program",
      { intent: "approve-offer", offerId, version: "1", typedName: fullName },
      { user: customer },
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      formMessage: "This offer expired on Nov 25, 2026: it can no longer be approved.",
    });
    const [row] = await database.db.select().from(settlementOffers).where(eq(settlementOffers.id, offerId));
    expect(row?.status).toBe("awaiting_approval");
  });

  it("takes a decline with its reason", async () => {
    clock.set("2026-11-27T17:00:00Z");
    const offerId = await recorded(2, 150_000n, "2026-12-20", "2027-09-15");
    const declined = await postDashboard(
      services,
      "/dashboard/program",
      { intent: "decline-offer", offerId, version: "1", reason: "I would rather wait for a lower one" },
      { user: customer },
    );
    expect(declined.body).toMatchObject({
      ok: true,
      message: "Offer declined. We will keep negotiating this debt.",
      subject: offerId,
    });
    const [row] = await database.db.select().from(settlementOffers).where(eq(settlementOffers.id, offerId));
    expect(row).toMatchObject({ status: "declined", declineReason: "I would rather wait for a lower one" });
  });
});
