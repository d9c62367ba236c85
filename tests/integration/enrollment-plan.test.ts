import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { createPlanAtApproval, findPlan } from "#app/server/models/enrollment/plan.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";
import { enrollmentPlans } from "#db/schema.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The enrollment plan (issue 22): made with the approval, in its transaction, from the
// application's debt accounts and the default terms; the first deposit two weeks after the
// approval day in the customer's own calendar; its figures computed, never stored; the database
// refuses a term outside 24-48 months and a signature on another revision than the plan's.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "planner@harborline.example", role: "admin" as const };
// 7:35 PM on Nov 26 in Phoenix and 9:35 PM in New York; 11:35 AM on Nov 27 in Tokyo.
const APPROVED_AT = new Date("2026-11-27T02:35:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

function approve(applicationId: string) {
  return changeApplicationStatus(database.db, {
    applicationId,
    action: "approve",
    actor: admin,
    env,
    now: APPROVED_AT,
  });
}

describe("the plan made at approval", () => {
  it("enrolls the debt accounts on the default terms, first deposit two weeks after approval", async () => {
    const owner = await insertUser(database.db, { timeZone: "America/Phoenix" });
    const { application } = await insertApplicationWithAccounts(database.db, { userId: owner.id });
    expect(await findPlan(database.db, application.id)).toBeNull();
    expect((await approve(application.id)).kind).toBe("changed");

    const stored = await findPlan(database.db, application.id);
    if (!stored) throw new Error("no plan was made");
    // $1,000.25: settlement $450.11 (450.1125), fee $137.54 (25% of $550.14 = 137.535).
    // $2,000.25: settlement $900.11 (900.1125), fee $275.04 (25% of $1,100.14 = 275.035).
    // $1,762.80 over 36 months is $48.97 a month, rounded up to $49.
    // The figures are the program's one projection (issue 43), never stored.
    const program = await programProjection(database.db, application.id, APPROVED_AT);
    expect(program?.projection.phase).toBe("planned");
    expect(
      program?.projection.debts.map((debt) => [debt.creditor, debt.settlement?.cents, debt.fee?.cents]),
    ).toEqual([
      ["Creditor 1", 45_011n, 13_754n],
      ["Creditor 2", 90_011n, 27_504n],
    ]);
    expect(program?.projection.totals).toMatchObject({
      enrolledCents: 300_050n,
      settlementCents: 135_022n,
      feeCents: 41_258n,
      neededCents: 176_280n,
    });
    expect(stored.terms).toEqual({
      termMonths: 36,
      monthlyDepositCents: 4_900n,
      // Nov 26 in Phoenix, plus 14 days.
      firstDepositDate: "2026-12-10",
    });
    expect(stored).toMatchObject({ revision: 1, signedRevision: null, signedAt: null });
  });

  it("counts the days in the customer's own calendar", async () => {
    const owner = await insertUser(database.db, { timeZone: "Asia/Tokyo" });
    const { application } = await insertApplicationWithAccounts(database.db, { userId: owner.id, count: 1 });
    await approve(application.id);
    // Nov 27 in Tokyo, plus 14 days.
    expect((await findPlan(database.db, application.id))?.terms.firstDepositDate).toBe("2026-12-11");
  });

  it("makes no plan for an application whose debt accounts owe nothing, and the approval still stands", async () => {
    const application = await insertApplication(database.db);
    const result = await approve(application.id);
    expect(result.kind).toBe("changed");
    expect(await findPlan(database.db, application.id)).toBeNull();
  });

  it("an application approved again keeps the plan it had", async () => {
    const { application } = await insertApplicationWithAccounts(database.db, { count: 1 });
    await approve(application.id);
    const [first] = await database.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, application.id));
    await database.db
      .update(enrollmentPlans)
      .set({ termMonths: 48, revision: 2 })
      .where(eq(enrollmentPlans.applicationId, application.id));
    expect(await createPlanAtApproval(database.db, application.id, APPROVED_AT)).toBe(false);
    const [after] = await database.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, application.id));
    expect(after).toMatchObject({ id: first?.id, termMonths: 48, revision: 2 });
  });
});

describe("the database keeps a plan sound", () => {
  async function planId() {
    const { application } = await insertApplicationWithAccounts(database.db, { count: 1 });
    await approve(application.id);
    return application.id;
  }

  it.each([23, 49])("refuses a term of %i months", async (termMonths) => {
    const id = await planId();
    await expect(
      database.db.update(enrollmentPlans).set({ termMonths }).where(eq(enrollmentPlans.applicationId, id)),
    ).rejects.toThrow();
  });

  it("refuses a deposit of nothing", async () => {
    const id = await planId();
    await expect(
      database.db
        .update(enrollmentPlans)
        .set({ monthlyDepositCents: 0n })
        .where(eq(enrollmentPlans.applicationId, id)),
    ).rejects.toThrow();
  });

  it("a signed plan's revision cannot move on, and a signature names the plan's revision", async () => {
    const id = await planId();
    const where = eq(enrollmentPlans.applicationId, id);
    await expect(
      database.db.update(enrollmentPlans).set({ signedRevision: 2, signedAt: APPROVED_AT }).where(where),
    ).rejects.toThrow();
    await expect(
      database.db.update(enrollmentPlans).set({ signedRevision: 1 }).where(where),
    ).rejects.toThrow();
    await database.db.update(enrollmentPlans).set({ signedRevision: 1, signedAt: APPROVED_AT }).where(where);
    await expect(
      database.db
        .update(enrollmentPlans)
        .set({ revision: sql`${enrollmentPlans.revision} + 1` })
        .where(where),
    ).rejects.toThrow();
  });
});
