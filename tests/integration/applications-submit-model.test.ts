import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApplicationInput, applicationSchema } from "#app/domain/application/schema.ts";
import type { Database } from "#app/server/db.server.ts";
import { findApplicationForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { submitApplication } from "#app/server/models/application/submit.server.ts";
import { applications, debtAccounts, users } from "#db/schema.ts";
import { fullDebtAccount, validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { testCipher } from "../support/test-cipher.ts";

// submitApplication: the application and its debt accounts in one transaction, once per
// submission id (decisions.md, "Submitting an application is one transaction").

/** This file stores many applications for one user: the limits have their own tests (applications-submit-limits). */
const ROOMY = { pending: 1000, perHour: 1000 };

let database: Database;
let userId: string;
let otherUserId: string;

async function insertUser(): Promise<string> {
  const email = `model-${crypto.randomBytes(4).toString("hex")}@test.example`;
  const [row] = await database.db
    .insert(users)
    .values({ name: "Ada Lovelace", email, firstName: "Ada", lastName: "Lovelace" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertUser();
  otherUserId = await insertUser();
});
afterAll(() => database.close());

function checked(accounts = [validDebtAccount(), validDebtAccount({ originalCreditor: "Second" })]) {
  return applicationSchema().parse(validDraft({ debtAccounts: accounts }));
}

/** A checked application whose last debt account the database will refuse (a type outside its CHECK list). */
function withRefusedAccount(): ApplicationInput {
  const application = checked();
  const last = application.debtAccounts.at(-1);
  if (!last) throw new Error("no account");
  last.accountType = "Payday Loan" as typeof last.accountType;
  return application;
}

const rowsFor = (submissionId: string) =>
  database.db.select().from(applications).where(eq(applications.submissionId, submissionId));

describe("submitApplication", () => {
  it("stores the application and every account, and says it created them", async () => {
    const submissionId = crypto.randomUUID();
    const result = await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId,
      submissionId,
      application: checked(),
    });
    expect(result.kind).toBe("created");
    const [row] = await rowsFor(submissionId);
    expect(row).toMatchObject({ userId, status: "pending", submissionId });
    const accounts = await database.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, row?.id ?? ""));
    expect(accounts.map((a) => a.originalCreditor).sort()).toEqual(["Harbor Bank", "Second"]);
  });

  it("keeps every field of every account, and their order as listed", async () => {
    const creditors = ["Zephyr Card", "Anchor Loans", "Mariner Bank", "Bay Credit", "Cove Finance"];
    const full = fullDebtAccount();
    const application = checked(creditors.map((originalCreditor) => ({ ...full, originalCreditor })));
    const result = await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId,
      submissionId: crypto.randomUUID(),
      application,
    });
    const id = result.kind === "created" ? result.id : "";
    const found = await findApplicationForCustomer(database.db, testCipher, { userId, applicationId: id });
    expect(found?.debtAccounts.map((account) => account.originalCreditor)).toEqual(creditors);
    const [stored] = await database.db
      .select()
      .from(debtAccounts)
      .where(and(eq(debtAccounts.applicationId, id), eq(debtAccounts.position, 0)));
    expect(stored).toMatchObject({
      originalCreditor: "Zephyr Card",
      accountSold: true,
      accountType: "Auto Loan",
      dateOpened: "2019-06-01",
      openClosed: "Closed",
      status: "Charged Off",
      currentBalance: "12000.00",
      lastPaymentDate: "2024-11-30",
      paidOff: true,
      paymentFrequency: "Bi-Weekly",
      paymentAmount: "310.50",
      originalBalance: "18999.99",
      term: "60 months",
    });
  });

  it("stores null for optional fields left empty", async () => {
    const result = await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId,
      submissionId: crypto.randomUUID(),
      application: checked([validDebtAccount()]),
    });
    const [stored] = await database.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, result.kind === "created" ? result.id : ""));
    expect(stored).toMatchObject({
      dateOpened: null,
      openClosed: null,
      status: null,
      lastPaymentDate: null,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
      accountSold: false,
      paidOff: false,
      position: 0,
    });
  });

  it("leaves no application behind when a debt account is refused", async () => {
    const submissionId = crypto.randomUUID();
    const before = await database.db.select({ id: debtAccounts.id }).from(debtAccounts);
    const error = await refusal(() =>
      submitApplication(database.db, testCipher, {
        limits: ROOMY,
        userId,
        submissionId,
        application: withRefusedAccount(),
      }),
    );
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("debt_accounts_account_type_check");
    expect(await rowsFor(submissionId)).toHaveLength(0);
    expect(await database.db.select({ id: debtAccounts.id }).from(debtAccounts)).toHaveLength(before.length);
  });

  it("lets the same submission id succeed after a failed attempt", async () => {
    const submissionId = crypto.randomUUID();
    await expect(
      submitApplication(database.db, testCipher, {
        limits: ROOMY,
        userId,
        submissionId,
        application: withRefusedAccount(),
      }),
    ).rejects.toThrow();
    const retry = await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId,
      submissionId,
      application: checked(),
    });
    expect(retry.kind).toBe("created");
    expect(await rowsFor(submissionId)).toHaveLength(1);
  });

  it("creates once when five submits of one run race, and every other one finds it", async () => {
    const submissionId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        submitApplication(database.db, testCipher, {
          limits: ROOMY,
          userId,
          submissionId,
          application: checked(),
        }),
      ),
    );
    const rows = await rowsFor(submissionId);
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id;
    expect(results.filter((r) => r.kind === "created")).toEqual([{ kind: "created", id }]);
    expect(results.filter((r) => r.kind === "repeated")).toHaveLength(4);
    expect(results.every((r) => (r.kind === "created" || r.kind === "repeated") && r.id === id)).toBe(true);
  });

  it("reports a conflict, and changes nothing, when the id is another user's", async () => {
    const submissionId = crypto.randomUUID();
    await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId,
      submissionId,
      application: checked(),
    });
    const result = await submitApplication(database.db, testCipher, {
      limits: ROOMY,
      userId: otherUserId,
      submissionId,
      application: checked(),
    });
    expect(result).toEqual({ kind: "conflict" });
    expect((await rowsFor(submissionId)).map((r) => r.userId)).toEqual([userId]);
  });
});
