import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "#app/domain/application/schema.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { submitApplication } from "#app/server/models/application/submit.server.ts";
import { makeAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";
import { applications, debtAccounts, debtNegotiations, enrollmentPlans } from "#db/schema.ts";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { offer } from "#tests/support/negotiation-fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { TEST_COMPANY } from "#tests/support/test-signer.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Eligibility in the plan (issue 43; decisions.md, "Eligibility"): secured debts (an auto loan on
// a car the customer keeps, a mortgage) and federal student loans are not settled. The wizard's
// answer is stored; the plan lists such a debt with its reason, out of every total, with no
// settlement or fee estimated; enrollment opens no negotiation for it, so no offer (and no fee)
// can ever be recorded for it. A deficiency balance and a private student loan are enrolled.

let database: Database;
let admin: { id: string; email: string; role: "admin" };
const NOW = new Date("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const DEBTS = [
  validDebtAccount({ originalCreditor: "Harbor Card", currentBalance: "3,000.00" }),
  validDebtAccount({
    originalCreditor: "Lighthouse Auto",
    accountType: "Auto Loan",
    loanDetail: "vehicle_kept",
    currentBalance: "15,000",
  }),
  validDebtAccount({
    originalCreditor: "Federal Direct",
    accountType: "Student Loan",
    loanDetail: "federal",
    currentBalance: "20,000",
  }),
  validDebtAccount({
    originalCreditor: "Home Mortgage Co",
    accountType: "Mortgage",
    currentBalance: "200,000",
  }),
  validDebtAccount({
    originalCreditor: "Repo Finance",
    accountType: "Auto Loan",
    loanDetail: "deficiency",
    currentBalance: "4,000",
  }),
  validDebtAccount({
    originalCreditor: "Campus Lender",
    accountType: "Student Loan",
    loanDetail: "private",
    currentBalance: "5,000",
  }),
  // The applicant is not sure what kind of student loan it is (an answer the wizard requires).
  validDebtAccount({
    originalCreditor: "Unsure Loans",
    accountType: "Student Loan",
    loanDetail: "not_sure",
    currentBalance: "1,000",
  }),
];

describe("eligibility in the plan", () => {
  it("stores the loan's kind, enrolls what the program settles, and lists the rest with the reason", async () => {
    const owner = await insertUser(database.db, { timeZone: "America/Phoenix" });
    const submissionId = crypto.randomUUID();
    const created = await submitApplication(database.db, testCipher, {
      limits: { pending: 100, perHour: 100 },
      userId: owner.id,
      submissionId,
      application: applicationSchema().parse(validDraft({ debtAccounts: DEBTS, email: owner.email })),
    });
    expect(created.kind).toBe("created");
    const [application] = await database.db
      .select({ id: applications.id, firstName: applications.firstName, lastName: applications.lastName })
      .from(applications)
      .where(eq(applications.submissionId, submissionId));
    if (!application) throw new Error("not stored");
    const stored = await database.db
      .select({ creditor: debtAccounts.originalCreditor, loanDetail: debtAccounts.loanDetail })
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, application.id))
      .orderBy(debtAccounts.position);
    expect(stored.map((debt) => debt.loanDetail)).toEqual([
      null,
      "vehicle_kept",
      "federal",
      null,
      "deficiency",
      "private",
      "not_sure",
    ]);

    const approved = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action: "approve",
      actor: admin,
      env: FIXTURE_ENV,
      now: NOW,
    });
    expect(approved.kind).toBe("changed");
    const program = await programProjection(database.db, application.id, NOW);
    if (!program) throw new Error("no plan was made");
    const { projection } = program;
    expect(projection.debts.map((debt) => [debt.creditor, debt.notEnrolled])).toEqual([
      ["Harbor Card", null],
      ["Lighthouse Auto", "secured_auto"],
      ["Federal Direct", "federal_student_loan"],
      ["Home Mortgage Co", "mortgage"],
      ["Repo Finance", null],
      ["Campus Lender", null],
      ["Unsure Loans", "loan_kind_unconfirmed"],
    ]);
    for (const debt of projection.debts.filter((candidate) => candidate.notEnrolled)) {
      expect([debt.settlement, debt.fee, debt.expectedMonth]).toEqual([null, null, null]);
    }
    // $3,000 + $4,000 + $5,000: the plan's debt, its 45% and its fee, nothing else.
    expect(projection.totals).toMatchObject({
      enrolledCents: 1_200_000n,
      settlementCents: 540_000n,
      feeCents: 165_000n,
    });
    const [plan] = await database.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, application.id));
    // $7,050 over 36 months: the deposit covers the enrolled debts only.
    expect(plan?.monthlyDepositCents).toBe(19_600n);
    const view = planView(projection, 1);
    expect(view.debts.map((debt) => debt.creditor)).toEqual(["Harbor Card", "Repo Finance", "Campus Lender"]);
    expect(view.notEnrolled.map((debt) => [debt.creditor, debt.reason])).toEqual([
      ["Lighthouse Auto", "Not enrolled: an auto loan is secured by your car"],
      ["Federal Direct", "Not enrolled: a federal student loan"],
      ["Home Mortgage Co", "Not enrolled: a mortgage is secured by your home"],
      ["Unsure Loans", "Not enrolled until we confirm what kind of loan this is"],
    ]);
    const agreement = await makeAgreement(database.db, application.id, {
      company: TEST_COMPANY,
      cipher: testCipher,
    });
    const text = await pdfText(agreement?.bytes ?? new Uint8Array());
    expect(text).toContain(
      "Lighthouse Auto ($15,000.00): Not enrolled: an auto loan is secured by your car.",
    );

    // Enrolled: a negotiation for each debt the program settles, none for the others.
    await database.db
      .update(enrollmentPlans)
      .set({ signedRevision: 1, signedAt: NOW })
      .where(eq(enrollmentPlans.applicationId, application.id));
    for (const action of ["approve-enrollment", "approve-negotiations"] as const) {
      const result = await changeApplicationStatus(database.db, {
        applicationId: application.id,
        action,
        actor: admin,
        env: FIXTURE_ENV,
        now: NOW,
      });
      expect(result.kind).toBe("changed");
    }
    const negotiations = await database.db
      .select({ creditor: debtAccounts.originalCreditor })
      .from(debtNegotiations)
      .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
      .where(eq(debtAccounts.applicationId, application.id))
      .orderBy(debtAccounts.position);
    expect(negotiations.map((row) => row.creditor)).toEqual(["Harbor Card", "Repo Finance", "Campus Lender"]);
    const [auto] = await database.db
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.originalCreditor, "Lighthouse Auto"));
    const refused = await recordOffer(database.db, {
      debtAccountId: auto?.id ?? "",
      admin,
      offer: offer(100_000n, [["2027-03-15", 100_000n]], "2026-12-20"),
      env: FIXTURE_ENV,
      now: NOW,
    });
    expect(refused.kind).toBe("not-found");
  });
});
