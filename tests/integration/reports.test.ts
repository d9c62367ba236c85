import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportWindow } from "#app/domain/admin/reports.ts";
import type { Database } from "#app/server/db.server.ts";
import { findAccountForAdmin } from "#app/server/models/ledger/admin-reads.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import {
  FOLD_AT,
  findLedgerMonths,
  foldLedgerMonthTotals,
} from "#app/server/models/reports/ledger-month-totals.server.ts";
import { findReportFigures } from "#app/server/models/reports/monthly-figures.server.ts";
import { ledgerEntries, ledgerMonthTotals, refunds } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { insertSettledPrograms, type SettledProgram } from "#tests/support/report-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The reports' figures (issue 45), on the embedded database and on PostgreSQL alike: the ledger's
// own monthly totals always equal its entries (the trigger of migration 0034, and folding them);
// fees, deposits cleared and returned by the month of their bank day; refunds by the month they
// are due, placed on time or late by the company's calendar (US Eastern), overdue against its day.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
let program: SettledProgram;
const clock = new TestClock();

/** The truth: the entries themselves, by month and kind. */
async function entriesByMonth() {
  const result = (await database.db.execute(sql`
    select to_char(effective_on, 'YYYY-MM') as month, kind, count(*)::int as entries, sum(amount_cents)::text as cents
    from ledger_entries group by 1, 2 order by 1, 2`)) as unknown as { rows: unknown[] };
  return result.rows;
}

/** The totals by month and kind (rows that count nothing left out). */
async function totalsByMonth() {
  const result = (await database.db.execute(sql`
    select to_char(month, 'YYYY-MM') as month, kind, sum(entries)::int as entries, sum(cents)::text as cents
    from ledger_month_totals group by 1, 2 having sum(entries) > 0 order by 1, 2`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

async function totalsRows(): Promise<number> {
  return (await database.db.select({ id: ledgerMonthTotals.id }).from(ledgerMonthTotals)).length;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
  [program] = (await insertSettledPrograms(database.db, clock, admin)) as [SettledProgram];
});
afterAll(() => database.close());

describe("the ledger's monthly totals", () => {
  it("equal its entries by month and kind, row by row as they are posted, and once folded", async () => {
    const truth = await entriesByMonth();
    expect(truth.length).toBeGreaterThan(4);
    expect(await totalsByMonth()).toEqual(truth);
    // Each posting statement added its own rows: a month of this program has several.
    const before = await totalsRows();
    expect(before).toBeGreaterThan(truth.length);
    await foldLedgerMonthTotals(database.db);
    expect(await totalsRows()).toBe(truth.length);
    expect(await totalsByMonth()).toEqual(truth);
    // Folding again changes nothing; postings after it add to the folded rows. The settled program
    // graduated with its last payment (issue 43) and draws no more deposits: a customer enrolled
    // since has July's.
    await foldLedgerMonthTotals(database.db);
    expect(await totalsRows()).toBe(truth.length);
    await insertEnrolledCustomer(database.db, admin, { now: clock.now(), firstDepositDate: "2026-07-06" });
    clock.set("2026-07-06T14:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    expect(await totalsRows()).toBe(truth.length + 1);
    expect(await totalsByMonth()).toEqual(await entriesByMonth());
  });

  it("are folded by a read that finds too many rows in its window", async () => {
    // Rows that count nothing, in a month long before the program, stand for a busy month's postings.
    await database.db.insert(ledgerMonthTotals).values(
      Array.from({ length: FOLD_AT + 1 }, () => ({
        month: "2020-01-01",
        kind: "fee" as const,
        entries: 0n,
        cents: 0n,
      })),
    );
    const read = await findLedgerMonths(database.db, reportWindow("2020-06-15", 12));
    expect(read.fees).toEqual([{ month: "2020-01", count: 0, cents: 0n }]);
    expect(await totalsRows()).toBe((await entriesByMonth()).length + 1);
    expect(await totalsByMonth()).toEqual(await entriesByMonth());
  });

  it("refuse a month that is not a month's first day", async () => {
    await expect(
      database.db
        .insert(ledgerMonthTotals)
        .values({ month: "2026-05-02", kind: "fee", entries: 1n, cents: -1n }),
    ).rejects.toThrow();
  });
});

describe("the reports' figures", () => {
  it("sum fees, deposits cleared and returned by the month of their bank day", async () => {
    const figures = await findReportFigures(database.db, reportWindow("2026-06-15", 12));
    expect(figures.window.months[0]).toBe("2025-07");
    expect(figures.fees).toEqual([
      { month: "2026-05", count: 1, cents: 13_756n },
      { month: "2026-06", count: 1, cents: 27_506n },
    ]);
    expect(figures.cleared).toEqual([
      { month: "2026-03", count: 1, cents: 60_000n },
      { month: "2026-04", count: 1, cents: 60_000n },
      { month: "2026-05", count: 1, cents: 60_000n },
      { month: "2026-06", count: 1, cents: 60_000n },
    ]);
    // The April deposit came back on Apr 20: it counts in April, its bank day's month.
    expect(figures.returned).toEqual([{ month: "2026-04", count: 1, cents: 60_000n }]);
    // A shorter window leaves the months before it out.
    const [fee] = (await findReportFigures(database.db, reportWindow("2026-05-31", 12))).fees;
    expect(fee).toEqual({ month: "2026-05", count: 1, cents: 13_756n });
    expect(program.offers).toHaveLength(2);
  });

  it("place refunds by the month they are due: on time or late on the company's calendar, overdue on its day", async () => {
    const accounts = [];
    for (let i = 0; i < 5; i++) {
      accounts.push((await insertEnrolledCustomer(database.db, admin, { now: clock.now() })).accountId);
    }
    const [onTime, late, overdue, notDue, older] = accounts as [string, string, string, string, string];
    const refund = (accountId: string, dueOn: string, rest: Partial<typeof refunds.$inferInsert>) => ({
      accountId,
      dueOn,
      amountCents: 10_000n,
      requestedAt: new Date(`${dueOn}T12:00:00Z`),
      ...rest,
    });
    await database.db.insert(refunds).values([
      // Completed at 10 PM on its due day in New York: 2 AM the next day in UTC, still on time.
      refund(onTime, "2026-05-11", {
        state: "completed",
        sentAt: new Date("2026-05-08T15:00:00Z"),
        completedAt: new Date("2026-05-12T02:00:00Z"),
        amountCents: 12_345n,
      }),
      refund(late, "2026-05-11", {
        state: "completed",
        sentAt: new Date("2026-05-08T15:00:00Z"),
        completedAt: new Date("2026-05-12T15:00:00Z"),
      }),
      refund(overdue, "2026-06-10", { state: "requested", amountCents: 7_001n }),
      refund(notDue, "2026-07-02", { state: "sent", sentAt: new Date("2026-06-14T15:00:00Z") }),
      // Due before the window, still open: overdue now, though no month of the window shows it.
      refund(older, "2025-01-15", { state: "requested", amountCents: 300n }),
    ]);
    // The settled program graduated when its last debt was paid on Jun 12 (issue 43): what was left
    // ($1,800 cleared, less $1,350 paid to the creditors and $412.62 of fees) is refunded, due later
    // in June and still open.
    const graduation = await database.db
      .select({ dueOn: refunds.dueOn, amountCents: refunds.amountCents, state: refunds.state })
      .from(refunds)
      .where(eq(refunds.accountId, program.customer.accountId));
    expect(graduation).toHaveLength(1);
    expect(graduation[0]).toMatchObject({ amountCents: 3_738n, state: "requested" });
    expect(graduation[0]?.dueOn).toMatch(/^2026-06-(1[6-9]|2\d|30)$/);
    const figures = await findReportFigures(database.db, reportWindow("2026-06-15", 12));
    expect(figures.refunds).toEqual([
      {
        month: "2026-05",
        due: 2,
        dueCents: 22_345n,
        onTime: 1,
        late: 1,
        open: 0,
        overdue: 0,
        overdueCents: 0n,
      },
      {
        month: "2026-06",
        due: 2,
        dueCents: 7_001n + 3_738n,
        onTime: 0,
        late: 0,
        open: 2,
        overdue: 1,
        overdueCents: 7_001n,
      },
      {
        month: "2026-07",
        due: 1,
        dueCents: 10_000n,
        onTime: 0,
        late: 0,
        open: 1,
        overdue: 0,
        overdueCents: 0n,
      },
    ]);
    expect(figures.openRefunds).toEqual({
      notDue: { count: 2, cents: 10_000n + 3_738n },
      overdue: { count: 2, cents: 7_301n },
    });
    // Due today is not overdue yet.
    const onItsDay = await findReportFigures(database.db, reportWindow("2026-06-10", 12));
    expect(onItsDay.openRefunds.overdue).toEqual({ count: 1, cents: 300n });
  });

  it("read the ledger's months from its totals, not from its entries", async () => {
    const [first] = await database.db.select({ id: ledgerEntries.id }).from(ledgerEntries).limit(1);
    expect(first).toBeDefined();
    const plan = (await database.db.execute(sql`
      explain select to_char(t.month, 'YYYY-MM'), t.kind, sum(t.entries), sum(t.cents)
      from ledger_month_totals t where t.kind in ('fee', 'deposit', 'returned_deposit')
        and t.month >= '2025-07-01'::date and t.month < '2026-07-01'::date group by 1, 2`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("ledger_month_totals");
    expect(text).not.toContain("ledger_entries");
  });
});

describe("the admin's ledger (issue 45: its lines name the debt and creditor)", () => {
  it("names the debt and its creditor on each fee and payment to a creditor, and none elsewhere", async () => {
    const account = await findAccountForAdmin(database.db, program.customer.accountId);
    if (!account) throw new Error("no account");
    const [first, second] = program.customer.debtIds as [string, string];
    const named = account.entries.filter((entry) => entry.debtAccountId !== null);
    expect(named.map((entry) => [entry.kind, entry.debtAccountId, entry.creditor])).toEqual([
      ["fee", second, "Creditor 2"],
      ["creditor_payment", second, "Creditor 2"],
      ["creditor_payment", first, "Creditor 1"],
      ["fee", first, "Creditor 1"],
      ["creditor_payment", first, "Creditor 1"],
    ]);
    // The deposits, the returned one and the graduation's refund (issue 43) name no debt.
    for (const entry of account.entries.filter((line) => line.debtAccountId === null)) {
      expect(["deposit", "returned_deposit", "refund"]).toContain(entry.kind);
      expect(entry.creditor).toBeNull();
    }
  });
});
