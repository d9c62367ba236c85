import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import {
  accountDetailsForms,
  accounts,
  adminUsers,
  applications,
  auditLog,
  debtAccounts,
  paymentMethods,
  sessions,
  users,
} from "#db/schema.ts";
import { insertApplication as insertRow } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function insertUser() {
  const email = `${crypto.randomUUID()}@test.example`;
  const [user] = await database.db
    .insert(users)
    .values({ name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace", email })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

function insertApplication(userId: string | null) {
  return insertRow(database.db, { userId });
}

async function addDebtAccount(applicationId: string) {
  await database.db.insert(debtAccounts).values({
    applicationId,
    originalCreditor: "Acme Bank",
    accountType: "Credit Card",
    currentBalance: "900.00",
  });
}

const byUser = {
  sessions: (id: string) => database.db.select().from(sessions).where(eq(sessions.userId, id)),
  accounts: (id: string) => database.db.select().from(accounts).where(eq(accounts.userId, id)),
  adminUsers: (id: string) => database.db.select().from(adminUsers).where(eq(adminUsers.id, id)),
  paymentMethods: (id: string) =>
    database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, id)),
};

describe("deleting a user", () => {
  it("removes their login, sessions, admin membership and payment methods", async () => {
    const user = await insertUser();
    const other = await insertUser();
    for (const owner of [user, other]) {
      await database.db.insert(sessions).values({
        userId: owner.id,
        token: crypto.randomUUID(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      await database.db
        .insert(accounts)
        .values({ userId: owner.id, accountId: owner.id, providerId: "credential", password: "x" });
      await database.db.insert(adminUsers).values({ id: owner.id });
      await database.db.insert(paymentMethods).values({
        userId: owner.id,
        type: "credit",
        holderName: "Ada Lovelace",
        lastFour: "4242",
        expiryDate: "01/30",
        isDefault: true,
      });
    }
    for (const read of Object.values(byUser)) expect(await read(user.id)).toHaveLength(1);

    await database.db.delete(users).where(eq(users.id, user.id));

    for (const [table, read] of Object.entries(byUser)) {
      expect(await read(user.id), table).toHaveLength(0);
      expect(await read(other.id), `${table} of another user`).toHaveLength(1);
    }
  });

  it("keeps their applications for the record, detached from the login", async () => {
    const user = await insertUser();
    const first = await insertApplication(user.id);
    const second = await insertApplication(user.id);
    await addDebtAccount(first.id);

    await database.db.delete(users).where(eq(users.id, user.id));

    for (const application of [first, second]) {
      const [kept] = await database.db.select().from(applications).where(eq(applications.id, application.id));
      expect(kept).toBeDefined();
      expect(kept?.userId).toBeNull();
      expect(kept?.email).toBe(application.email);
    }
    const accountsLeft = await database.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, first.id));
    expect(accountsLeft).toHaveLength(1);
  });
});

describe("deleting an application", () => {
  it("removes its debt accounts and account details form, and nothing of other applications", async () => {
    const user = await insertUser();
    const removed = await insertApplication(user.id);
    const kept = await insertApplication(user.id);
    for (const application of [removed, kept]) {
      await addDebtAccount(application.id);
      await addDebtAccount(application.id);
      await database.db
        .insert(accountDetailsForms)
        .values({ applicationId: application.id, originalCreditor: "Acme Bank" });
    }

    await database.db.delete(applications).where(eq(applications.id, removed.id));

    const debtsOf = (id: string) =>
      database.db.select().from(debtAccounts).where(eq(debtAccounts.applicationId, id));
    const formsOf = (id: string) =>
      database.db.select().from(accountDetailsForms).where(eq(accountDetailsForms.applicationId, id));
    expect(await debtsOf(removed.id)).toHaveLength(0);
    expect(await formsOf(removed.id)).toHaveLength(0);
    expect(await debtsOf(kept.id)).toHaveLength(2);
    expect(await formsOf(kept.id)).toHaveLength(1);
    // The owner is untouched.
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("allows one account details form per application", async () => {
    const application = await insertApplication(null);
    await database.db.insert(accountDetailsForms).values({ applicationId: application.id });
    await expect(
      database.db.insert(accountDetailsForms).values({ applicationId: application.id }),
    ).rejects.toMatchObject({ cause: { constraint: "account_details_forms_application_id_key" } });
  });
});

describe("deleting an admin", () => {
  it("keeps the forms they completed and their audit entries, without the link to them", async () => {
    const admin = await insertUser();
    await database.db.insert(adminUsers).values({ id: admin.id });
    const application = await insertApplication(null);
    const completedAt = new Date();
    const [form] = await database.db
      .insert(accountDetailsForms)
      .values({ applicationId: application.id, completedAt, filledByAdminId: admin.id })
      .returning();
    const [entry] = await database.db
      .insert(auditLog)
      .values({
        actorId: admin.id,
        actorEmail: admin.email,
        action: "application_approved",
        targetType: "application",
        targetId: application.id,
        before: { status: "pending" },
        after: { status: "approved" },
      })
      .returning();

    await database.db.delete(users).where(eq(users.id, admin.id));

    const [formAfter] = await database.db
      .select()
      .from(accountDetailsForms)
      .where(eq(accountDetailsForms.id, form?.id ?? ""));
    expect(formAfter?.filledByAdminId).toBeNull();
    expect(formAfter?.completedAt?.getTime()).toBe(completedAt.getTime());
    const [entryAfter] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, entry?.id ?? ""));
    expect(entryAfter).toMatchObject({
      actorId: null,
      actorEmail: admin.email,
      action: "application_approved",
      targetId: application.id,
      before: { status: "pending" },
      after: { status: "approved" },
    });
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id))).toHaveLength(0);
  });

  it("refuses admin membership for a user that does not exist", async () => {
    await expect(database.db.insert(adminUsers).values({ id: crypto.randomUUID() })).rejects.toMatchObject({
      cause: { code: "23503" },
    });
  });
});
