import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBusinessDay } from "#app/domain/business-days.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { findPlan } from "#app/server/models/enrollment/plan.server.ts";
import { dedicatedAccounts, enrollmentPlans, refunds, scheduledDeposits } from "#db/schema.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { leaveAt } from "#tests/support/money-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Deposits and refunds never fall on a weekend or a US federal holiday (issue 43; decisions.md,
// "Business days"): approved on Friday, Jun 18, 2027 (Juneteenth observed), two weeks on is
// Friday, Jul 2, and the first deposit is drawn that day; Jul 4 is a Sunday, observed Monday Jul
// 5. Approved on Jun 19 (a Saturday), the default first deposit would be Saturday, Jul 3: drawn
// Tuesday, Jul 6. Every deposit of the schedule is a business day; so is the refund's due day.

let database: Database;
let admin: { id: string; email: string; role: "admin" };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = { ...(await lifecycleAdmin(database.db)), role: "admin" };
});
afterAll(() => database.close());

async function enrolledOn(at: string) {
  const owner = await insertUser(database.db, { timeZone: "America/New_York" });
  const { application } = await insertApplicationWithAccounts(database.db, {
    userId: owner.id,
    email: owner.email,
  });
  const now = new Date(at);
  const step = async (action: "approve" | "approve-enrollment") => {
    const result = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action,
      actor: admin,
      env: FIXTURE_ENV,
      now,
    });
    if (result.kind !== "changed") throw new Error(JSON.stringify(result));
  };
  await step("approve");
  await database.db
    .update(enrollmentPlans)
    .set({ signedRevision: 1, signedAt: now })
    .where(eq(enrollmentPlans.applicationId, application.id));
  await step("approve-enrollment");
  return { owner: { ...owner, role: "customer" as const }, applicationId: application.id };
}

async function accountOf(applicationId: string): Promise<string> {
  const [account] = await database.db
    .select({ id: dedicatedAccounts.id })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.applicationId, applicationId));
  if (!account) throw new Error("no account");
  return account.id;
}

describe("deposits and refunds on business days", () => {
  it("draws the default first deposit and every later one on a business day", async () => {
    const friday = await enrolledOn("2027-06-18T15:00:00Z");
    expect((await findPlan(database.db, friday.applicationId))?.terms.firstDepositDate).toBe("2027-07-02");
    const saturday = await enrolledOn("2027-06-19T15:00:00Z");
    // Jul 3 is a Saturday and Jul 5 the observed Independence Day.
    expect((await findPlan(database.db, saturday.applicationId))?.terms.firstDepositDate).toBe("2027-07-06");
    for (const enrolled of [friday, saturday]) {
      const days = await database.db
        .select({ dueOn: scheduledDeposits.dueOn })
        .from(scheduledDeposits)
        .where(eq(scheduledDeposits.accountId, await accountOf(enrolled.applicationId)))
        .orderBy(asc(scheduledDeposits.dueOn));
      expect(days.length).toBeGreaterThan(12);
      for (const { dueOn } of days) expect(isBusinessDay(dueOn), dueOn).toBe(true);
    }
  });

  it("makes the refund due on a business day, 7 business days after the request", async () => {
    const enrolled = await enrolledOn("2027-06-18T15:00:00Z");
    const accountId = await accountOf(enrolled.applicationId);
    // Left on Friday, Jul 2: Jul 5 is the observed holiday; 7 business days on is Wednesday, Jul 14.
    await leaveAt(
      database.db,
      { owner: enrolled.owner, applicationId: enrolled.applicationId, accountId, debtIds: [] },
      "2027-07-02T15:00:00Z",
    );
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.accountId, accountId));
    expect(refund?.dueOn).toBe("2027-07-14");
    expect(isBusinessDay(refund?.dueOn ?? "")).toBe(true);
  });
});
