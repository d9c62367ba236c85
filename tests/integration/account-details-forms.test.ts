import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { type AccountDetailsInput, accountDetailsForm } from "#app/domain/account-details-form/form.ts";
import { parseSubmission } from "#app/domain/forms.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  type ChangeAccountDetailsOptions,
  changeAccountDetailsForm,
} from "#app/server/models/account-details-form/admin-changes.server.ts";
import {
  findAccountDetailsFormForAdmin,
  findAccountDetailsFormsPageForAdmin,
} from "#app/server/models/account-details-form/admin-reads.server.ts";
import { findApplicationForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { accountDetailsForms, auditLog, emailOutbox } from "#db/schema.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";
import { testCipher } from "../support/test-cipher.ts";

// The account details forms' data functions (issue 12): the list searched and filtered in the
// database, Save and Complete Form in one transaction each with their audit row, the e-mail
// queued once on completion, and refusals (stale version, already complete, unknown) that
// change nothing. The customer reads the form only once completed.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "forms-admin@harborline.example" };
const TAG = `Tern${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

function values(fields: Record<string, string>): AccountDetailsInput {
  const parsed = parseSubmission(accountDetailsForm, {
    originalCreditor: "Harbor Bank",
    accountType: "Credit Card",
    currentBalance: "5000",
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

async function newForm(overrides: Partial<typeof accountDetailsForms.$inferInsert> = {}, owner?: string) {
  const application = await insertApplication(database.db, {
    lastName: TAG,
    ...(owner ? { userId: owner } : {}),
  });
  const [form] = await database.db
    .insert(accountDetailsForms)
    .values({ applicationId: application.id, originalCreditor: "Prefilled Bank", ...overrides })
    .returning();
  if (!form) throw new Error("no form");
  const read = await findAccountDetailsFormForAdmin(database.db, form.id);
  if (!read) throw new Error("the form cannot be read");
  return { application, form: read };
}

function change(formId: string, seenVersion: string, extra: Partial<ChangeAccountDetailsOptions> = {}) {
  return changeAccountDetailsForm(database.db, {
    formId,
    intent: "save",
    actor: admin,
    seenVersion,
    values: values({}),
    env,
    ...extra,
  });
}

const auditFor = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const mailTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("the list", () => {
  it("searches by creditor, applicant name or e-mail, filters by completion, and counts matches of all", async () => {
    const a = await newForm({ originalCreditor: `Gull Credit ${TAG}` });
    const b = await newForm({
      originalCreditor: "Pier Finance",
      completedAt: new Date(),
      filledByAdminId: admin.id,
    });
    const byCreditor = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: `gull credit ${TAG}`,
      filter: "all",
      page: 1,
    });
    expect(byCreditor.rows.map((r) => r.id)).toEqual([a.form.id]);
    expect(byCreditor.matching).toBe(1);
    expect(byCreditor.total).toBeGreaterThanOrEqual(2);
    expect(byCreditor.rows[0]).toMatchObject({
      firstName: "Ada",
      lastName: TAG,
      email: a.application.email,
      debtAmount: "15000.00",
    });

    const byName = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: `Ada ${TAG}`,
      filter: "all",
      page: 1,
    });
    // Newest first.
    expect(byName.rows.map((r) => r.id).slice(0, 2)).toEqual([b.form.id, a.form.id]);
    const byEmail = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: b.application.email.slice(0, 24),
      filter: "all",
      page: 1,
    });
    expect(byEmail.rows.map((r) => r.id)).toEqual([b.form.id]);

    const pending = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: TAG,
      filter: "pending",
      page: 1,
    });
    expect(pending.rows.every((r) => r.completedAt === null)).toBe(true);
    expect(pending.rows.map((r) => r.id)).toContain(a.form.id);
    const completed = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: TAG,
      filter: "completed",
      page: 1,
    });
    expect(completed.rows.map((r) => r.id)).toEqual([b.form.id]);
    // "%" is searched for as itself.
    const percent = await findAccountDetailsFormsPageForAdmin(database.db, {
      search: "%",
      filter: "all",
      page: 1,
    });
    expect(percent.matching).toBe(0);
  });
});

describe("Save", () => {
  it("writes the fields on the version shown, moves the version on and writes one audit row", async () => {
    const { form } = await newForm();
    const saved = await change(form.id, form.version, {
      values: values({ originalCreditor: "Saved Bank", term: "36 months", paidOff: "on", paymentAmount: "" }),
    });
    expect(saved).toMatchObject({ kind: "changed", emailQueued: false });
    const after = await findAccountDetailsFormForAdmin(database.db, form.id);
    expect(after).toMatchObject({
      originalCreditor: "Saved Bank",
      term: "36 months",
      paidOff: true,
      paymentAmount: null,
      currentBalance: "5000.00",
      completedAt: null,
    });
    expect(after?.version).not.toBe(form.version);
    if (saved.kind === "changed") expect(saved.version).toBe(after?.version);
    const audit = await auditFor(form.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "account_details_form_saved",
      targetType: "account_details_form",
      actorId: admin.id,
      actorEmail: admin.email,
      before: expect.objectContaining({ originalCreditor: "Prefilled Bank", completedAt: null }),
      after: expect.objectContaining({ originalCreditor: "Saved Bank", paidOff: true }),
    });
  });

  it("refuses the second of two admins who saw the same version: nothing overwritten, nothing logged", async () => {
    const { form } = await newForm();
    expect((await change(form.id, form.version, { values: values({ term: "first" }) })).kind).toBe("changed");
    const second = await change(form.id, form.version, { values: values({ term: "second" }) });
    expect(second).toEqual({
      kind: "refused",
      reason: expect.stringContaining(
        "Someone else changed this form a moment ago, so your changes were not saved",
      ),
    });
    expect((await findAccountDetailsFormForAdmin(database.db, form.id))?.term).toBe("first");
    expect(await auditFor(form.id)).toHaveLength(1);
  });

  it("answers an unknown or malformed form with not-found", async () => {
    expect(await change("00000000-0000-4000-8000-000000000000", "x")).toMatchObject({ kind: "not-found" });
    expect(await change("not-an-id", "x")).toMatchObject({ kind: "not-found" });
  });
});

describe("Complete Form", () => {
  it("saves, sets completed_at and filled_by_admin_id, queues the debt-account e-mail once, and the customer then sees it", async () => {
    const owner = await insertUser(database.db);
    const { application, form } = await newForm({}, owner.id);
    // Not shown to the customer while pending.
    expect(
      (
        await findApplicationForCustomer(database.db, testCipher, {
          userId: owner.id,
          applicationId: application.id,
        })
      )?.accountDetailsForm,
    ).toBeNull();

    const done = await change(form.id, form.version, {
      intent: "complete",
      values: values({
        originalCreditor: "Final Bank",
        currentBalance: "1234.5",
        accountType: "Personal Loan",
      }),
    });
    expect(done).toMatchObject({ kind: "changed", emailQueued: true });
    const [row] = await database.db
      .select()
      .from(accountDetailsForms)
      .where(eq(accountDetailsForms.id, form.id));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.filledByAdminId).toBe(admin.id);
    expect(row?.originalCreditor).toBe("Final Bank");
    expect((await findAccountDetailsFormForAdmin(database.db, form.id))?.filledByEmail).toBe(admin.email);

    const [mail, ...more] = await mailTo(application.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "account-details", dedupeKey: `account-details:${form.id}` });
    expect(mail?.textBody).toContain("Original creditor: Final Bank");
    expect(mail?.textBody).toContain("Account type: Personal Loan");
    expect(mail?.textBody).toContain("Current balance: $1,234.50");
    expect(mail?.textBody).toContain(`/dashboard?tab=account-details&application=${application.id}`);

    const audit = await auditFor(form.id);
    expect(audit.map((a) => a.action)).toEqual(["account_details_form_completed"]);
    expect(audit[0]?.after).toMatchObject({ filledByAdminId: admin.id, originalCreditor: "Final Bank" });

    const seen = await findApplicationForCustomer(database.db, testCipher, {
      userId: owner.id,
      applicationId: application.id,
    });
    expect(seen?.accountDetailsForm).toMatchObject({
      originalCreditor: "Final Bank",
      currentBalance: "1234.50",
    });
  });

  it("refuses to complete a completed form, even on its current version; Save still works after completion", async () => {
    const { application, form } = await newForm();
    await change(form.id, form.version, { intent: "complete" });
    const current = await findAccountDetailsFormForAdmin(database.db, form.id);
    if (!current) throw new Error("gone");
    const again = await change(form.id, current.version, { intent: "complete" });
    expect(again).toEqual({
      kind: "refused",
      reason: "This form has already been completed, so it was not completed again.",
    });
    // A second admin who saw it pending is told the same.
    expect(await change(form.id, form.version, { intent: "complete" })).toMatchObject({ kind: "refused" });
    expect(await mailTo(application.email)).toHaveLength(1);
    expect((await findAccountDetailsFormForAdmin(database.db, form.id))?.completedAt?.getTime()).toBe(
      current.completedAt?.getTime(),
    );

    const edited = await change(form.id, current.version, { values: values({ term: "after completion" }) });
    expect(edited.kind).toBe("changed");
    const final = await findAccountDetailsFormForAdmin(database.db, form.id);
    expect(final?.term).toBe("after completion");
    expect(final?.completedAt?.getTime()).toBe(current.completedAt?.getTime());
  });

  it("refuses a completion on a version someone else moved on: nothing saved, no e-mail", async () => {
    const { application, form } = await newForm();
    await change(form.id, form.version, { values: values({ term: "other admin" }) });
    const late = await change(form.id, form.version, {
      intent: "complete",
      values: values({ term: "mine" }),
    });
    expect(late).toEqual({
      kind: "refused",
      reason: expect.stringContaining("so it was not completed"),
    });
    const after = await findAccountDetailsFormForAdmin(database.db, form.id);
    expect(after).toMatchObject({ term: "other admin", completedAt: null });
    expect(await mailTo(application.email)).toEqual([]);
  });

  it("two admins completing at once: one wins, one e-mail, one completion audit row", async () => {
    const { application, form } = await newForm();
    const other = { id: (await insertUser(database.db)).id, email: "other-admin@harborline.example" };
    const results = await Promise.all([
      change(form.id, form.version, { intent: "complete" }),
      change(form.id, form.version, { intent: "complete", actor: other }),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(["changed", "refused"]);
    expect(await mailTo(application.email)).toHaveLength(1);
    expect((await auditFor(form.id)).map((a) => a.action)).toEqual(["account_details_form_completed"]);
  });
});
