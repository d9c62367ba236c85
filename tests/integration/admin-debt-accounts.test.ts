import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDebtAccountView } from "#app/domain/admin/debt-accounts.ts";
import { DEBT_ACCOUNT_REFUSALS as R } from "#app/domain/debt-account/editing.ts";
import type { DebtAccountEditInput } from "#app/domain/debt-account/form.ts";
import type { Database } from "#app/server/db.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import {
  deleteDebtAccount,
  updateDebtAccount,
} from "#app/server/models/debt-account/admin-changes.server.ts";
import { applications, auditLog } from "#db/schema.ts";
import {
  debtAccountSnapshot,
  insertApplicationWithAccounts,
  versionOf,
} from "#tests/support/debt-account-fixtures.ts";
import type { NewApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";
import { testCipher } from "../support/test-cipher.ts";

// An admin's edit and delete of an application's debt accounts (issue 10): one transaction
// each, the application's version moved on, one audit row; every refusal changes nothing.

let database: Database;
const actor = { id: "", email: "reviewer@harborline.example" };

beforeAll(async () => {
  database = await createTestDatabase();
  actor.id = (await insertUser(database.db, { email: actor.email })).id;
});
afterAll(() => database.close());

const EDITED: DebtAccountEditInput = {
  originalCreditor: "Lighthouse Auto Finance",
  accountSold: true,
  accountType: "Auto Loan",
  dateOpened: "2019-06-01",
  openClosed: "Closed",
  status: "Charged Off",
  currentBalance: "12000.00",
  lastPaymentDate: "2024-11-30",
  paidOff: false,
  paymentFrequency: "Bi-Weekly",
  paymentAmount: "310.50",
  originalBalance: "18999.99",
  term: "60 months",
  // The car was repossessed and sold: what is left is settled (issue 43).
  loanDetail: "deficiency",
};

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

async function setUp(overrides: Partial<NewApplication> & { count?: number } = {}) {
  const made = await insertApplicationWithAccounts(database.db, overrides);
  const version = await versionOf(database.db, made.application.id);
  const [first, second] = made.accounts;
  if (!first) throw new Error("no account");
  return { ...made, first, second, version };
}

const update = (applicationId: string, debtAccountId: string, seenVersion: string, values = EDITED) =>
  updateDebtAccount(database.db, { applicationId, debtAccountId, seenVersion, actor, values });

const remove = (applicationId: string, debtAccountId: string, seenVersion: string) =>
  deleteDebtAccount(database.db, { applicationId, debtAccountId, seenVersion, actor });

describe("editing a debt account", () => {
  it("stores the new values, moves both updated_at on, and writes one audit row with before and after", async () => {
    const { application, first, second, version } = await setUp();
    const result = await update(application.id, first.id, version);
    const current = await versionOf(database.db, application.id);
    expect(result).toEqual({ kind: "changed", version: current });
    expect(current).not.toBe(version);

    const after = await debtAccountSnapshot(database.db, application.id);
    expect(after.application?.updatedAt.getTime()).toBeGreaterThanOrEqual(application.updatedAt.getTime());
    const [edited, untouched] = after.accounts;
    expect(edited).toMatchObject({ id: first.id, position: 0, ...EDITED });
    // The account's updated_at is the application's new one (to the millisecond a Date holds).
    expect(edited?.updatedAt.getTime()).toBe(after.application?.updatedAt.getTime());
    expect(edited?.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect(untouched).toEqual(second);

    const audit = after.audit.filter((a) => a.targetId === first.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "debt_account_updated",
      targetType: "debt_account",
      before: {
        applicationId: application.id,
        originalCreditor: "Creditor 1",
        accountType: "Credit Card",
        currentBalance: "1000.25",
        accountSold: false,
        term: null,
      },
      after: { applicationId: application.id, ...EDITED },
    });
  });

  it("accepts the next change on the version it answered, and a second edit moves the version again", async () => {
    const { application, first, version } = await setUp();
    const one = await update(application.id, first.id, version);
    if (one.kind !== "changed") throw new Error("expected the first edit");
    const two = await update(application.id, first.id, one.version, { ...EDITED, term: "72 months" });
    expect(two).toMatchObject({ kind: "changed" });
    expect(two.kind === "changed" && two.version).not.toBe(one.version);
  });

  it("is what the expanded row then shows", async () => {
    const { application, first, version } = await setUp();
    await update(application.id, first.id, version);
    const details = await findApplicationDetailsForAdmin(database.db, testCipher, application.id);
    const view = details?.debtAccounts.map(adminDebtAccountView).find((a) => a.id === first.id);
    expect(view?.creditor).toBe("Lighthouse Auto Finance");
    expect(view?.items).toContainEqual({ label: "Original Balance", value: "$18,999.99" });
    expect(view?.values).toMatchObject({ accountSold: "on", dateOpened: "2019-06-01", term: "60 months" });
  });
});

describe("deleting a debt account", () => {
  it("removes only that account, moves the version on and writes one audit row", async () => {
    const { application, first, second, version } = await setUp({ count: 3 });
    const result = await remove(application.id, second?.id ?? "", version);
    expect(result).toEqual({ kind: "changed", version: await versionOf(database.db, application.id) });
    const after = await debtAccountSnapshot(database.db, application.id);
    expect(after.accounts.map((a) => a.originalCreditor)).toEqual(["Creditor 1", "Creditor 3"]);
    expect(after.accounts[0]).toEqual(first);
    const audit = after.audit.filter((a) => a.targetId === second?.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "debt_account_deleted",
      targetType: "debt_account",
      before: { applicationId: application.id, originalCreditor: "Creditor 2", currentBalance: "2000.25" },
      after: null,
    });
  });
});

/** Runs both changes and checks each was refused with `reason` and wrote nothing. */
async function expectRefused(
  applicationId: string,
  debtAccountId: string,
  seenVersion: string,
  expected: { kind: "refused" | "not-found"; reason: string | RegExp },
  /** The application to watch, when `applicationId` names none. */
  watched = applicationId,
) {
  const before = await debtAccountSnapshot(database.db, watched);
  for (const result of [
    await update(applicationId, debtAccountId, seenVersion),
    await remove(applicationId, debtAccountId, seenVersion),
  ]) {
    expect(result.kind).toBe(expected.kind);
    expect(result.kind !== "changed" && result.reason).toMatch(expected.reason);
  }
  expect(await debtAccountSnapshot(database.db, watched)).toEqual(before);
}

describe("refusals change nothing", () => {
  it.each<[string, Partial<NewApplication>, string]>([
    ["declined", { status: "declined" }, "This application was declined, so its debt accounts are read-only"],
    [
      "cancelled",
      { status: "cancelled" },
      "This application was canceled, so its debt accounts are read-only",
    ],
    [
      "complete",
      {
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "approved",
        completionPercentage: 100,
        isComplete: true,
        completedAt: new Date(),
      },
      "This application is complete, so its debt accounts are read-only",
    ],
    [
      "at 100%",
      { status: "approved", completionPercentage: 100 },
      "This application is complete, so its debt accounts are read-only",
    ],
  ])("an application %s is read-only", async (_, state, reason) => {
    const { application, first, version } = await setUp(state);
    await expectRefused(application.id, first.id, version, { kind: "refused", reason });
  });

  it("an approved application that is not complete may still change", async () => {
    const { application, first, version } = await setUp({ status: "approved", completionPercentage: 60 });
    expect(await update(application.id, first.id, version)).toMatchObject({ kind: "changed" });
  });

  it("a version the page no longer shows is refused, saying someone else changed it", async () => {
    const { application, first, second, version } = await setUp({ count: 3 });
    const moved = await update(application.id, second?.id ?? "", version);
    expect(moved).toMatchObject({ kind: "changed" });
    await expectRefused(application.id, first.id, version, {
      kind: "refused",
      reason: /^Someone else changed this application a moment ago/,
    });
    await expectRefused(application.id, first.id, "", { kind: "refused", reason: /^Someone else/ });
  });

  it("a version made read-only since the page was shown says both", async () => {
    const { application, first, version } = await setUp();
    await database.db
      .update(applications)
      .set({ status: "declined", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(applications.id, application.id));
    await expectRefused(application.id, first.id, version, {
      kind: "refused",
      reason: "This application was declined: someone else changed it a moment ago",
    });
  });

  it("another application's account is not found in this one, and neither changes", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const theirsBefore = await debtAccountSnapshot(database.db, theirs.application.id);
    await expectRefused(mine.application.id, theirs.first.id, mine.version, {
      kind: "not-found",
      reason: R.accountNotFound,
    });
    expect(await debtAccountSnapshot(database.db, theirs.application.id)).toEqual(theirsBefore);
  });

  it("the last debt account cannot be deleted, and says why; it can still be edited", async () => {
    const { application, first, version } = await setUp({ count: 1 });
    const before = await debtAccountSnapshot(database.db, application.id);
    expect(await remove(application.id, first.id, version)).toEqual({
      kind: "refused",
      reason: R.lastAccount,
    });
    expect(await debtAccountSnapshot(database.db, application.id)).toEqual(before);
    expect(await update(application.id, first.id, version)).toMatchObject({ kind: "changed" });
  });

  it("malformed and unknown ids are not found", async () => {
    const { application, first, version } = await setUp();
    const notFound = (reason: string) => ({ kind: "not-found" as const, reason });
    const watched = application.id;
    await expectRefused("not-a-uuid", first.id, version, notFound(R.applicationNotFound), watched);
    await expectRefused(UNKNOWN_ID, first.id, version, notFound(R.applicationNotFound), watched);
    await expectRefused(application.id, "not-a-uuid", version, notFound(R.accountNotFound));
    await expectRefused(application.id, "' or 1=1 --", version, notFound(R.accountNotFound));
    await expectRefused(application.id, UNKNOWN_ID, version, notFound(R.accountNotFound));
  });

  it("the database refuses what the form would have, and the failed change leaves nothing", async () => {
    const { application, first, version } = await setUp();
    const before = await debtAccountSnapshot(database.db, application.id);
    await expect(
      update(application.id, first.id, version, { ...EDITED, currentBalance: "-1.00" }),
    ).rejects.toThrow();
    expect(await debtAccountSnapshot(database.db, application.id)).toEqual(before);
  });
});

describe("changes at the same moment", () => {
  it("ten deletes on one seen version: one wins, nine are told someone else changed it", async () => {
    const { application, accounts, version } = await setUp({ count: 11 });
    const results = await Promise.all(
      accounts.slice(0, 10).map((a) => remove(application.id, a.id, version)),
    );
    expect(results.filter((r) => r.kind === "changed")).toHaveLength(1);
    const refused = results.filter((r) => r.kind === "refused");
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.reason).toMatch(/^Someone else changed this application a moment ago/);
    const after = await debtAccountSnapshot(database.db, application.id);
    expect(after.accounts).toHaveLength(10);
    const ids = new Set(accounts.map((a) => a.id));
    expect(after.audit.filter((a) => a.targetId && ids.has(a.targetId))).toHaveLength(1);
  });

  it("two admins deleting the last two accounts at once leave one", async () => {
    const { application, accounts, version } = await setUp({ count: 2 });
    await Promise.all(accounts.map((a) => remove(application.id, a.id, version)));
    expect((await debtAccountSnapshot(database.db, application.id)).accounts).toHaveLength(1);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, "debt_account_deleted"));
    expect(rows.filter((a) => accounts.some((b) => b.id === a.targetId))).toHaveLength(1);
  });
});
