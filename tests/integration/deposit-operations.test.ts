import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONEY_MESSAGES as M, type MoneyReply } from "#app/domain/admin/money.ts";
import type { AccountDetailView } from "#app/domain/admin/money-views.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  type DepositOperationInput,
  runDepositOperation,
} from "#app/server/models/ledger/deposit-operations.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import {
  auditLog,
  dedicatedAccounts,
  emailOutbox,
  ledgerEntries,
  processorEvents,
  scheduledDeposits,
} from "#db/schema.ts";
import { type SignedInUser, signedInAdmin } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { enrollWithDeposits, type MoneyCustomer } from "#tests/support/money-fixtures.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// An admin's deposit operations (issue 45), on the embedded database and on PostgreSQL: a deposit
// recorded received (with the processor's reference) and never twice, a return with its ACH code
// and then a retry, two returns in a row counted by the database (and reset by a cleared deposit),
// the customer's e-mail and one audit row for each, and the refusals (a bad code, a deposit not
// due, not cleared, or of another account, a code that may not be retried, a retry's bad day).

let database: Database;
let services: Services;
let admin: SignedInUser;
// Wednesday Jan 20, 2027: the Dec 15 deposit cleared, the Jan 15 one is due and still scheduled.
const clock = new TestClock("2027-01-20T17:00:00Z");

const depositsOf = (customer: MoneyCustomer) =>
  database.db
    .select()
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, customer.accountId))
    .orderBy(asc(scheduledDeposits.dueOn));
const depositOn = async (customer: MoneyCustomer, dueOn: string) => {
  const found = (await depositsOf(customer)).find((deposit) => deposit.dueOn === dueOn);
  if (!found) throw new Error(`no deposit on ${dueOn}`);
  return found;
};
const accountOf = async (customer: MoneyCustomer) =>
  (await database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.id, customer.accountId)))[0];
const auditsOf = (depositId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.targetId, depositId));
const mailOf = (
  customer: MoneyCustomer,
  kind: "deposit-received" | "deposit-retry-scheduled" | "deposit-returned",
) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, customer.owner.email)));

const operate = (customer: MoneyCustomer, depositId: string, input: DepositOperationInput) =>
  runDepositOperation(database.db, {
    accountId: customer.accountId,
    depositId,
    input,
    admin: { id: admin.id, email: admin.email },
    env: FIXTURE_ENV,
    now: clock.now(),
  });

async function post(customer: MoneyCustomer, fields: Record<string, string>) {
  const answer = await postRoute(services, `/admin/money/${customer.accountId}`, fields, { user: admin });
  return { ...answer, body: answer.body as MoneyReply | undefined };
}

let saver: MoneyCustomer;
let other: MoneyCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  const enroll = (openedAt: string) =>
    enrollWithDeposits(database.db, { openedAt, cleared: 1, now: clock.now() });
  saver = await enroll("2026-12-01T17:00:00Z");
  other = await enroll("2026-12-02T17:00:00Z");
});
afterAll(() => database.close());

describe("recording a deposit received", () => {
  it("clears a due deposit with the processor's reference, audited and e-mailed, once", async () => {
    const january = await depositOn(saver, "2027-01-15");
    const page = await runRoutes(services, `/admin/money/${saver.accountId}`, { user: admin });
    const view = page.data["routes/admin/money-account"] as AccountDetailView;
    expect(view.dueDeposits.map((option) => option.value)).toEqual([january.id]);
    expect(view.deposits.find((row) => row.id === january.id)).toMatchObject({
      short: january.id.slice(-8),
      kind: "Monthly",
      status: "Scheduled",
    });

    const recorded = await post(saver, {
      intent: "record-received",
      depositId: january.id,
      reference: "tr_0115.A",
    });
    expect(recorded).toMatchObject({ status: 200, body: { ok: true, message: M.receivedRecorded } });
    const after = await depositOn(saver, "2027-01-15");
    expect(after).toMatchObject({ status: "cleared", processorReference: "tr_0115.A" });
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.depositId, january.id));
    expect(entry).toMatchObject({
      kind: "deposit",
      amountCents: january.amountCents,
      eventId: `admin-clear-${january.id}`,
    });
    expect(
      await database.db
        .select()
        .from(processorEvents)
        .where(eq(processorEvents.id, `admin-clear-${january.id}`)),
    ).toHaveLength(1);
    const audits = await auditsOf(january.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "deposit_received_recorded",
      targetType: "scheduled_deposit",
      actorId: admin.id,
      before: { status: "scheduled" },
      after: { status: "cleared", reference: "tr_0115.A", dueOn: "2027-01-15" },
    });
    const mail = await mailOf(saver, "deposit-received");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/deposit of Jan 15, 2027/);

    // The admin's page shows the id and the reference on the ledger line.
    const again = await runRoutes(services, `/admin/money/${saver.accountId}`, { user: admin });
    const ledger = (again.data["routes/admin/money-account"] as AccountDetailView).entries;
    expect(ledger[0]).toMatchObject({
      moved: { label: "Deposit", full: january.id },
      reference: "tr_0115.A",
    });

    // Twice: refused by its state; the processor's own "cleared" afterwards changes nothing.
    const twice = await post(saver, { intent: "record-received", depositId: january.id });
    expect(twice).toMatchObject({
      status: 409,
      body: { ok: false, formMessage: "This deposit is already cleared." },
    });
    const webhook = await applyProcessorEvent(
      database.db,
      { id: "evt-late", type: "deposit.cleared", created: 1, data: { depositId: january.id } },
      { now: clock.now(), env: FIXTURE_ENV },
    );
    expect(webhook).toMatchObject({ kind: "refused", status: 404 });
    expect(await auditsOf(january.id)).toHaveLength(1);
  });

  it("refuses a deposit not yet due, another account's, and a bad reference", async () => {
    const later = (await depositsOf(saver)).find((deposit) => deposit.status === "scheduled");
    if (!later) throw new Error("no later deposit");
    expect(await operate(saver, later.id, { operation: "record-received" })).toEqual({
      kind: "refused",
      reason: "This deposit is not due yet: it can be recorded received from its day on.",
    });
    const foreign = await depositOn(other, "2027-01-15");
    expect(await operate(saver, foreign.id, { operation: "record-received" })).toEqual({ kind: "not-found" });
    const bad = await post(saver, { intent: "record-received", depositId: later.id, reference: "has space" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.fieldErrors ?? {})).toEqual(["reference"]);
    expect((await depositOn(other, "2027-01-15")).status).toBe("scheduled");
  });
});

describe("a return, a retry, and two returns in a row", () => {
  it("records R01, schedules a retry of it, and counts the returns in a row until one clears", async () => {
    const january = await depositOn(saver, "2027-01-15");
    const returned = await post(saver, { intent: "record-return", depositId: january.id, code: "R01" });
    expect(returned).toMatchObject({ status: 200, body: { ok: true, message: M.returnRecorded } });
    expect(await depositOn(saver, "2027-01-15")).toMatchObject({
      status: "returned",
      returnReason: "insufficient_funds",
      returnCode: "R01",
    });
    expect(await accountOf(saver)).toMatchObject({ returnsInARow: 1 });
    const returnMail = await mailOf(saver, "deposit-returned");
    expect(returnMail).toHaveLength(1);
    expect(returnMail[0]?.textBody).toContain("Insufficient funds (R01)");

    // A Saturday, today, and 31 days ahead are refused; Monday Jan 25 is taken.
    for (const [day, reason] of [
      ["2027-01-23", "Choose a business day (not a weekend or a bank holiday)."],
      ["2027-01-20", "Choose a day after today."],
      ["2027-02-20", "Choose a day within 30 days."],
    ] as const) {
      expect(await operate(saver, january.id, { operation: "schedule-retry", retryOn: day }), day).toEqual({
        kind: "refused",
        reason,
      });
    }
    const retried = await post(saver, {
      intent: "schedule-retry",
      depositId: january.id,
      retryOn: "2027-01-25",
    });
    expect(retried).toMatchObject({ status: 200, body: { ok: true, message: M.retryScheduled } });
    const retry = await depositOn(saver, "2027-01-25");
    expect(retry).toMatchObject({
      kind: "retry",
      retryOf: january.id,
      status: "scheduled",
      amountCents: january.amountCents,
    });
    const retryAudit = (await auditsOf(january.id)).find((row) => row.action === "deposit_retry_scheduled");
    expect(retryAudit).toMatchObject({ after: { retryId: retry.id, retryOn: "2027-01-25" } });
    const retryMail = await mailOf(saver, "deposit-retry-scheduled");
    expect(retryMail).toHaveLength(1);
    expect(retryMail[0]?.textBody).toContain("again on Jan 25, 2027");
    expect(await operate(saver, january.id, { operation: "schedule-retry", retryOn: "2027-01-25" })).toEqual({
      kind: "refused",
      reason: "A deposit is already scheduled on that day: choose another.",
    });

    // The December deposit comes back too: two in a row.
    const december = await depositOn(saver, "2026-12-15");
    expect(
      (
        await operate(saver, december.id, {
          operation: "record-return",
          code: "R01",
          reason: "insufficient_funds",
        })
      ).kind,
    ).toBe("changed");
    expect(await accountOf(saver)).toMatchObject({ returnsInARow: 2 });

    // The retry clears on its day: the count is back to zero.
    clock.set("2027-01-25T17:00:00Z");
    expect((await operate(saver, retry.id, { operation: "record-received" })).kind).toBe("changed");
    expect(await accountOf(saver)).toMatchObject({ returnsInARow: 0 });
    clock.set("2027-01-20T17:00:00Z");
  });

  it("refuses a bad code, a return of a deposit not cleared, and a retry of a code that may not be retried", async () => {
    const badCode = await post(other, {
      intent: "record-return",
      depositId: (await depositOn(other, "2026-12-15")).id,
      code: "R00",
    });
    expect(badCode.status).toBe(400);
    const badOther = await post(other, {
      intent: "record-return",
      depositId: (await depositOn(other, "2026-12-15")).id,
      code: "other",
      otherCode: "X9",
    });
    expect(Object.keys(badOther.body?.fieldErrors ?? {})).toEqual(["otherCode"]);
    const scheduled = await depositOn(other, "2027-01-15");
    expect(
      await operate(other, scheduled.id, {
        operation: "record-return",
        code: "R01",
        reason: "insufficient_funds",
      }),
    ).toEqual({
      kind: "refused",
      reason: "Only a cleared deposit can come back; this one is scheduled.",
    });
    const december = await depositOn(other, "2026-12-15");
    const closed = await post(other, {
      intent: "record-return",
      depositId: december.id,
      code: "other",
      otherCode: "r07",
    });
    expect(closed.status).toBe(200);
    expect(await depositOn(other, "2026-12-15")).toMatchObject({ returnReason: "other", returnCode: "R07" });
    const refused = await operate(other, december.id, { operation: "schedule-retry", retryOn: "2027-01-25" });
    expect(refused).toMatchObject({ kind: "refused" });
    expect(refused.kind === "refused" && refused.reason).toMatch(/R07: Other cannot be presented again/);
    expect((await depositsOf(other)).filter((deposit) => deposit.kind === "retry")).toEqual([]);
  });
});
