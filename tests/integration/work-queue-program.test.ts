import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDayOf } from "#app/domain/time-zone.ts";
import type { Database } from "#app/server/db.server.ts";
import { runDepositOperation } from "#app/server/models/ledger/deposit-operations.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import {
  workQueueCounts,
  workQueueCountsStatement,
} from "#app/server/models/negotiation/work-queue.server.ts";
import {
  findDepositsAtRisk,
  findGraduatesToClose,
  findInactiveCustomers,
  findReadyToNegotiate,
} from "#app/server/models/negotiation/work-queue-program.server.ts";
import { myTasks } from "#app/server/models/operator/tasks.server.ts";
import { programProjections } from "#app/server/models/projection/program-projection.server.ts";
import {
  adminTasks,
  debtNegotiations,
  dedicatedAccounts,
  programActivity,
  scheduledDeposits,
  sessions,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { enrollWithDeposits } from "#tests/support/money-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The Work Queue's program sections (issue 45), on both databases: a debt is ready to negotiate
// from the month the one projection expects (written by reconcileSchedule, read by an index) until
// an offer is in play; two returns in a row list a program at risk; a program with no debt left in
// play is a graduate to close out; a customer with no sign-in or action for 30 days is inactive
// (a new session ends it, closing the account removes them); "My tasks" are the reader's, overdue
// first; every count comes from the one statement, each through its partial index.

let database: Database;
let admin: { id: string; email: string };
const clock = new TestClock("2027-01-20T17:00:00Z");
let negotiating: EnrolledCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
  negotiating = await insertNegotiatingCustomer(database.db, admin, {
    now: new Date("2026-12-01T17:00:00Z"),
    firstDepositDate: "2026-12-15",
    debts: 2,
  });
});
afterAll(() => database.close());

const monthStart = (month: string) => `${month}-01`;

describe("ready to negotiate", () => {
  it("lists a debt from the month the projection expects it covered, until an offer is in play", async () => {
    const [program] = await programProjections(
      database.db,
      { accountId: negotiating.accountId },
      clock.now(),
    );
    const expected = program?.projection.debts.filter((debt) => debt.toSettle && debt.expectedMonth) ?? [];
    expect(expected.length).toBe(2);
    const stored = await database.db
      .select({ id: debtNegotiations.debtAccountId, month: debtNegotiations.expectedMonth })
      .from(debtNegotiations)
      .where(eq(debtNegotiations.accountId, negotiating.accountId));
    // The stored month is the projection's, for every enrolled debt still to settle.
    expect(Object.fromEntries(stored.map((row) => [row.id, row.month]))).toEqual(
      Object.fromEntries(expected.map((debt) => [debt.id, monthStart(debt.expectedMonth ?? "")])),
    );
    const [first] = [...expected].sort((a, b) =>
      (a.expectedMonth ?? "").localeCompare(b.expectedMonth ?? ""),
    );
    if (!first?.expectedMonth) throw new Error("no expected month");
    const month = monthStart(first.expectedMonth);
    const before = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
    expect(await findReadyToNegotiate(database.db, before)).toEqual([]);
    const ready = await findReadyToNegotiate(database.db, month);
    expect(ready.map((row) => [row.debtAccountId, row.expectedMonth, row.userId])).toEqual([
      [first.id, month, negotiating.owner.id],
    ]);
    expect((await workQueueCounts(database.db, month)).sections["ready-to-negotiate"]).toBe(1);

    const recorded = await recordOffer(database.db, {
      debtAccountId: first.id,
      admin,
      offer: offer(100_00n, [[month, 100_00n]], "2027-02-20"),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(recorded.kind).toBe("recorded");
    expect((await findReadyToNegotiate(database.db, month)).map((row) => row.debtAccountId)).not.toContain(
      first.id,
    );
  });

  it("writes no month while the program's negotiations are not approved", async () => {
    const pending = await enrollWithDeposits(database.db, {
      openedAt: "2026-12-01T17:00:00Z",
      cleared: 1,
      now: clock.now(),
    });
    const months = await database.db
      .select({ month: debtNegotiations.expectedMonth })
      .from(debtNegotiations)
      .where(eq(debtNegotiations.accountId, pending.accountId));
    expect(months.length).toBeGreaterThan(0);
    expect(months.every((row) => row.month === null)).toBe(true);
  });
});

describe("deposits at risk and graduates to close out", () => {
  it("lists a program with two returns in a row, latest first, and one with no debt left in play", async () => {
    const saver = await enrollWithDeposits(database.db, {
      openedAt: "2026-12-01T17:00:00Z",
      cleared: 1,
      now: clock.now(),
    });
    const december = saver.cleared[0] ?? "";
    const operate = (depositId: string, input: Parameters<typeof runDepositOperation>[1]["input"]) =>
      runDepositOperation(database.db, {
        accountId: saver.accountId,
        depositId,
        input,
        admin,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
    const [january] = await database.db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(
        and(eq(scheduledDeposits.accountId, saver.accountId), eq(scheduledDeposits.dueOn, "2027-01-15")),
      );
    const januaryId = january?.id ?? "";
    expect((await operate(januaryId, { operation: "record-received" })).kind).toBe("changed");
    expect(await findDepositsAtRisk(database.db)).toEqual([]);
    for (const id of [december, januaryId]) {
      expect(
        (await operate(id, { operation: "record-return", code: "R01", reason: "insufficient_funds" })).kind,
      ).toBe("changed");
    }
    const atRisk = await findDepositsAtRisk(database.db);
    expect(atRisk.map((row) => [row.accountId, row.returnsInARow, row.userId])).toEqual([
      [saver.accountId, 2, saver.owner.id],
    ]);
    expect((await workQueueCounts(database.db, companyDayOf(clock.now()))).sections["deposits-at-risk"]).toBe(
      1,
    );

    // Every enrolled debt final: the open-debts count (a trigger) reaches zero.
    expect(await findGraduatesToClose(database.db)).toEqual([]);
    await database.db
      .update(debtNegotiations)
      .set({ stage: "paid_off", stageReachedAt: clock.now() })
      .where(eq(debtNegotiations.accountId, saver.accountId));
    const [account] = await database.db
      .select({ openDebts: dedicatedAccounts.openDebts })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, saver.accountId));
    expect(account?.openDebts).toBe(0);
    expect((await findGraduatesToClose(database.db)).map((row) => row.accountId)).toEqual([saver.accountId]);
    const [negotiatingAccount] = await database.db
      .select({ openDebts: dedicatedAccounts.openDebts })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, negotiating.accountId));
    expect(negotiatingAccount?.openDebts).toBe(2);
  });
});

describe("no activity for 30 days", () => {
  it("lists a customer whose last contact is older, until they sign in; a closed program leaves", async () => {
    const quiet = await enrollWithDeposits(database.db, {
      openedAt: "2026-11-01T17:00:00Z",
      cleared: 0,
      now: clock.now(),
    });
    const [activity] = await database.db
      .select()
      .from(programActivity)
      .where(eq(programActivity.accountId, quiet.accountId));
    expect(activity).toMatchObject({ userId: quiet.owner.id, lastAt: new Date("2026-11-01T17:00:00Z") });
    const cutoff = new Date("2026-12-21T17:00:00Z");
    expect((await findInactiveCustomers(database.db, cutoff)).map((row) => row.accountId)).toContain(
      quiet.accountId,
    );
    // A sign-in (a new session) is contact.
    await database.db.insert(sessions).values({
      token: `t-${quiet.owner.id}`,
      userId: quiet.owner.id,
      expiresAt: new Date("2027-02-01T00:00:00Z"),
      createdAt: new Date("2027-01-10T12:00:00Z"),
      updatedAt: new Date("2027-01-10T12:00:00Z"),
    });
    expect((await findInactiveCustomers(database.db, cutoff)).map((row) => row.accountId)).not.toContain(
      quiet.accountId,
    );
    // An action of theirs in the portal (an audit row they are the actor of) within the hour changes nothing more.
    await database.db.execute(
      sql`insert into audit_log (actor_id, actor_email, action, target_type, created_at) values (${quiet.owner.id}, ${quiet.owner.email}, 'document_uploaded', 'document', '2027-01-10T12:30:00Z')`,
    );
    const [touched] = await database.db
      .select({ lastAt: programActivity.lastAt })
      .from(programActivity)
      .where(eq(programActivity.accountId, quiet.accountId));
    expect(touched?.lastAt).toEqual(new Date("2027-01-10T12:00:00Z"));
    await database.db.execute(
      sql`insert into audit_log (actor_id, actor_email, action, target_type, created_at) values (${quiet.owner.id}, ${quiet.owner.email}, 'document_uploaded', 'document', '2027-01-12T09:00:00Z')`,
    );
    const [later] = await database.db
      .select({ lastAt: programActivity.lastAt })
      .from(programActivity)
      .where(eq(programActivity.accountId, quiet.accountId));
    expect(later?.lastAt).toEqual(new Date("2027-01-12T09:00:00Z"));
    // A call that reached them is contact; one that did not is not (decision 70).
    const call = (outcome: string, at: string) =>
      database.db.execute(
        sql`insert into customer_notes (customer_id, author_email, kind, body, call_direction, call_outcome, call_at, created_at) values (${quiet.owner.id}, 'desk@example.com', 'call', 'About the deposit', 'outbound', ${outcome}, ${at}, ${at})`,
      );
    const lastContact = async () =>
      (
        await database.db
          .select({ lastAt: programActivity.lastAt })
          .from(programActivity)
          .where(eq(programActivity.accountId, quiet.accountId))
      )[0]?.lastAt;
    await call("no_answer", "2027-01-20T16:00:00Z");
    expect(await lastContact()).toEqual(new Date("2027-01-12T09:00:00Z"));
    await call("reached", "2027-01-21T16:00:00Z");
    expect(await lastContact()).toEqual(new Date("2027-01-21T16:00:00Z"));
    // Closing the account removes the row.
    await database.db.execute(
      sql`update dedicated_accounts set status = 'closed', closed_at = now(), closed_reason = 'left' where id = ${quiet.accountId}`,
    );
    expect(
      await database.db.select().from(programActivity).where(eq(programActivity.accountId, quiet.accountId)),
    ).toEqual([]);
  });
});

describe("my tasks", () => {
  it("lists the reader's open tasks, overdue first, and counts them", async () => {
    const other = await insertUser(database.db, { email: "other-admin@example.com" });
    const customer = await insertUser(database.db, { email: "task-customer@example.com" });
    // Tasks are assigned to admins (admin_users).
    await database.db.execute(
      sql`insert into admin_users (id) values (${admin.id}), (${other.id}) on conflict (id) do nothing`,
    );
    const task = (assigneeId: string, title: string, dueOn: string, status: "open" | "done" = "open") => ({
      customerId: customer.id,
      assigneeId,
      title,
      dueOn,
      status,
      createdByEmail: admin.email,
      createdAt: new Date("2027-01-02T15:00:00Z"),
      ...(status === "done" ? { completedAt: new Date("2027-01-03T15:00:00Z") } : {}),
    });
    await database.db
      .insert(adminTasks)
      .values([
        task(admin.id, "Call about the February deposit", "2027-01-25"),
        task(admin.id, "Send the settlement letter", "2027-01-18"),
        task(admin.id, "Done already", "2027-01-01", "done"),
        task(other.id, "Someone else's", "2027-01-02"),
      ]);
    const mine = await myTasks(database.db, admin.id, new Date("2027-01-20T15:00:00Z"));
    expect(mine.map((row) => [row.title, row.dueOn, row.customerId, row.overdue])).toEqual([
      ["Send the settlement letter", "2027-01-18", customer.id, true],
      ["Call about the February deposit", "2027-01-25", customer.id, false],
    ]);
    const counts = await workQueueCounts(database.db, "2027-01-20", admin.id);
    expect([counts.sections["my-tasks"], counts.tasksOverdue]).toEqual([2, 1]);
  });

  it("reads each new section's partial index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain ${workQueueCountsStatement("2027-01-20", admin.id, clock.now())}`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
    for (const index of [
      "admin_tasks_mine_idx",
      "debt_negotiations_ready_idx",
      "dedicated_accounts_at_risk_idx",
      "dedicated_accounts_to_close_idx",
      "program_activity_last_at_idx",
    ]) {
      expect(plan, index).toContain(index);
    }
  });
});
