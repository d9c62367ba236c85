import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminDashboardView } from "#app/domain/admin/dashboard.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { findDashboardStatsForAdmin } from "#app/server/models/application/admin-stats.server.ts";
import { applications, users } from "#db/schema.ts";
import { sampleApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The admin Dashboard's figures from real rows (spec section 2, section 9): every application
// counts, months are the admin's calendar months (in their time zone) with the empty ones as 0,
// sums exact to the cent.

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

beforeEach(async () => {
  await db.delete(applications);
  await db.delete(users);
});

type Status = "pending" | "approved" | "declined" | "cancelled";

async function insertApplications(rows: { createdAt: string; debtAmount?: string; status?: Status }[]) {
  await db.insert(applications).values(
    rows.map(({ createdAt, debtAmount, status }) =>
      sampleApplication({
        createdAt: new Date(createdAt),
        debtAmount: debtAmount ?? "1000.00",
        status: status ?? "pending",
      }),
    ),
  );
}

/** `count` applications of $9,999,999,999.99 each (numeric(12,2)'s largest), made by the database. */
async function insertManyLargest(count: number, createdAt: string) {
  // One sample's encrypted personal data, shared by every row (docs/decisions/0028).
  const p = sampleApplication();
  await db.execute(sql`
    insert into applications (submission_id, debt_amount, debt_range, credit_score, first_name, last_name,
      email, phone, address, date_of_birth, ssn_last_four, employment_status, monthly_income, created_at)
    select gen_random_uuid(), 9999999999.99, '$100,001+', 'good', 'Ada', 'Lovelace',
      'large-' || g || '@test.example', ${p.phone}, ${p.address}, ${p.dateOfBirth}, ${p.ssnLastFour}, 'employed',
      ${p.monthlyIncome}, ${createdAt}::timestamptz
    from generate_series(1, ${count}) as g`);
}

const NOW = new Date("2027-02-10T12:00:00Z");

describe("findDashboardStatsForAdmin", () => {
  it("shows an empty database as six months of zeros", async () => {
    expect(
      await findDashboardStatsForAdmin(db, { now: new Date("2026-06-15T00:00:00Z"), timeZone: "UTC" }),
    ).toEqual({
      users: 0,
      applications: 0,
      pending: 0,
      approved: 0,
      totalDebt: "0.00",
      months: ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map((month) => ({
        month,
        applications: 0,
        debt: "0.00",
      })),
    });
  });

  it("puts each application in its UTC month across a year boundary, the months without any as 0", async () => {
    await insertApplications([
      { createdAt: "2026-08-31T23:59:59.999Z", debtAmount: "1.00" }, // before the window
      { createdAt: "2026-09-01T00:00:00.000Z", debtAmount: "10.00" },
      { createdAt: "2026-09-30T23:59:59.999Z", debtAmount: "20.00" },
      { createdAt: "2026-12-31T23:59:59.999Z", debtAmount: "40.00" },
      { createdAt: "2027-01-01T00:00:00.000Z", debtAmount: "80.00" },
      { createdAt: "2027-02-28T23:59:59.999Z", debtAmount: "160.00" }, // later this month
      { createdAt: "2027-03-01T00:00:00.000Z", debtAmount: "320.00" }, // after the window
    ]);
    const stats = await findDashboardStatsForAdmin(db, { now: NOW, timeZone: "UTC" });
    expect(stats.months).toEqual([
      { month: "2026-09", applications: 2, debt: "30.00" },
      { month: "2026-10", applications: 0, debt: "0.00" },
      { month: "2026-11", applications: 0, debt: "0.00" },
      { month: "2026-12", applications: 1, debt: "40.00" },
      { month: "2027-01", applications: 1, debt: "80.00" },
      { month: "2027-02", applications: 1, debt: "160.00" },
    ]);
    // The totals count every application, in the window or not.
    expect(stats.applications).toBe(7);
    expect(stats.totalDebt).toBe("631.00");
  });

  it("puts each application in its month in the admin's zone, not UTC's", async () => {
    await insertApplications([
      { createdAt: "2026-12-01T02:35:00Z", debtAmount: "10.00" }, // Nov 30 in Phoenix and New York
      { createdAt: "2026-12-01T06:00:00Z", debtAmount: "20.00" }, // Dec 1 in New York, Nov 30 in Phoenix
      { createdAt: "2027-03-01T06:30:00Z", debtAmount: "40.00" }, // Feb 28 in Phoenix: this month there
    ]);
    // 9 PM on Feb 28 in New York, 7 PM in Phoenix: already March in UTC.
    const now = new Date("2027-03-01T02:00:00Z");
    const byZone = async (timeZone: string) =>
      (await findDashboardStatsForAdmin(db, { now, timeZone })).months.map((m) => `${m.month} ${m.debt}`);
    expect(await byZone("America/Phoenix")).toEqual([
      "2026-09 0.00",
      "2026-10 0.00",
      "2026-11 30.00",
      "2026-12 0.00",
      "2027-01 0.00",
      "2027-02 40.00",
    ]);
    expect(await byZone("America/New_York")).toEqual([
      "2026-09 0.00",
      "2026-10 0.00",
      "2026-11 10.00",
      "2026-12 20.00",
      "2027-01 0.00",
      "2027-02 0.00",
    ]);
    expect(await byZone("UTC")).toEqual([
      "2026-10 0.00",
      "2026-11 0.00",
      "2026-12 30.00",
      "2027-01 0.00",
      "2027-02 0.00",
      "2027-03 40.00",
    ]);
  });

  it("does not depend on the session's time zone", async () => {
    await insertApplications([
      { createdAt: "2026-12-31T23:30:00Z" }, // 31 Dec in UTC, already 1 Jan in Auckland
      { createdAt: "2027-01-01T00:30:00Z" }, // 1 Jan in UTC, still 31 Dec in Honolulu
    ]);
    for (const zone of ["Pacific/Auckland", "Pacific/Honolulu"]) {
      const months = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return (await findDashboardStatsForAdmin(tx as unknown as Db, { now: NOW, timeZone: "UTC" })).months;
      });
      expect(months.map((m) => m.applications)).toEqual([0, 0, 0, 1, 1, 0]);
    }
  });

  it("sums money exactly to the cent, beyond what a float holds", async () => {
    await insertApplications([
      { createdAt: "2027-01-05T10:00:00Z", debtAmount: "0.10" },
      { createdAt: "2027-01-06T10:00:00Z", debtAmount: "0.20" },
      { createdAt: "2027-01-07T10:00:00Z", debtAmount: "0.01" },
    ]);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    let stats = await findDashboardStatsForAdmin(db, { now: NOW, timeZone: "UTC" });
    expect(stats.months[4]).toEqual({ month: "2027-01", applications: 3, debt: "0.31" });
    expect(stats.totalDebt).toBe("0.31");

    // 9,100 of the largest amount a column holds: more cents than a float counts exactly (2^53).
    await insertManyLargest(9_100, "2027-02-01T00:00:00Z");
    stats = await findDashboardStatsForAdmin(db, { now: NOW, timeZone: "UTC" });
    expect(stats.months[5]).toEqual({ month: "2027-02", applications: 9_100, debt: "90999999999909.00" });
    expect(stats.totalDebt).toBe("90999999999909.31");
    expect(adminDashboardView(stats).cards[1]).toEqual({
      label: "Total Debt",
      value: "$90,999,999,999,909.31",
    });
  });

  it("counts every status in the total, 'approved' over it as the rate, and pending apart", async () => {
    await insertApplications([
      { createdAt: "2027-02-01T10:00:00Z", status: "approved" },
      { createdAt: "2027-02-01T10:00:00Z", status: "pending" },
      { createdAt: "2027-02-01T10:00:00Z", status: "pending" },
      { createdAt: "2027-02-01T10:00:00Z", status: "pending" },
      { createdAt: "2027-02-01T10:00:00Z", status: "declined" },
      { createdAt: "2027-02-01T10:00:00Z", status: "declined" },
      { createdAt: "2027-02-01T10:00:00Z", status: "cancelled" },
      // Older than the window: still in every total.
      { createdAt: "2020-01-01T10:00:00Z", status: "cancelled" },
    ]);
    const stats = await findDashboardStatsForAdmin(db, { now: NOW, timeZone: "UTC" });
    expect(stats).toMatchObject({ applications: 8, pending: 3, approved: 1, totalDebt: "8000.00" });
    expect(stats.months[5]).toEqual({ month: "2027-02", applications: 7, debt: "7000.00" });
    // 1 of 8 = 12.5%, rounded half up.
    expect(adminDashboardView(stats).cards[3]).toEqual({ label: "Approval Rate", value: "13%" });
  });

  it("counts every user, and the applications of a deleted login", async () => {
    const owner = await insertUser(db);
    await insertUser(db);
    await insertUser(db);
    await db.insert(applications).values(sampleApplication({ userId: owner.id, debtAmount: "2500.50" }));
    await db.delete(users).where(sql`${users.id} = ${owner.id}`);
    const stats = await findDashboardStatsForAdmin(db, { now: new Date(), timeZone: "America/New_York" });
    expect(stats.users).toBe(2);
    expect(stats.applications).toBe(1);
    expect(stats.totalDebt).toBe("2500.50");
    // Created now: the current month, the last one.
    expect(stats.months[5]).toMatchObject({ applications: 1, debt: "2500.50" });
  });

  it("reads applications once (one scan in the plan)", async () => {
    await insertApplications([{ createdAt: "2027-01-05T10:00:00Z" }]);
    const plans: string[] = [];
    const capture = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (query: Parameters<Db["execute"]>[0]) => {
          const explained = (await target.execute(sql`explain ${query}`)) as unknown as {
            rows: { "QUERY PLAN": string }[];
          };
          plans.push(...explained.rows.map((row) => row["QUERY PLAN"]));
          return target.execute(query);
        };
      },
    });
    await findDashboardStatsForAdmin(capture, { now: NOW, timeZone: "UTC" });
    const scans = plans.filter((line) => /Scan\b.* on applications\b/.test(line));
    expect(scans, plans.join("\n")).toHaveLength(1);
  });
});
