import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import { loadMoneyAccount } from "#app/routes/admin/money-data.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, debtNegotiations } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { loadDashboard } from "#tests/support/dashboard-route.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Leaving never rewrites history (issue 41, item 5; issue 43): after the customer leaves, a debt
// already Paid Off stays Paid Off, and every debt still in progress (a settlement part paid and
// withdrawn from, an offer waiting, a debt in negotiation) closes as "Left the program" in the
// leave's own transaction, never left reading "Settled"; the customer reads the same in My
// Program and My Applications (whose timeline keeps every step with its date, then the departure),
// and so does the admin.

let database: Database;
let services: Services;
let customerUser: SignedInUser;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");
const LETTER = {
  fileName: "settlement.pdf",
  mediaType: "application/pdf" as const,
  bytes: Buffer.from("letter"),
};

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customerUser = await signedInUser(services);
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
      owner: customerUser,
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

    // What the customer reads after leaving (issue 43): the debt Paid Off stays Paid Off in My
    // Program (never "Removed"), the others read Left the program, the refund is dated.
    const room = await loadDashboard<{ program: Loaded<ProgramRoomData> }>(services, "/dashboard/program", {
      user: customerUser,
    });
    const program = room.body?.program;
    if (!program?.ok) throw new Error("My Program did not load");
    const [account] = program.value.accounts;
    expect(account?.open).toBe(false);
    expect(account?.debts.map((debt) => [debt.id, debt.stage, debt.expectedMonth])).toEqual([
      [paidOff, "Paid Off since Jan 10, 2027", "Paid off"],
      [partPaid, "Left the program since Jan 10, 2027", "Not settling: you left the program"],
      [waiting, "Left the program since Jan 10, 2027", "Not settling: you left the program"],
      [negotiating, "Left the program since Jan 10, 2027", "Not settling: you left the program"],
    ]);
    expect(account?.refund?.heading).toMatch(
      /^You left the program\. Your refund of \$[\d,]+\.\d\d is due by Jan 20, 2027\.$/,
    );
    expect(account?.refund?.steps.map((step) => [step.state, step.date !== null])).toEqual([
      ["requested", true],
      ["sent", false],
      ["completed", false],
    ]);
    expect(account?.endMonth).toBe("Ended in January 2027");

    // My Applications: "Left the program", never "Cancelled"; the timeline keeps approval,
    // enrollment and negotiation with their dates, then the departure.
    const page = await loadDashboard(services, `/dashboard?application=${customer.applicationId}`, {
      user: customerUser,
    });
    const selection = page.body?.selection;
    if (selection?.kind !== "found") throw new Error("the application was not shown");
    const shown = selection.application;
    expect(shown.statusLabel).toBe("Left the program");
    expect(shown.timeline.map((step) => [step.title, step.label, step.date])).toEqual([
      // Submitted when the fixture inserted it (the real time, not the test's clock).
      ["Application Submitted", "Completed", expect.any(String)],
      ["Application Review", "Completed", "Nov 20, 2026"],
      ["Enrollment Process", "Completed", "Nov 20, 2026"],
      ["Negotiations", "Ended", "Jan 10, 2027"],
      ["Left the Program", "Ended", "Jan 10, 2027"],
    ]);
    expect(shown.program).toMatchObject({ phase: "left", ended: "Left the program on Jan 10, 2027" });
    expect(shown.debtAccounts.find((debt) => debt.id === paidOff)?.items[0]).toEqual({
      label: "Program status",
      value: "Paid Off since Jan 10, 2027: settled for $100.00",
    });

    // The admin sees the same stages.
    const money = await loadMoneyAccount(database.db, customer.accountId, "America/New_York", clock.now());
    expect(money?.program?.debts.map((debt) => debt.status)).toEqual([
      "Paid Off since Jan 10, 2027",
      "Left the program since Jan 10, 2027",
      "Left the program since Jan 10, 2027",
      "Left the program since Jan 10, 2027",
    ]);
  });
});
