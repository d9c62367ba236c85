import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleChanges } from "#app/domain/projection/schedule-horizon.ts";
import type { Database } from "#app/server/db.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { postAdjustment } from "#app/server/models/ledger/postings.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { rescheduleDeposits } from "#app/server/models/ledger/schedule.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { declineOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";
import { readProgramFacts } from "#app/server/models/projection/read-facts.server.ts";
import { auditLog, ledgerEntries, scheduledDeposits } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";
import { approveAs, confirmAs } from "#tests/support/work-queue-fixtures.ts";

// The schedule follows the projection (issue 43; decisions.md, "The program's ending, and one
// truth"), with the clock moved month by month: enrollment schedules the plan's deposits through
// its end; a returned deposit takes one of the signed term's later deposits back; a higher deposit
// ends the program sooner and its later deposits are not drawn; an offer approved or declined, a
// debt removed and an adjustment each leave the schedule at its horizon; once the last debt is paid
// off no deposit is left, and none is drawn after; never beyond the signed term. After each step,
// the one rule asks for no change (the schedule is where the projection says it ends).

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const scheduled = (accountId: string) =>
  database.db
    .select({
      id: scheduledDeposits.id,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
    })
    .from(scheduledDeposits)
    .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.status, "scheduled")))
    .orderBy(asc(scheduledDeposits.dueOn));

/** The schedule is at its horizon: the one rule would change nothing. */
async function atHorizon(accountId: string) {
  const [facts] = await readProgramFacts(database.db, { accountId }, clock.now());
  if (!facts) throw new Error("no program");
  const changes = scheduleChanges(facts);
  expect(changes.cancel, "deposits after the end month").toEqual([]);
  expect(changes.add, "deposits the program needs").toEqual([]);
  return changes;
}

const day = (customer: EnrolledCustomer, today: string) => ({
  today,
  now: clock.now(),
  env: FIXTURE_ENV,
  accountId: customer.accountId,
});

async function moveTo(customer: EnrolledCustomer, at: string) {
  clock.set(at);
  const today = at.slice(0, 10);
  await clearDueDeposits(database.db, day(customer, today));
  await clearDueCreditorPayments(database.db, day(customer, today));
}

describe("the schedule following the projection", () => {
  it("follows every change of the program, and draws nothing after the last payment", async () => {
    // $1,000.25 and $2,000.25 need $587.65 and $1,175.15 ($1,762.80). At $300 a month from Dec
    // 15, 2026: six deposits, the last on May 17, 2027 (May 15 is a Saturday).
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 2,
      monthlyDepositCents: 30_000n,
      firstDepositDate: "2026-12-15",
    });
    const [small, large] = customer.debtIds as [string, string];
    expect((await scheduled(customer.accountId)).map((deposit) => deposit.dueOn)).toEqual([
      "2026-12-15",
      "2027-01-15",
      "2027-02-16",
      "2027-03-15",
      "2027-04-15",
      "2027-05-17",
    ]);
    const plan = await programProjection(database.db, customer.applicationId, clock.now());
    expect(plan?.projection).toMatchObject({ endMonth: "2027-05", lengthMonths: 6 });
    await atHorizon(customer.accountId);

    // December's deposit clears; January's comes back: $300 short, so June's deposit (within the
    // signed 36 months) is scheduled again.
    await moveTo(customer, "2026-12-15T15:00:00Z");
    await moveTo(customer, "2027-01-15T15:00:00Z");
    const [january] = (
      await database.db
        .select({ id: scheduledDeposits.id })
        .from(scheduledDeposits)
        .where(
          and(eq(scheduledDeposits.accountId, customer.accountId), eq(scheduledDeposits.dueOn, "2027-01-15")),
        )
    ).map((row) => row.id);
    clock.set("2027-01-19T15:00:00Z");
    const returned = await applyProcessorEvent(
      database.db,
      {
        id: "return-january",
        type: "deposit.returned",
        created: 1,
        data: { depositId: january ?? "", reason: "insufficient_funds" },
      },
      { now: clock.now(), env: FIXTURE_ENV },
    );
    expect(returned.kind).toBe("applied");
    expect((await scheduled(customer.accountId)).at(-1)?.dueOn).toBe("2027-06-15");
    await atHorizon(customer.accountId);

    // A higher deposit from March: the program ends sooner, and its later deposits go.
    const higher = await rescheduleDeposits(database.db, admin, {
      accountId: customer.accountId,
      monthlyDepositCents: 60_000n,
      from: "2027-03-01",
      today: "2027-01-19",
      now: clock.now(),
    });
    expect(higher.kind).toBe("changed");
    // $300 in the bank, $300 in February, then $600 a month: $1,800 by the end of April.
    expect((await scheduled(customer.accountId)).map((deposit) => deposit.dueOn)).toEqual([
      "2027-02-16",
      "2027-03-15",
      "2027-04-15",
    ]);
    await atHorizon(customer.accountId);

    // An offer on the large debt, declined: nothing moves, and the schedule is at its horizon.
    const declined = await recordOffer(database.db, {
      debtAccountId: large,
      admin,
      offer: offer(80_000n, [["2027-04-20", 80_000n]], "2027-02-10"),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (declined.kind !== "recorded") throw new Error(JSON.stringify(declined));
    await declineOffer(database.db, {
      offerId: declined.offerId,
      caller: customer.owner,
      reason: null,
      now: clock.now(),
    });
    await atHorizon(customer.accountId);

    // The small debt settles for $300 paid on Feb 20 ($475.06 with its fee), the large for $290
    // paid on Apr 13 ($717.56 with its fee): approved, they are the program's last promises, and
    // April, their last month, is its end.
    const settle = async (debtAccountId: string, amount: bigint, on: string) => {
      const recorded = await recordOffer(database.db, {
        debtAccountId,
        admin,
        offer: offer(amount, [[on, amount]], "2027-02-10"),
        env: FIXTURE_ENV,
        now: clock.now(),
      });
      if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
      await approveAs(database.db, recorded.offerId, customer, clock.now());
      await confirmAs(database.db, recorded.offerId, admin, clock.now());
      await atHorizon(customer.accountId);
    };
    await settle(small, 30_000n, "2027-02-20");
    await settle(large, 29_000n, "2027-04-13");
    expect((await scheduled(customer.accountId)).at(-1)?.dueOn).toBe("2027-04-15");

    // Month by month: deposits and payments clear; the last payment, on Apr 13, pays the last
    // debt off, and April 15's deposit, still scheduled, is never drawn.
    await moveTo(customer, "2027-02-16T15:00:00Z");
    await moveTo(customer, "2027-02-22T15:00:00Z");
    await moveTo(customer, "2027-03-15T15:00:00Z");
    await moveTo(customer, "2027-04-14T15:00:00Z");
    expect(await scheduled(customer.accountId)).toEqual([]);
    const after = await programProjection(database.db, customer.applicationId, clock.now());
    expect(after?.projection).toMatchObject({ remaining: false, endMonth: "2027-04", lengthMonths: 5 });
    const drawn = async () =>
      database.db
        .select({ effectiveOn: ledgerEntries.effectiveOn })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, customer.accountId), eq(ledgerEntries.kind, "deposit")));
    const deposits = await drawn();
    expect(deposits.map((deposit) => deposit.effectiveOn).sort()).toEqual([
      "2026-12-15",
      "2027-01-15",
      "2027-02-16",
      "2027-03-15",
    ]);
    // Months go by: no deposit is drawn after the last payment.
    await moveTo(customer, "2027-08-16T15:00:00Z");
    expect(await drawn()).toEqual(deposits);
    const audits = await database.db
      .select({ after: auditLog.after, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.accountId), eq(auditLog.action, "schedule_followed")))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.at(-1)).toMatchObject({
      actorEmail: "payment-processor",
      after: { throughMonth: null, cancelled: 1, lastDueOn: null },
    });
  });

  it("leaves the schedule at its horizon when a debt is removed or money is added", async () => {
    clock.set("2026-11-20T15:00:00Z");
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 2,
      monthlyDepositCents: 30_000n,
      firstDepositDate: "2026-12-15",
    });
    const removed = await changeDebtStage(database.db, {
      debtAccountId: customer.debtIds[1] ?? "",
      action: "remove",
      admin,
      removedReason: "The customer pays it on their own",
      now: clock.now(),
    });
    expect(removed.kind).toBe("changed");
    // Only the $587.65 debt is left: two deposits.
    expect((await scheduled(customer.accountId)).map((deposit) => deposit.dueOn)).toEqual([
      "2026-12-15",
      "2027-01-15",
    ]);
    await atHorizon(customer.accountId);
    const credited = await postAdjustment(database.db, admin, {
      accountId: customer.accountId,
      amountCents: 60_000n,
      reason: "Paid in by check",
      effectiveOn: "2026-11-20",
      now: clock.now(),
    });
    expect(credited.kind).toBe("posted");
    // $600 is enough: December's deposit alone completes what is needed.
    expect((await scheduled(customer.accountId)).map((deposit) => deposit.dueOn)).toEqual(["2026-12-15"]);
    await atHorizon(customer.accountId);
  });

  it("never adds a deposit beyond the signed term: the program is then not covered, and said so", async () => {
    clock.set("2026-11-20T15:00:00Z");
    // The smallest deposit over a term of 24 months: every deposit of the term is needed.
    const customer = await insertNegotiatingCustomer(database.db, admin, {
      now: clock.now(),
      debts: 2,
      termMonths: 24,
      monthlyDepositCents: 7_400n,
      firstDepositDate: "2026-12-15",
    });
    const before = await scheduled(customer.accountId);
    expect(before).toHaveLength(24);
    await moveTo(customer, "2026-12-15T15:00:00Z");
    const [first] = before;
    clock.set("2026-12-18T15:00:00Z");
    await applyProcessorEvent(
      database.db,
      {
        id: "return-first",
        type: "deposit.returned",
        created: 1,
        data: { depositId: first?.id ?? "", reason: "insufficient_funds" },
      },
      { now: clock.now(), env: FIXTURE_ENV },
    );
    expect(await scheduled(customer.accountId)).toHaveLength(23);
    const program = await programProjection(database.db, customer.applicationId, clock.now());
    expect(program?.projection).toMatchObject({ covered: false, endMonth: null });
    const changes = await atHorizon(customer.accountId);
    expect(changes.uncovered).toBe(true);
  });
});
