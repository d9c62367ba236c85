import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositChange } from "#app/domain/bank-account/deposit-changes.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  changeDeposits,
  readDepositChanges,
} from "#app/server/models/bank-account/deposit-changes.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { rescheduleDeposits } from "#app/server/models/ledger/schedule.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";
import { auditLog, dedicatedAccounts, emailOutbox, ledgerEntries, scheduledDeposits } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import {
  type EnrolledCustomer,
  FIXTURE_ENV,
  insertEnrolledCustomer,
} from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The customer's changes to their deposits (issue 44), through the recipe, with a moved clock:
// the 3-business-day cutoff, the one-skip-in-6-months rule, an extra deposit clearing into the
// balance, a move changing every later deposit's day, and the end month moving as previewed.

let database: Database;
let admin: { id: string; email: string };
const clock = new TestClock("2026-12-01T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

/** Enrolled Dec 1, 2026, drawn on the 8th from January 2027. */
async function enrolled(): Promise<EnrolledCustomer> {
  return insertEnrolledCustomer(database.db, admin, {
    now: new Date("2026-12-01T15:00:00Z"),
    firstDepositDate: "2027-01-08",
  });
}

/** The clock at noon Eastern of `day`, and every deposit due by then cleared. */
async function moveTo(customer: EnrolledCustomer, day: string) {
  clock.set(`${day}T17:00:00Z`);
  await clearDueDeposits(database.db, {
    today: day,
    now: clock.now(),
    env: FIXTURE_ENV,
    accountId: customer.accountId,
  });
}

const deposits = (accountId: string) =>
  database.db
    .select({
      id: scheduledDeposits.id,
      dueOn: scheduledDeposits.dueOn,
      status: scheduledDeposits.status,
      kind: scheduledDeposits.kind,
      amountCents: scheduledDeposits.amountCents,
    })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, accountId))
    .orderBy(asc(scheduledDeposits.dueOn));

async function preview(customer: EnrolledCustomer, change: DepositChange | null) {
  const page = await readDepositChanges(
    database.db,
    { userId: customer.owner.id, accountId: customer.accountId, change },
    clock.now(),
  );
  if (!page) throw new Error("not found");
  return page;
}

/** Previews `change`, then confirms it with the version the preview showed. */
async function confirm(customer: EnrolledCustomer, change: DepositChange, seenVersion?: string) {
  const page = await preview(customer, change);
  return changeDeposits(database.db, {
    accountId: customer.accountId,
    change,
    caller: customer.owner,
    seenVersion: seenVersion ?? page.scheduleVersion,
    now: clock.now(),
    env: FIXTURE_ENV,
  });
}

describe("changes to deposits", () => {
  it("moves the draft day from the next deposit at least 3 business days away, every later one with it", async () => {
    const customer = await enrolled();
    await moveTo(customer, "2027-03-04"); // Thursday: the cutoff is Tuesday Mar 9
    const before = await deposits(customer.accountId);
    const page = await preview(customer, { kind: "move-draft-day", day: 20 });
    expect(page.cutoff).toBe("2027-03-09");
    expect(page.preview?.deposits.after.slice(0, 2).map((d) => d.dueOn)).toEqual([
      "2027-03-08",
      "2027-04-20",
    ]);
    expect(await confirm(customer, { kind: "move-draft-day", day: 20 })).toMatchObject({ kind: "changed" });

    const after = await deposits(customer.accountId);
    expect(after).toHaveLength(before.length);
    const scheduled = after.filter((d) => d.status === "scheduled");
    // Mar 8 is 2 business days away: it keeps its day.
    expect(scheduled[0]?.dueOn).toBe("2027-03-08");
    expect(scheduled[1]?.dueOn).toBe("2027-04-20");
    for (const deposit of scheduled.slice(1))
      expect(["20", "21", "22", "23"]).toContain(deposit.dueOn.slice(8));
    const [account] = await database.db
      .select({ draftDay: dedicatedAccounts.draftDay })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(account?.draftDay).toBe(20);
    const audit = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.accountId), eq(auditLog.action, "draft_day_moved")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ draftDay: 20, change: { change: "move-draft-day", day: "20" } });
    const mail = await database.db
      .select({ subject: emailOutbox.subject, textBody: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, customer.owner.email), eq(emailOutbox.kind, "deposits-changed")));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain(
      "Your deposits will be drawn on the 20th of each month, from Apr 20, 2027.",
    );
    expect(mail[0]?.textBody).toContain("End of the program (estimate)");

    // The same day again is refused; a day in the past is never written.
    expect(await confirm(customer, { kind: "move-draft-day", day: 20 })).toMatchObject({
      kind: "refused",
      field: "day",
      reason: "Your deposits are already drawn on the 20th.",
    });
    await moveTo(customer, "2027-03-08");
    expect((await deposits(customer.accountId)).find((d) => d.dueOn === "2027-03-08")?.status).toBe(
      "cleared",
    );
  });

  it("adds an extra deposit from the cutoff on, which clears into the balance", async () => {
    const customer = await enrolled();
    await moveTo(customer, "2027-03-04");
    expect(await confirm(customer, { kind: "extra", onDay: "2027-03-08", amountCents: 250_00n })).toEqual({
      kind: "refused",
      field: "onDay",
      stale: false,
      reason: "Choose a business day (Monday to Friday, not a holiday) on or after Mar 9, 2027.",
    });
    expect(
      await confirm(customer, { kind: "extra", onDay: "2027-03-09", amountCents: 24_99n }),
    ).toMatchObject({
      kind: "refused",
      field: "amount",
    });
    expect(
      await confirm(customer, { kind: "extra", onDay: "2027-03-09", amountCents: 250_00n }),
    ).toMatchObject({
      kind: "changed",
    });
    const extra = (await deposits(customer.accountId)).find((d) => d.kind === "extra");
    expect(extra).toMatchObject({ dueOn: "2027-03-09", status: "scheduled", amountCents: 250_00n });
    // An admin's new monthly deposit replaces the term's deposits, never the extra one.
    await rescheduleDeposits(database.db, admin, {
      accountId: customer.accountId,
      monthlyDepositCents: 60_00n,
      from: "2027-03-05",
      today: "2027-03-04",
      now: clock.now(),
    });
    expect((await deposits(customer.accountId)).filter((d) => d.kind === "extra")).toEqual([
      expect.objectContaining({ dueOn: "2027-03-09", amountCents: 250_00n }),
    ]);

    const [before] = await database.db
      .select({ balanceCents: dedicatedAccounts.balanceCents })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    await moveTo(customer, "2027-03-09");
    const [after] = await database.db
      .select({ balanceCents: dedicatedAccounts.balanceCents })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    // Mar 8's regular deposit and the extra one cleared.
    const regular = (await deposits(customer.accountId)).find(
      (d) => d.dueOn === "2027-03-08" && d.kind === "regular",
    );
    expect((after?.balanceCents ?? 0n) - (before?.balanceCents ?? 0n)).toBe(
      250_00n + (regular?.amountCents ?? 0n),
    );
    const entries = await database.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.accountId, customer.accountId), eq(ledgerEntries.depositId, extra?.id ?? "")),
      );
    expect(entries).toEqual([{ amountCents: 250_00n }]);
  });

  it("skips a month as previewed, and allows one skip in any 6 months", async () => {
    const customer = await enrolled();
    await moveTo(customer, "2027-04-01");
    const page = await preview(customer, null);
    expect(page.nextDeposit?.dueOn).toBe("2027-04-08");
    const skip = { kind: "skip" as const, depositId: page.nextDeposit?.id ?? "" };
    const previewed = (await preview(customer, skip)).preview;
    expect(previewed?.endMonth.before).toBe("2029-12");
    expect(previewed?.endMonth.after).toBe("2030-01");
    expect(await confirm(customer, skip)).toMatchObject({ kind: "changed" });

    const rows = await deposits(customer.accountId);
    expect(rows.find((d) => d.dueOn === "2027-04-08")?.status).toBe("skipped");
    // The schedule followed at once: one more deposit at the end of the term.
    expect(rows.at(-1)).toMatchObject({ dueOn: "2030-01-08", status: "scheduled", kind: "regular" });
    const projection = await programProjection(database.db, customer.applicationId, clock.now());
    expect(projection?.projection.endMonth).toBe(previewed?.endMonth.after);
    const byDebt = new Map(projection?.projection.debts.map((debt) => [debt.id, debt.expectedMonth]));
    for (const debt of previewed?.debts ?? []) expect(byDebt.get(debt.id)).toBe(debt.after);

    // September is within 6 months of April: refused. October is not.
    await moveTo(customer, "2027-09-01");
    const september = (await preview(customer, null)).nextDeposit;
    expect(september?.dueOn).toBe("2027-09-08");
    expect(await confirm(customer, { kind: "skip", depositId: september?.id ?? "" })).toEqual({
      kind: "refused",
      field: "depositId",
      stale: false,
      reason: "You skipped the deposit of April 2027: the next skip can be in October 2027 or later.",
    });
    await moveTo(customer, "2027-10-01");
    const october = (await preview(customer, null)).nextDeposit;
    expect(october?.dueOn).toBe("2027-10-08");
    expect(await confirm(customer, { kind: "skip", depositId: october?.id ?? "" })).toMatchObject({
      kind: "changed",
    });
    expect((await deposits(customer.accountId)).at(-1)?.dueOn).toBe("2030-02-08");
  });

  it("refuses a confirmation of a schedule that changed since it was previewed", async () => {
    const customer = await enrolled();
    await moveTo(customer, "2027-03-04");
    const seen = (await preview(customer, null)).scheduleVersion;
    expect(
      await confirm(customer, { kind: "extra", onDay: "2027-03-10", amountCents: 100_00n }),
    ).toMatchObject({
      kind: "changed",
    });
    expect(await confirm(customer, { kind: "move-draft-day", day: 15 }, seen)).toEqual({
      kind: "refused",
      stale: true,
      reason: "Your schedule changed since you looked: check the new effect and confirm again.",
    });
  });

  it("lets one of five confirmations of the same preview win, the others told the schedule changed", async () => {
    const customer = await enrolled();
    await moveTo(customer, "2027-03-04");
    const seen = (await preview(customer, null)).scheduleVersion;
    const results = await Promise.all(
      [12, 15, 18, 20, 25].map((day) => confirm(customer, { kind: "move-draft-day", day }, seen)),
    );
    expect(results.filter((result) => result.kind === "changed")).toHaveLength(1);
    for (const result of results.filter((result) => result.kind !== "changed"))
      expect(result).toMatchObject({ kind: "refused", stale: true });
    const moved = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.accountId), eq(auditLog.action, "draft_day_moved")));
    expect(moved).toHaveLength(1);
  });

  it("answers not found for another customer's account", async () => {
    const customer = await enrolled();
    const other = await enrolled();
    await moveTo(customer, "2027-03-04");
    expect(
      await readDepositChanges(
        database.db,
        { userId: other.owner.id, accountId: customer.accountId, change: null },
        clock.now(),
      ),
    ).toBeNull();
    expect(
      await changeDeposits(database.db, {
        accountId: customer.accountId,
        change: { kind: "move-draft-day", day: 15 },
        caller: other.owner,
        seenVersion: null,
        now: clock.now(),
        env: FIXTURE_ENV,
      }),
    ).toEqual({ kind: "not-found" });
  });
});
