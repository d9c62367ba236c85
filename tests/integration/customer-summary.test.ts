import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialSummary } from "#app/domain/application/summary.ts";
import type { Database } from "#app/server/db.server.ts";
import { findFinancialSummaryForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The dashboard's financial summary read from real rows (spec section 9): only applications
// not declined or cancelled count; money is summed in SQL and stays exact to the cent.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("findFinancialSummaryForCustomer", () => {
  it("is empty for a user without applications", async () => {
    const user = await insertUser(database.db);
    expect(await findFinancialSummaryForCustomer(database.db, user.id)).toEqual(
      financialSummary({ applicationCount: 0, debtCents: 0n, latestSubmittedAt: null }),
    );
  });

  it("counts pending and approved applications, not declined or cancelled ones", async () => {
    const user = await insertUser(database.db);
    const db = database.db;
    await insertApplication(db, {
      userId: user.id,
      status: "pending",
      debtAmount: "10000.10",
      createdAt: new Date("2025-01-05T10:00:00Z"),
    });
    await insertApplication(db, {
      userId: user.id,
      status: "approved",
      debtAmount: "20000.20",
      createdAt: new Date("2025-03-09T10:00:00Z"),
    });
    // Excluded, even though they are newer and larger.
    await insertApplication(db, {
      userId: user.id,
      status: "declined",
      debtAmount: "99999.99",
      createdAt: new Date("2025-06-01T10:00:00Z"),
    });
    await insertApplication(db, {
      userId: user.id,
      status: "cancelled",
      debtAmount: "55555.55",
      createdAt: new Date("2025-07-01T10:00:00Z"),
    });

    const summary = await findFinancialSummaryForCustomer(db, user.id);
    expect(summary).toEqual({
      applicationCount: 2,
      debtCents: 3_000_030n, // 10,000.10 + 20,000.20, not 30000.299999… as floats would give
      savingsCents: 1_200_012n, // 40%
      netCents: 1_800_018n,
      // 36 months after the newest counted submission (the declined and cancelled are newer).
      projectedCompletion: new Date("2028-03-09T10:00:00Z"),
    });
  });

  it("is all zeros when every application is declined or cancelled", async () => {
    const user = await insertUser(database.db);
    await insertApplication(database.db, { userId: user.id, status: "declined", debtAmount: "7500.00" });
    await insertApplication(database.db, { userId: user.id, status: "cancelled", debtAmount: "8000.00" });
    const summary = await findFinancialSummaryForCustomer(database.db, user.id);
    expect(summary.applicationCount).toBe(0);
    expect(summary.debtCents).toBe(0n);
    expect(summary.projectedCompletion).toBeNull();
  });

  it("adds many cent amounts exactly and rounds the 40% to the nearest cent", async () => {
    const user = await insertUser(database.db);
    // 0.01 + 0.02 + … as numeric(12,2): ten applications of 7,500.01 … 7,500.10.
    for (let i = 1; i <= 10; i += 1) {
      await insertApplication(database.db, {
        userId: user.id,
        debtAmount: `7500.${String(i).padStart(2, "0")}`,
      });
    }
    const summary = await findFinancialSummaryForCustomer(database.db, user.id);
    expect(summary.debtCents).toBe(7_500_055n); // 75,000.55
    // 40% = 30,000.22 exactly; then 75,000.55 − 30,000.22 = 45,000.33.
    expect(summary.savingsCents).toBe(3_000_022n);
    expect(summary.netCents).toBe(4_500_033n);
  });

  it("handles the largest amounts a numeric(12,2) column holds", async () => {
    const user = await insertUser(database.db);
    await insertApplication(database.db, { userId: user.id, debtAmount: "9999999999.99" });
    await insertApplication(database.db, { userId: user.id, debtAmount: "9999999999.99" });
    const summary = await findFinancialSummaryForCustomer(database.db, user.id);
    expect(summary.debtCents).toBe(1_999_999_999_998n);
    expect(summary.savingsCents + summary.netCents).toBe(summary.debtCents);
  });

  it("counts only the user's own applications", async () => {
    const user = await insertUser(database.db);
    const other = await insertUser(database.db);
    await insertApplication(database.db, { userId: user.id, debtAmount: "12000.00" });
    await insertApplication(database.db, { userId: other.id, debtAmount: "50000.00" });
    await insertApplication(database.db, { userId: null, debtAmount: "60000.00" });
    const summary = await findFinancialSummaryForCustomer(database.db, user.id);
    expect(summary.applicationCount).toBe(1);
    expect(summary.debtCents).toBe(1_200_000n);
  });
});
