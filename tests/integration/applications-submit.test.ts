import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { shownApplicationFields } from "#app/server/models/application/personal-data.server.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import { fullDebtAccount, validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import {
  callSubmit,
  type SignedInUser,
  signedInUser,
  submitAs,
  submitRequest,
} from "#tests/support/application-requests.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// POST /api/applications stores what the wizard sent, once, for the signed-in user.
// Refusals (401, 400, 413, 415, 405, 422, 500): applications-submit-refusals.test.ts.
// The transaction and idempotency of the model itself: applications-submit-model.test.ts.

let database: Database;
let services: Services;
let ada: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  // Ada submits more than the limits allow: those have their own tests (applications-submit-limits).
  services = createTestServices(database, {
    APPLICATIONS_PENDING_LIMIT: "100",
    APPLICATIONS_PER_HOUR_LIMIT: "100",
  });
  ada = await signedInUser(services);
  mallory = await signedInUser(services);
});
afterAll(() => database.close());

/** The stored rows, their personal data decrypted (it is stored encrypted, docs/decisions/0028). */
async function rowsFor(submissionId: string) {
  const rows = await database.db
    .select()
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
  return rows.map((row) => shownApplicationFields(testCipher, row));
}

function accountsOf(applicationId: string) {
  return database.db.select().from(debtAccounts).where(eq(debtAccounts.applicationId, applicationId));
}

describe("a submit", () => {
  it("stores one pending application owned by the user, with its debt accounts", async () => {
    const submissionId = crypto.randomUUID();
    const draft = validDraft({
      debtAccounts: [
        validDebtAccount(),
        fullDebtAccount(),
        validDebtAccount({ originalCreditor: "Cove Card" }),
      ],
    });
    const answer = await submitAs(services, ada, draft, submissionId);
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    if (!answer.body.ok) throw new Error(answer.body.message);

    const rows = await rowsFor(submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.body.applicationId,
      userId: ada.id,
      status: "pending",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lovelace@test.example",
      phone: "5551234567",
      creditScore: "fair",
      employmentStatus: "self-employed",
      monthlyIncome: "4200.50",
      debtRange: "$15,001-$25,000",
      address: "1 Harbor Way, Springfield",
      dateOfBirth: "1980-04-12",
      ssnLastFour: "0042",
      debtAmount: "18250.00",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      completionPercentage: 0,
      isComplete: false,
      approvalEmailSent: false,
    });

    const accounts = await accountsOf(answer.body.applicationId);
    expect(accounts).toHaveLength(3);
    const byCreditor = Object.fromEntries(accounts.map((a) => [a.originalCreditor, a]));
    expect(byCreditor["Harbor Bank"]).toMatchObject({
      accountSold: false,
      accountType: "Credit Card",
      dateOpened: null,
      openClosed: null,
      status: null,
      currentBalance: "2500.75",
      lastPaymentDate: null,
      paidOff: false,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
    });
    expect(byCreditor["Lighthouse Auto Finance"]).toMatchObject({
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
    expect(byCreditor["Cove Card"]?.currentBalance).toBe("2500.75");
  });

  it("stores fifty debt accounts in one go", async () => {
    const debtAccounts = Array.from({ length: 50 }, (_, i) =>
      validDebtAccount({ originalCreditor: `Creditor ${i}`, currentBalance: `${i}.0${i % 10}` }),
    );
    const answer = await submitAs(services, ada, validDraft({ debtAccounts }));
    expect(answer.status).toBe(201);
    if (!answer.body.ok) throw new Error(answer.body.message);
    const stored = await accountsOf(answer.body.applicationId);
    expect(stored).toHaveLength(50);
    expect(stored.find((a) => a.originalCreditor === "Creditor 17")?.currentBalance).toBe("17.07");
  });
});

describe("repeated submits of one wizard run", () => {
  it("create exactly one application when two arrive at once, and both get its id", async () => {
    const submissionId = crypto.randomUUID();
    const draft = validDraft({ debtAccounts: [validDebtAccount(), validDebtAccount()] });
    const answers = await Promise.all([
      submitAs(services, ada, draft, submissionId),
      submitAs(services, ada, draft, submissionId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const rows = await rowsFor(submissionId);
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id;
    expect(answers.map((a) => a.body)).toEqual([
      { ok: true, applicationId: id },
      { ok: true, applicationId: id },
    ]);
    expect(await accountsOf(id ?? "")).toHaveLength(2);
  });

  it("answer a retry after success with 200 and the same id, storing nothing new", async () => {
    const submissionId = crypto.randomUUID();
    const first = await submitAs(services, ada, validDraft(), submissionId);
    expect(first.status).toBe(201);
    const again = await submitAs(services, ada, validDraft({ firstName: "Changed" }), submissionId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await rowsFor(submissionId);
    expect(rows.map((r) => r.firstName)).toEqual(["Ada"]);
    expect(await accountsOf(rows[0]?.id ?? "")).toHaveLength(1);
  });

  it("refuse another user's submission id with 409 and store nothing for them", async () => {
    const submissionId = crypto.randomUUID();
    const first = await submitAs(services, ada, validDraft(), submissionId);
    expect(first.status).toBe(201);
    const stolen = await submitAs(services, mallory, validDraft({ firstName: "Mallory" }), submissionId);
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ ok: false, reason: "failed" });
    expect(JSON.stringify(stolen.body)).not.toContain(first.body.ok ? first.body.applicationId : "?");
    const rows = await rowsFor(submissionId);
    expect(rows.map((r) => [r.userId, r.firstName])).toEqual([[ada.id, "Ada"]]);
    const mallorys = await database.db.select().from(applications).where(eq(applications.userId, mallory.id));
    expect(mallorys).toHaveLength(0);
  });
});

describe("forged fields", () => {
  it("cannot set the owner, status, id, progress or anything else the server decides", async () => {
    const forgedId = crypto.randomUUID();
    const submissionId = crypto.randomUUID();
    const application = {
      ...validDraft(),
      id: forgedId,
      userId: mallory.id,
      user_id: mallory.id,
      submissionId: crypto.randomUUID(),
      status: "approved",
      enrollmentStatus: "approved",
      negotiationsStatus: "approved",
      completionPercentage: 100,
      isComplete: true,
      completedAt: "2025-01-01T00:00:00Z",
      approvalEmailSent: true,
      createdAt: "2000-01-01T00:00:00Z",
      debtAccounts: [{ ...validDebtAccount(), id: forgedId, applicationId: forgedId }],
    };
    // The envelope's own extra keys (an owner beside the application) are ignored too.
    const envelope = { submissionId, application, userId: mallory.id, status: "approved" };
    const answer = await callSubmit(services, submitRequest(envelope, { cookie: ada.cookie }));
    expect(answer.status).toBe(201);
    const [row] = await rowsFor(submissionId);
    expect(row).toMatchObject({
      userId: ada.id,
      status: "pending",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      completionPercentage: 0,
      isComplete: false,
      completedAt: null,
      approvalEmailSent: false,
    });
    expect(row?.id).not.toBe(forgedId);
    expect(row?.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
    const [account] = await accountsOf(row?.id ?? "");
    expect(account?.id).not.toBe(forgedId);
    expect(await database.db.select().from(applications).where(eq(applications.id, forgedId))).toHaveLength(
      0,
    );
  });
});
