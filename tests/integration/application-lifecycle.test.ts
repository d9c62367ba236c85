import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { DEBTS_STILL_OPEN, type LifecycleAction } from "#app/domain/application/lifecycle.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  type ChangeApplicationStatusOptions,
  changeApplicationStatus,
} from "#app/server/models/application/lifecycle.server.ts";
import { signAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { accountDetailsForms, applications, auditLog, debtAccounts, emailOutbox } from "#db/schema.ts";
import { giveTestDraftAccount, TEST_NOTICE } from "#tests/support/draft-account.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { removeAllDebts } from "#tests/support/negotiation-fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { TEST_COMPANY, testDocumentSigner } from "#tests/support/test-signer.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The one function that changes an application's status (issue 10): every transition of spec
// section 4 with its timestamps, one audit row each, the approval e-mail queued once, the
// account details form made by Mark as Complete, and refusals that change nothing.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "reviewer@harborline.example", role: "admin" as const };

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

/** A decline carries its reason (issue 21; application-decline.test.ts tests it). */
const DECLINE = { declineReason: "could_not_verify", declineNote: null } as const;

function act(
  applicationId: string,
  action: LifecycleAction,
  extra: Partial<ChangeApplicationStatusOptions> = {},
) {
  return changeApplicationStatus(database.db, {
    applicationId,
    action,
    actor: admin,
    env,
    ...(action === "decline" ? { decline: DECLINE } : {}),
    ...extra,
  });
}

async function row(id: string) {
  const [found] = await database.db.select().from(applications).where(eq(applications.id, id));
  if (!found) throw new Error("no such application");
  return found;
}

const auditFor = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const mailFor = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("the admin's path to completion", () => {
  it("approve, enrollment, negotiations, Mark as Complete: each sets its columns and writes one audit row", async () => {
    const owner = await insertUser(database.db);
    const application = await insertApplication(database.db, { userId: owner.id });
    await database.db.insert(debtAccounts).values([
      {
        applicationId: application.id,
        originalCreditor: "Small Bank",
        accountType: "Credit Card",
        currentBalance: "900.00",
        position: 0,
      },
      {
        applicationId: application.id,
        originalCreditor: "Large Lender",
        accountType: "Personal Loan",
        currentBalance: "12000.50",
        paymentFrequency: "Monthly",
        term: "36 months",
        position: 1,
      },
    ]);

    const approved = await act(application.id, "approve");
    expect(approved).toMatchObject({
      kind: "changed",
      emailQueued: true,
      application: { status: "approved" },
    });
    let current = await row(application.id);
    expect(current).toMatchObject({ status: "approved", approvalEmailSent: true });
    expect(current.decidedAt).toBeInstanceOf(Date);
    expect(current.updatedAt.getTime()).toBeGreaterThan(application.updatedAt.getTime());
    const [mail, ...more] = await mailFor(application.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "approval", dedupeKey: `approval:${application.id}` });
    expect(mail?.textBody).toContain(`application #${application.id.slice(-8)} has been approved`);
    expect(mail?.textBody).toContain("https://harborline.test/dashboard");
    // The approval made a plan: the e-mail asks the customer to review and sign it (issue 43).
    expect(mail?.textBody).toContain("Your plan is ready: review it in My Program");
    expect(mail?.textBody).toContain("Review and sign my plan:\nhttps://harborline.test/dashboard/program");

    // Approve Enrollment waits for the customer's signature of the plan the approval made (issue 22).
    expect(await act(application.id, "approve-enrollment")).toMatchObject({
      kind: "refused",
      reason: "The client has not signed the enrollment agreement yet",
    });
    await giveTestDraftAccount(database.db, testCipher, application.id);
    await signAgreement(database.db, {
      applicationId: application.id,
      caller: { id: owner.id, email: owner.email, role: "customer" },
      seenRevision: 1,
      now: new Date(),
      typedName: "Ada Lovelace",
      clientAddress: null,
      userAgent: null,
      timeZone: "America/New_York",
      cipher: testCipher,
      company: TEST_COMPANY,
      signer: await testDocumentSigner(),
      notice: TEST_NOTICE,
    });
    expect(await act(application.id, "approve-enrollment")).toMatchObject({ kind: "changed" });
    current = await row(application.id);
    expect(current.enrollmentStatus).toBe("approved");
    expect(current.enrollmentApprovedAt).toBeInstanceOf(Date);

    expect(await act(application.id, "approve-negotiations")).toMatchObject({ kind: "changed" });
    current = await row(application.id);
    expect(current.negotiationsStatus).toBe("approved");
    expect(current.negotiationsApprovedAt).toBeInstanceOf(Date);
    expect(
      await database.db
        .select()
        .from(accountDetailsForms)
        .where(eq(accountDetailsForms.applicationId, application.id)),
    ).toEqual([]);

    // Mark as Complete waits for every enrolled debt to be Paid Off or Removed (issue 24).
    expect(await act(application.id, "complete")).toMatchObject({
      kind: "refused",
      reason: DEBTS_STILL_OPEN,
    });
    const debts = await database.db
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, application.id));
    await removeAllDebts(
      database.db,
      admin,
      debts.map((debt) => debt.id),
      new Date(),
    );
    expect(await act(application.id, "complete")).toMatchObject({ kind: "changed", emailQueued: false });
    current = await row(application.id);
    expect(current).toMatchObject({ completionPercentage: 100, isComplete: true });
    expect(current.completedAt).toBeInstanceOf(Date);

    // The account details form: pending, prefilled from the largest debt account.
    const forms = await database.db
      .select()
      .from(accountDetailsForms)
      .where(eq(accountDetailsForms.applicationId, application.id));
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      originalCreditor: "Large Lender",
      accountType: "Personal Loan",
      currentBalance: "12000.50",
      paymentFrequency: "Monthly",
      term: "36 months",
      completedAt: null,
      filledByAdminId: null,
    });

    const audit = await auditFor(application.id);
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        "agreement_signed",
        "application_approved",
        "application_completed",
        // The customer's draft account and its authorization (issue 44).
        "bank_account_added",
        "debit_authorized",
        "enrollment_approved",
        "negotiations_approved",
      ].sort(),
    );
    const approval = audit.find((a) => a.action === "application_approved");
    expect(approval).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: "application" });
    expect(approval?.before).toMatchObject({ status: "pending" });
    expect(approval?.after).toMatchObject({ status: "approved" });
    // Still one approval e-mail after everything; the signature sent the debit authorization's
    // copy (issue 44); completing the program sent its graduation summary (issue 43).
    expect((await mailFor(application.email)).map((mail) => mail.kind).sort()).toEqual([
      "approval",
      "debit-authorization",
      "program-completed",
    ]);
  });

  it("declining the enrollment or the negotiations sets their date too, and ends the path", async () => {
    const application = await insertApplication(database.db, { status: "approved" });
    expect(await act(application.id, "decline-enrollment")).toMatchObject({ kind: "changed" });
    const current = await row(application.id);
    expect(current.enrollmentStatus).toBe("declined");
    expect(current.enrollmentApprovedAt).toBeInstanceOf(Date);
    const refused = await act(application.id, "approve-negotiations");
    expect(refused).toMatchObject({ kind: "refused" });
    expect(refused.kind === "refused" && refused.reason).toContain("had its program enrollment declined");
  });
});

describe("refusals change nothing", () => {
  it("a decision on a declined application says why, and writes no row", async () => {
    const application = await insertApplication(database.db);
    await act(application.id, "decline");
    const before = await row(application.id);
    const refused = await act(application.id, "approve");
    expect(refused).toMatchObject({
      kind: "refused",
      reason: 'This application was declined, so "Approve App" does not apply to it.',
      application: { status: "declined" },
    });
    expect(await row(application.id)).toEqual(before);
    expect(await auditFor(application.id)).toHaveLength(1);
    // Only the decline's own e-mail.
    expect((await mailFor(application.email)).map((mail) => mail.kind)).toEqual(["decline"]);
  });

  it("an action on a version the admin no longer sees is refused, naming what happened", async () => {
    const application = await insertApplication(database.db);
    const first = await act(application.id, "approve");
    if (first.kind !== "changed") throw new Error("expected the approval");
    const seenBefore = await act(application.id, "decline", { seenVersion: "2020-01-01 00:00:00+00" });
    expect(seenBefore).toMatchObject({ kind: "refused", application: { status: "approved" } });
    expect(seenBefore.kind === "refused" && seenBefore.reason).toContain(
      "someone else changed it a moment ago",
    );
    // The version the page showed after the approval is accepted.
    const enrol = await act(application.id, "decline-enrollment", { seenVersion: first.application.version });
    expect(enrol).toMatchObject({ kind: "changed" });
  });

  it("an unknown or malformed id is not found", async () => {
    expect(await act("not-a-uuid", "approve")).toEqual({ kind: "not-found" });
    expect(await act("00000000-0000-4000-8000-000000000000", "approve")).toEqual({ kind: "not-found" });
  });
});

describe("the applicant's cancel goes through the same function", () => {
  it("the owner cancels a pending application; another customer cannot even see it", async () => {
    const owner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const application = await insertApplication(database.db, { userId: owner.id });
    const asStranger = await act(application.id, "cancel", {
      actor: { id: stranger.id, email: stranger.email, role: "customer" },
    });
    expect(asStranger).toEqual({ kind: "not-found" });
    const asOwnerApprove = await act(application.id, "approve", {
      actor: { id: owner.id, email: owner.email, role: "customer" },
    });
    expect(asOwnerApprove).toMatchObject({ kind: "refused", application: { status: "pending" } });
    const cancelled = await act(application.id, "cancel", {
      actor: { id: owner.id, email: owner.email, role: "customer" },
    });
    expect(cancelled).toMatchObject({ kind: "changed", application: { status: "cancelled" } });
    const audit = await auditFor(application.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "application_cancelled", actorId: owner.id });
    // An admin cannot cancel on the applicant's behalf.
    const other = await insertApplication(database.db, { userId: owner.id });
    expect(await act(other.id, "cancel")).toMatchObject({ kind: "refused" });
  });
});

describe("concurrent decisions", () => {
  it("50 approve and decline requests at once end in one state, one audit row, one e-mail", async () => {
    const application = await insertApplication(database.db);
    const actions: LifecycleAction[] = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? "approve" : "decline",
    );
    const results = await Promise.all(actions.map((action) => act(application.id, action)));
    const changed = results.filter((r) => r.kind === "changed");
    expect(changed).toHaveLength(1);
    expect(results.filter((r) => r.kind === "refused")).toHaveLength(49);
    const final = await row(application.id);
    expect(["approved", "declined"]).toContain(final.status);
    const audit = await auditFor(application.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe(
      final.status === "approved" ? "application_approved" : "application_declined",
    );
    const mail = await mailFor(application.email);
    // One e-mail, of the decision that won (an approval, or a decline with its reason).
    expect(mail.map((m) => m.kind)).toEqual([final.status === "approved" ? "approval" : "decline"]);
    expect(final.approvalEmailSent).toBe(final.status === "approved");
  });
});
