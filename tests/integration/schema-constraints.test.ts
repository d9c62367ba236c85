import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";
import { outsideEnum, refusal } from "#tests/support/db-errors.ts";
import {
  insertApplication as insertRow,
  type NewApplication,
  sampleApplication,
} from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// The database refuses application rows the product could never produce. Debt accounts:
// schema-constraints-debt-accounts.test.ts; payment methods, the outbox, users and
// resources: schema-constraints-other.test.ts.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const _application = sampleApplication;
const insertApplication = (overrides: Partial<NewApplication>) => insertRow(database.db, overrides);

const approved = { status: "approved", enrollmentStatus: "approved" } as const;
describe("applications: enumerations", () => {
  it.each([
    ["status", "applications_status_check", "open", {}, ["pending", "approved", "declined", "cancelled"]],
    [
      "enrollmentStatus",
      "applications_enrollment_status_check",
      "maybe",
      { status: "approved" },
      ["pending", "approved", "declined"],
    ],
    [
      "negotiationsStatus",
      "applications_negotiations_status_check",
      "done",
      approved,
      ["pending", "approved", "declined"],
    ],
    ["creditScore", "applications_credit_score_check", "great", {}, ["excellent", "good", "fair", "poor"]],
    [
      "employmentStatus",
      "applications_employment_status_check",
      "student",
      {},
      ["employed", "self-employed", "unemployed", "retired"],
    ],
    [
      "debtRange",
      "applications_debt_range_check",
      "$1-$2",
      {},
      ["$7,500-$10,000", "$75,001-$100,000", "$100,001+"],
    ],
  ] as const)(
    "%s: refuses %s's bad value and accepts the good ones",
    async (column, constraint, bad, base, goods) => {
      const error = await refusal(() => insertApplication({ ...base, [column]: bad }));
      expect(error.code).toBe("23514");
      expect(error.constraint).toBe(constraint);
      expect(error.message).toContain(constraint);
      for (const good of goods) {
        const row = await insertApplication({ ...base, [column]: good });
        expect(row[column]).toBe(good);
      }
    },
  );

  it("is case-sensitive: 'Pending' is not 'pending'", async () => {
    expect((await refusal(() => insertApplication({ status: outsideEnum("Pending") }))).constraint).toBe(
      "applications_status_check",
    );
  });

  it("starts pending, with enrollment and negotiations pending", async () => {
    const row = await insertApplication({});
    expect(row).toMatchObject({
      status: "pending",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      completionPercentage: 0,
      isComplete: false,
      approvalEmailSent: false,
    });
  });
});

describe("applications: stages follow each other", () => {
  it("refuses enrollment approved while the application is pending", async () => {
    const error = await refusal(() => insertApplication({ status: "pending", enrollmentStatus: "approved" }));
    expect(error.constraint).toBe("applications_enrollment_after_approval");
  });

  it("refuses negotiations decided while enrollment is pending", async () => {
    const error = await refusal(() =>
      insertApplication({ status: "approved", negotiationsStatus: "declined" }),
    );
    expect(error.constraint).toBe("applications_negotiations_after_enrollment");
  });

  it("refuses an update that takes an approved application back to pending after enrollment", async () => {
    const row = await insertApplication(approved);
    const error = await refusal(() =>
      database.db.update(applications).set({ status: "pending" }).where(eq(applications.id, row.id)),
    );
    expect(error.constraint).toBe("applications_enrollment_after_approval");
    const [after] = await database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(after?.status).toBe("approved");
  });

  it("keeps is_complete consistent with completed_at and completion_percentage", async () => {
    const error = await refusal(() => insertApplication({ isComplete: true, completionPercentage: 100 }));
    expect(error.constraint).toBe("applications_complete_consistent");
    const done = await insertApplication({
      isComplete: true,
      completionPercentage: 100,
      completedAt: new Date(),
    });
    expect(done.isComplete).toBe(true);
    expect((await refusal(() => insertApplication({ completionPercentage: 101 }))).constraint).toBe(
      "applications_completion_range",
    );
  });
});

describe("applications: required fields", () => {
  it.each([
    ["submissionId", "submission_id"],
    ["debtAmount", "debt_amount"],
    ["debtRange", "debt_range"],
    ["creditScore", "credit_score"],
    ["firstName", "first_name"],
    ["lastName", "last_name"],
    ["email", "email"],
    ["phone", "phone"],
    ["address", "address"],
    ["dateOfBirth", "date_of_birth"],
    ["ssnLastFour", "ssn_last_four"],
    ["employmentStatus", "employment_status"],
    ["monthlyIncome", "monthly_income"],
  ] as const)("refuses a null %s", async (property, column) => {
    const error = await refusal(() => insertApplication({ [property]: sql`null` }));
    expect(error.code).toBe("23502");
    expect(error.column).toBe(column);
  });
});

describe("applications: personal data (encrypted, docs/decisions/0028)", () => {
  // The columns hold ciphertext: their digit and money rules are checked before encryption
  // (storedApplicationFields), and the database refuses anything that is not ciphertext.
  it.each(["555-123-45", "555123456a", "555123456", "55512345678"])("refuses the phone %j", async (phone) => {
    await expect(insertApplication({ phone })).rejects.toThrow("applications.phone: not a valid value");
  });

  it.each(["12a4", "123", "    "])("refuses the SSN digits %j", async (ssnLastFour) => {
    await expect(insertApplication({ ssnLastFour })).rejects.toThrow(
      "applications.ssn_last_four: not a valid value",
    );
  });

  it.each(["1980-02-30", "12/04/1980", ""])("refuses the date of birth %j", async (dateOfBirth) => {
    await expect(insertApplication({ dateOfBirth })).rejects.toThrow(
      "applications.date_of_birth: not a valid value",
    );
  });

  it("refuses a plain value written past the app, in any of the five columns", async () => {
    const plain = {
      phone: "5551234567",
      address: "1 Harbor Way",
      dateOfBirth: "1980-04-12",
      ssnLastFour: "1234",
      monthlyIncome: "4200.00",
    };
    for (const column of Object.keys(plain) as (keyof typeof plain)[]) {
      const stored = (await insertApplication({})).id;
      const error = await refusal(() =>
        database.db
          .update(applications)
          .set({ [column]: plain[column] })
          .where(eq(applications.id, stored)),
      );
      expect(error.constraint, column).toBe("applications_personal_data_encrypted");
    }
  });
});

describe("applications: money", () => {
  it("refuses a debt amount of zero or below and a negative income, but accepts an income of 0", async () => {
    expect((await refusal(() => insertApplication({ debtAmount: "0" }))).constraint).toBe(
      "applications_debt_amount_positive",
    );
    expect((await refusal(() => insertApplication({ debtAmount: "-100.00" }))).constraint).toBe(
      "applications_debt_amount_positive",
    );
    await expect(insertApplication({ monthlyIncome: "-0.01" })).rejects.toThrow(
      "applications.monthly_income: not a valid value",
    );
    expect((await insertApplication({ monthlyIncome: "0" })).monthlyIncome).toBe("0.00");
  });

  it("keeps cents exactly in numeric(12,2), and the income in the same form", async () => {
    const row = await insertApplication({ debtAmount: "1234.56", monthlyIncome: "0.1" });
    expect(row.debtAmount).toBe("1234.56");
    expect(row.monthlyIncome).toBe("0.10");
    const [read] = await database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(read?.debtAmount).toBe("1234.56");
    const large = await insertApplication({ debtAmount: "9999999999.99", monthlyIncome: "9999999999.99" });
    expect(large.debtAmount).toBe("9999999999.99");
    expect(large.monthlyIncome).toBe("9999999999.99");
    expect((await refusal(() => insertApplication({ debtAmount: "10000000000.00" }))).code).toBe("22003");
    await expect(insertApplication({ monthlyIncome: "10000000000.00" })).rejects.toThrow(
      "applications.monthly_income: not a valid value",
    );
  });
});
