import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application-lifecycle.server.ts";
import { dashboardFingerprint } from "#app/server/models/page-fingerprint.server.ts";
import { accountDetailsForms, adminUsers, applications, debtAccounts, users } from "#db/schema.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// A stored dashboard is served again only while its fingerprint stays the same
// (docs/decisions/0036): every write to a row the page shows must change it, whoever makes it,
// and nothing else may (or the store would never be used).

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "", role: "admin" as const };

beforeAll(async () => {
  database = await createTestDatabase();
  const reviewer = await insertUser(database.db);
  admin.id = reviewer.id;
  admin.email = reviewer.email;
});
afterAll(() => database.close());

async function customerWithApplication() {
  const user = await insertUser(database.db);
  const { application, accounts } = await insertApplicationWithAccounts(database.db, {
    userId: user.id,
    count: 3,
  });
  return { user, application, accounts };
}

const fingerprint = (userId: string) => dashboardFingerprint(database.db, userId);

describe("dashboardFingerprint", () => {
  it("is the same while nothing changes, and null for an unknown user", async () => {
    const { user } = await customerWithApplication();
    const first = await fingerprint(user.id);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint(user.id)).toBe(first);
    expect(await fingerprint("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("changes when an admin changes the application's status, and not for another customer", async () => {
    const { user, application } = await customerWithApplication();
    const other = await customerWithApplication();
    const before = await fingerprint(user.id);
    const otherBefore = await fingerprint(other.user.id);
    const result = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action: "approve",
      actor: admin,
      env,
    });
    expect(result.kind).toBe("changed");
    const after = await fingerprint(user.id);
    expect(after).not.toBe(before);
    expect(await fingerprint(other.user.id)).toBe(otherBefore);
  });

  it("changes with each write to the user, their admin grant, their applications, debt accounts and details form", async () => {
    const { user, application, accounts } = await customerWithApplication();
    const { db } = database;
    // Each write gives a value unlike the one before it (a grant withdrawn gives back the page,
    // and the fingerprint, from before the grant).
    let previous = await fingerprint(user.id);
    const expectNew = async (what: string) => {
      const now = await fingerprint(user.id);
      expect(now, what).not.toBe(previous);
      previous = now;
    };
    await db.update(users).set({ firstName: "Grace" }).where(eq(users.id, user.id));
    await expectNew("a profile change");
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await expectNew("a confirmed address");
    await db.insert(adminUsers).values({ id: user.id });
    await expectNew("an admin grant");
    await db.delete(adminUsers).where(eq(adminUsers.id, user.id));
    await expectNew("an admin grant withdrawn");
    const [first] = accounts;
    if (!first) throw new Error("no debt account");
    await db.update(debtAccounts).set({ currentBalance: "99.99" }).where(eq(debtAccounts.id, first.id));
    await expectNew("a debt account's balance");
    await db.delete(debtAccounts).where(eq(debtAccounts.id, first.id));
    await expectNew("a debt account removed");
    await db.insert(accountDetailsForms).values({ applicationId: application.id });
    await expectNew("a details form made");
    await db.update(applications).set({ debtAmount: "12345.67" }).where(eq(applications.id, application.id));
    await expectNew("an application's amount");
    await insertApplicationWithAccounts(db, { userId: user.id, count: 1 });
    await expectNew("a new application");
    await db.update(applications).set({ userId: null }).where(eq(applications.id, application.id));
    await expectNew("an application no longer theirs");
  });

  it("reads a committed change made on another connection (what another node writes)", async () => {
    const { user, application } = await customerWithApplication();
    const before = await fingerprint(user.id);
    await database.db.transaction(async (tx) => {
      await tx.update(applications).set({ status: "cancelled" }).where(eq(applications.id, application.id));
      // Not yet committed: the page still shows the old rows, and so does the fingerprint.
      if (database.kind === "postgres") expect(await fingerprint(user.id)).toBe(before);
    });
    expect(await fingerprint(user.id)).not.toBe(before);
  });
});
