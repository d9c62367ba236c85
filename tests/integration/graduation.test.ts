import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAVE_MESSAGES } from "#app/domain/ledger/program-exit.ts";
import { graduationSummary } from "#app/domain/projection/graduation-summary.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import { graduateCompletedPrograms } from "#app/server/models/program/graduate.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";
import {
  accountDetailsForms,
  applications,
  auditLog,
  dedicatedAccounts,
  emailOutbox,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";
import { approveAs, confirmAs } from "#tests/support/work-queue-fixtures.ts";

// Graduation (issue 43; decisions.md, "The program's ending, and one truth"; docs/decisions/0060),
// on both databases: once every enrolled debt is Paid Off or Removed, completing the application
// closes its dedicated account as graduated in the same transaction, with every future deposit
// canceled, what is left refunded by the leaving path (due in 7 business days, tracked), the
// application Completed for ever, a completion e-mail with the graduation summary, and the audit
// rows. It follows the last payoff by itself; an admin completes a program whose last debt was
// removed. Leaving after graduation is refused, and the database refuses a cancelled completion.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const day = (customer: EnrolledCustomer) => ({
  today: clock.now().toISOString().slice(0, 10),
  now: clock.now(),
  env: FIXTURE_ENV,
  accountId: customer.accountId,
});

/** $1,000.25 and, with two debts, $2,000.25, at $300 a month from Dec 15, 2026; the first settles for $300 on Jan 20. */
async function settledCustomer(debts: number): Promise<EnrolledCustomer> {
  clock.set("2026-11-20T15:00:00Z");
  const customer = await insertNegotiatingCustomer(database.db, admin, {
    now: clock.now(),
    debts,
    monthlyDepositCents: 30_000n,
    firstDepositDate: "2026-12-15",
  });
  const recorded = await recordOffer(database.db, {
    debtAccountId: customer.debtIds[0] ?? "",
    admin,
    offer: offer(30_000n, [["2027-01-20", 30_000n]], "2026-12-01"),
    env: FIXTURE_ENV,
    now: clock.now(),
  });
  if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
  await approveAs(database.db, recorded.offerId, customer, clock.now());
  await confirmAs(database.db, recorded.offerId, admin, clock.now());
  for (const at of ["2026-12-15T15:00:00Z", "2027-01-15T15:00:00Z"]) {
    clock.set(at);
    await clearDueDeposits(database.db, day(customer));
  }
  return customer;
}

/** The payment of Jan 20 clears: $300 and the $175.06 fee; $124.94 is left. */
async function payOff(customer: EnrolledCustomer) {
  clock.set("2027-01-20T15:00:00Z");
  expect((await clearDueCreditorPayments(database.db, day(customer))).cleared).toBe(1);
}

const accountOf = async (customer: EnrolledCustomer) =>
  (await database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.id, customer.accountId)))[0];
const applicationOf = async (customer: EnrolledCustomer) =>
  (await database.db.select().from(applications).where(eq(applications.id, customer.applicationId)))[0];

const complete = (customer: EnrolledCustomer) =>
  changeApplicationStatus(database.db, {
    applicationId: customer.applicationId,
    action: "complete",
    actor: admin,
    env: FIXTURE_ENV,
    now: clock.now(),
  });

describe("graduation", () => {
  it("closes, cancels, refunds and tells the customer in the completion's one transaction", async () => {
    const customer = await settledCustomer(2);
    await payOff(customer);
    // One debt Paid Off, the other still negotiating: nothing completes by itself.
    expect((await applicationOf(customer))?.isComplete).toBe(false);
    clock.set("2027-01-21T15:00:00Z");
    const removed = await changeDebtStage(database.db, {
      debtAccountId: customer.debtIds[1] ?? "",
      action: "remove",
      admin,
      removedReason: "The creditor sued: the customer pays it on their own",
      now: clock.now(),
    });
    expect(removed.kind).toBe("changed");
    // The last debt removed, not paid off: an admin completes the program (decision 0060).
    expect((await applicationOf(customer))?.isComplete).toBe(false);

    clock.set("2027-01-22T15:00:00Z");
    expect((await complete(customer)).kind).toBe("changed");
    expect(await applicationOf(customer)).toMatchObject({ status: "approved", isComplete: true });
    expect(await accountOf(customer)).toMatchObject({
      status: "closed",
      closedReason: "graduated",
      balanceCents: 0n,
    });
    const left = await database.db
      .select()
      .from(scheduledDeposits)
      .where(
        and(eq(scheduledDeposits.accountId, customer.accountId), eq(scheduledDeposits.status, "scheduled")),
      );
    expect(left).toEqual([]);
    // $600 deposited, $300 paid and the $175.06 fee: $124.94, due 7 business days after Friday,
    // Jan 22, 2027 (Tuesday, Feb 2).
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    expect(refund).toMatchObject({ amountCents: 12_494n, dueOn: "2027-02-02", state: "requested" });
    const entries = await database.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, customer.accountId))
      .orderBy(asc(ledgerEntries.id));
    expect(entries.at(-1)).toEqual({ kind: "refund", amountCents: -12_494n });

    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "program-completed"), eq(emailOutbox.toAddress, customer.owner.email)));
    expect(mails).toHaveLength(1);
    const text = mails[0]?.textBody ?? "";
    expect(text).toContain("$124.94");
    expect(text).toContain("Feb 2, 2027");
    expect(text).toContain("Total saved, after our fees: $525.19");
    expect(text).toContain("Total fees paid: $175.06");
    expect(text).toContain("Months in the program: 2");

    const audits = await database.db
      .select({ action: auditLog.action, targetType: auditLog.targetType })
      .from(auditLog)
      .where(inArray(auditLog.targetId, [customer.applicationId, customer.accountId]))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.map((row) => row.action)).toContain("application_completed");
    expect(audits.map((row) => row.action)).toContain("program_graduated");

    // The summary, from the ledger: what the portal and the e-mail show.
    const program = await programProjection(database.db, customer.applicationId, clock.now());
    if (!program) throw new Error("no program");
    expect(program.projection.phase).toBe("graduated");
    const summary = graduationSummary(program.facts, program.projection);
    expect(summary.totals).toMatchObject({
      enrolledCents: 300_050n,
      settledCents: 30_000n,
      forgivenCents: 70_025n,
      feesPaidCents: 17_506n,
      savedCents: 52_519n,
      depositedCents: 60_000n,
      refundCents: 12_494n,
      closingCents: 0n,
    });
    expect(summary.debts.map((debt) => debt.status)).toEqual(["paid_off", "removed"]);
    expect(summary.months).toBe(2);

    // The account details form is made from the largest enrolled debt, linked to it.
    const [form] = await database.db
      .select()
      .from(accountDetailsForms)
      .where(eq(accountDetailsForms.applicationId, customer.applicationId));
    expect(form?.debtAccountId).toBe(customer.debtIds[1]);

    // Completed for ever: leaving is refused, and so is a cancelled completion in the database.
    const leave = await leaveProgram(database.db, {
      accountId: customer.accountId,
      caller: customer.owner,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(leave).toEqual({ kind: "refused", reason: LEAVE_MESSAGES.alreadyLeft });
    const refused = await refusal(() =>
      database.db
        .update(applications)
        .set({ status: "cancelled" })
        .where(eq(applications.id, customer.applicationId)),
    );
    expect(refused).toMatchObject({ code: "23514", constraint: "applications_completed_never_cancelled" });
  });

  it("follows the last payoff by itself, and an admin's completion after it changes nothing", async () => {
    const customer = await settledCustomer(1);
    await payOff(customer);
    expect(await applicationOf(customer)).toMatchObject({ status: "approved", isComplete: true });
    expect(await accountOf(customer)).toMatchObject({ status: "closed", closedReason: "graduated" });
    const [completed] = await database.db
      .select({ actorEmail: auditLog.actorEmail, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, customer.applicationId), eq(auditLog.action, "application_completed")),
      );
    expect(completed).toEqual({ actorEmail: "payment-processor", actorId: null });
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    expect(refund?.amountCents).toBe(12_494n);
    expect(await complete(customer)).toMatchObject({ kind: "refused" });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "program-completed"), eq(emailOutbox.toAddress, customer.owner.email)));
    expect(mails).toHaveLength(1);
  });

  it("graduates a program completed before graduation existed, once", async () => {
    const customer = await settledCustomer(1);
    // As Mark as Complete left it before issue 43: complete, its account open, deposits scheduled.
    await database.db
      .update(applications)
      .set({ isComplete: true, completionPercentage: 100, completedAt: clock.now() })
      .where(eq(applications.id, customer.applicationId));
    expect(await graduateCompletedPrograms(database.db, { now: clock.now(), env: FIXTURE_ENV })).toBe(1);
    expect(await accountOf(customer)).toMatchObject({
      status: "closed",
      closedReason: "graduated",
      balanceCents: 0n,
    });
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    expect(refund?.amountCents).toBe(60_000n);
    expect(await graduateCompletedPrograms(database.db, { now: clock.now(), env: FIXTURE_ENV })).toBe(0);
  });

  it("lets one ending win when leaving and completing race", async () => {
    const customer = await settledCustomer(2);
    await payOff(customer);
    clock.set("2027-01-21T15:00:00Z");
    await changeDebtStage(database.db, {
      debtAccountId: customer.debtIds[1] ?? "",
      action: "remove",
      admin,
      removedReason: "Kept by the customer",
      now: clock.now(),
    });
    const leave = () =>
      leaveProgram(database.db, {
        accountId: customer.accountId,
        caller: customer.owner,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
    const results = await Promise.all([leave(), complete(customer), leave(), complete(customer), leave()]);
    const left = results.filter((result) => result.kind === "left").length;
    const graduated = results.filter((result) => result.kind === "changed").length;
    expect(left + graduated).toBe(1);
    const account = await accountOf(customer);
    const application = await applicationOf(customer);
    expect(account?.closedReason).toBe(left === 1 ? "left" : "graduated");
    expect(application).toMatchObject(
      left === 1 ? { status: "cancelled", isComplete: false } : { status: "approved", isComplete: true },
    );
    expect(
      await database.db.select().from(refunds).where(eq(refunds.accountId, customer.accountId)),
    ).toHaveLength(1);
    const [sum] = await database.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, customer.accountId));
    expect(sum?.cents).toBe(String(account?.balanceCents));
    expect(account?.balanceCents).toBe(0n);
  });
});
