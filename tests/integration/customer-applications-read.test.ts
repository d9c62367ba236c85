import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerTimeline } from "#app/domain/application/timeline.ts";
import { applicationOverview } from "#app/domain/dashboard/overview.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  findApplicationForCustomer,
  findApplicationsPageForCustomer,
} from "#app/server/models/application/customer-reads.server.ts";
import { accountDetailsForms, debtAccounts } from "#db/schema.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";
import { testCipher } from "../support/test-cipher.ts";

// A customer's reads (spec section 7): their list newest first, one application with its
// debt accounts and completed account details form, and nothing of anybody else's.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function addDebtAccount(applicationId: string, originalCreditor: string, createdAt: Date) {
  return database.db.insert(debtAccounts).values({
    applicationId,
    originalCreditor,
    accountType: "Credit Card",
    currentBalance: "900.50",
    createdAt,
  });
}

/** Every application of the user's, one page at a time (10 a page). */
async function allPages(userId: string) {
  const first = await findApplicationsPageForCustomer(database.db, userId, 1);
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) =>
      findApplicationsPageForCustomer(database.db, userId, i + 2),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

describe("findApplicationsPageForCustomer", () => {
  it("lists only the user's applications, newest first", async () => {
    const user = await insertUser(database.db);
    const other = await insertUser(database.db);
    const older = await insertApplication(database.db, {
      userId: user.id,
      createdAt: new Date("2025-01-01T09:00:00Z"),
    });
    const newest = await insertApplication(database.db, {
      userId: user.id,
      createdAt: new Date("2025-03-01T09:00:00Z"),
    });
    const middle = await insertApplication(database.db, {
      userId: user.id,
      createdAt: new Date("2025-02-01T09:00:00Z"),
    });
    await insertApplication(database.db, { userId: other.id, createdAt: new Date("2025-04-01T09:00:00Z") });

    const list = await allPages(user.id);
    expect(list.map((a) => a.id)).toEqual([newest.id, middle.id, older.id]);
  });

  it("orders applications submitted at the same moment by id, the same way every time, across pages", async () => {
    const user = await insertUser(database.db);
    const createdAt = new Date("2025-05-05T05:05:05Z");
    const ids = [];
    for (let i = 0; i < 14; i += 1)
      ids.push((await insertApplication(database.db, { userId: user.id, createdAt })).id);
    const list = await allPages(user.id);
    expect(list.map((a) => a.id)).toEqual([...ids].sort().reverse());
  });

  it("gives what the list needs and no personal details; one application gives what the Overview needs", async () => {
    const user = await insertUser(database.db);
    const row = await insertApplication(database.db, {
      userId: user.id,
      status: "approved",
      enrollmentStatus: "approved",
      enrollmentApprovedAt: new Date("2025-02-10T10:00:00Z"),
      debtAmount: "12345.67",
      createdAt: new Date("2025-01-10T10:00:00Z"),
      updatedAt: new Date("2025-02-10T10:00:00Z"),
    });
    const [item] = (await findApplicationsPageForCustomer(database.db, user.id, 1)).items;
    expect(item).toEqual({
      id: row.id,
      status: "approved",
      enrollmentStatus: "approved",
      isComplete: false,
      debtAmount: "12345.67",
      createdAt: row.createdAt,
    });
    const found = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: row.id,
    });
    expect(found).not.toHaveProperty("ssnLastFour");
    if (!found) throw new Error("not found");
    const overview = applicationOverview(found);
    expect(overview.number).toBe(row.id.slice(-8));
    expect(overview.savingsCents).toBe(493_827n);
    expect(overview.projectedCompletion).toEqual(new Date("2028-01-10T10:00:00Z"));
    expect(overview.timeline.map((s) => `${s.title}: ${s.label}`)).toEqual([
      "Application Submitted: Completed",
      "Application Review: Completed",
      "Enrollment Process: Completed",
      "Negotiations: Pending",
    ]);
  });
});

describe("the timeline read from real rows", () => {
  it.each([
    [{ status: "pending" }, ["Completed", "In Progress"]],
    [{ status: "declined" }, ["Completed", "Declined"]],
    [{ status: "cancelled" }, ["Completed", "Cancelled"]],
    [{ status: "approved" }, ["Completed", "Completed", "Pending"]],
    [{ status: "approved", enrollmentStatus: "declined" }, ["Completed", "Completed", "Declined"]],
    [
      // Negotiating: In Progress until the program ends (issue 43), never "Completed" meanwhile.
      { status: "approved", enrollmentStatus: "approved", negotiationsStatus: "approved" },
      ["Completed", "Completed", "Completed", "In Progress"],
    ],
    [
      { status: "approved", enrollmentStatus: "approved", negotiationsStatus: "declined" },
      ["Completed", "Completed", "Completed", "Declined"],
    ],
  ] as const)("%o shows %o", async (statuses, labels) => {
    const user = await insertUser(database.db);
    const decided = new Date("2025-02-01T12:00:00Z");
    const row = await insertApplication(database.db, {
      userId: user.id,
      ...statuses,
      enrollmentApprovedAt: "enrollmentStatus" in statuses ? decided : null,
      negotiationsApprovedAt: "negotiationsStatus" in statuses ? decided : null,
      createdAt: new Date("2025-01-01T12:00:00Z"),
      updatedAt: decided,
    });
    const item = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: row.id,
    });
    if (!item) throw new Error("no item");
    const timeline = customerTimeline(item);
    expect(timeline.map((s) => s.label)).toEqual(labels);
    expect(timeline[0]?.date).toEqual(new Date("2025-01-01T12:00:00Z"));
    expect(timeline[1]?.date).toEqual(statuses.status === "pending" ? null : decided);
  });
});

describe("findApplicationForCustomer", () => {
  it("gives the user's application with its debt accounts oldest first", async () => {
    const user = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: user.id, monthlyIncome: "4200.50" });
    await addDebtAccount(app.id, "Second Bank", new Date("2025-01-02T00:00:00Z"));
    await addDebtAccount(app.id, "First Bank", new Date("2025-01-01T00:00:00Z"));

    const found = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: app.id,
    });
    expect(found).toMatchObject({
      id: app.id,
      firstName: "Ada",
      monthlyIncome: "4200.50",
      dateOfBirth: "1980-04-12",
      accountDetailsForm: null,
    });
    expect(found?.debtAccounts.map((a) => a.originalCreditor)).toEqual(["First Bank", "Second Bank"]);
    expect(found?.debtAccounts[0]?.currentBalance).toBe("900.50");
    // The SSN digits never leave the database for the dashboard: it shows '••••'.
    expect(found).not.toHaveProperty("ssnLastFour");
  });

  it("gives the account details form only once it is completed", async () => {
    const user = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: user.id, status: "approved" });
    await database.db
      .insert(accountDetailsForms)
      .values({ applicationId: app.id, originalCreditor: "Acme Card", currentBalance: "1500.00" });
    const draft = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: app.id,
    });
    expect(draft?.accountDetailsForm).toBeNull();

    const completedAt = new Date("2025-04-04T10:00:00Z");
    await database.db
      .update(accountDetailsForms)
      .set({ completedAt })
      .where(eq(accountDetailsForms.applicationId, app.id));
    const done = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: app.id,
    });
    expect(done?.accountDetailsForm).toMatchObject({
      originalCreditor: "Acme Card",
      currentBalance: "1500.00",
      paymentAmount: null,
      accountSold: false,
      completedAt,
    });
    expect(done?.accountDetailsForm).not.toHaveProperty("filledByAdminId");
  });

  it("gives null for another user's application, an unowned one and an unknown id", async () => {
    const owner = await insertUser(database.db);
    const intruder = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: owner.id });
    const detached = await insertApplication(database.db, { userId: null });
    const read = (userId: string, applicationId: string) =>
      findApplicationForCustomer(database.db, testCipher, { userId, applicationId });

    expect(await read(intruder.id, app.id)).toBeNull();
    expect(await read(intruder.id, detached.id)).toBeNull();
    expect(await read(owner.id, crypto.randomUUID())).toBeNull();
    expect((await read(owner.id, app.id))?.id).toBe(app.id);
  });

  it.each([
    "",
    "abc",
    "1234",
    "' or 1=1 --",
    "00000000-0000-0000-0000-00000000000g",
    "{00000000-0000-0000-0000-000000000000}",
    "0000000000000000000000000000000000000",
  ])("gives null, not a database error, for the malformed id %j", async (applicationId) => {
    const user = await insertUser(database.db);
    expect(
      await findApplicationForCustomer(database.db, testCipher, { userId: user.id, applicationId }),
    ).toBeNull();
  });

  it("accepts an upper-case id (the same UUID)", async () => {
    const user = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: user.id });
    const found = await findApplicationForCustomer(database.db, testCipher, {
      userId: user.id,
      applicationId: app.id.toUpperCase(),
    });
    expect(found?.id).toBe(app.id);
  });
});
