import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountDetailsReply } from "#app/domain/account-details-form/form.ts";
import type {
  AccountDetailsEditorData,
  AccountDetailsListData,
} from "#app/domain/admin/account-details-views.ts";
import { loader as listLoader } from "#app/routes/admin/account-details.tsx";
import { action, loader as editorLoader } from "#app/routes/admin/account-details-form.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { accountDetailsForms, adminUsers, auditLog, emailOutbox } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /admin/account-details and /admin/account-details/:formId as React Router calls them
// (issue 12): who may use them, the list from the address, and Save / Complete Form with the
// spec's toasts, the wizard's field rules and the refusal of a stale edit.

let database: Database;
let services: Services;
let admin: SignedInUser;
let otherAdmin: SignedInUser;
let customer: SignedInUser;
const SURNAME = `Pelican${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInUser(services);
  otherAdmin = await signedInUser(services);
  customer = await signedInUser(services);
  await database.db.insert(adminUsers).values([{ id: admin.id }, { id: otherAdmin.id }]);
});
afterAll(() => database.close());

type List = Extract<AccountDetailsListData, { ok: true }>;
type Editor = Extract<AccountDetailsEditorData, { ok: true }>;

function get(path: string, user: SignedInUser | null) {
  return new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
}

const loadList = (path: string, user: SignedInUser | null = admin) =>
  outcome<AccountDetailsListData>(() =>
    listLoader({ request: get(path, user), context: contextFor(services), params: {} } as never),
  );

const loadEditor = (formId: string, user: SignedInUser | null = admin, search = "") =>
  outcome<AccountDetailsEditorData>(() =>
    editorLoader({
      request: get(`/admin/account-details/${formId}${search}`, user),
      context: contextFor(services),
      params: { formId },
    } as never),
  );

const FIELDS = { originalCreditor: "Harbor Bank", accountType: "Credit Card", currentBalance: "2500.00" };

function post(formId: string, fields: Record<string, string>, user: SignedInUser = admin) {
  const request = formRequest(`/admin/account-details/${formId}`, fields, { Cookie: user.cookie });
  return outcome<AccountDetailsReply>(() =>
    action({ request, context: contextFor(services), params: { formId } } as never),
  );
}

async function newForm(firstName = "Ada") {
  const application = await insertApplication(database.db, { firstName, lastName: SURNAME });
  const [form] = await database.db
    .insert(accountDetailsForms)
    .values({ applicationId: application.id, originalCreditor: "Prefilled Bank", accountType: "Credit Card" })
    .returning({ id: accountDetailsForms.id });
  if (!form) throw new Error("no form");
  return { application, id: form.id };
}

async function editor(formId: string, user: SignedInUser = admin) {
  const answer = await loadEditor(formId, user);
  return answer.body as Editor;
}

const formRow = async (id: string) =>
  (await database.db.select().from(accountDetailsForms).where(eq(accountDetailsForms.id, id)))[0];

describe("who may use it", () => {
  it("sends a visitor to /admin/auth and a customer home, for both pages and the action; nothing changes", async () => {
    const { id } = await newForm();
    expect((await loadList("/admin/account-details", null)).location).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Faccount-details",
    );
    expect((await loadList("/admin/account-details", customer)).location).toBe("/");
    expect((await loadEditor(id, null)).location).toBe(
      `/admin/auth?redirectTo=${encodeURIComponent(`/admin/account-details/${id}`)}`,
    );
    expect((await loadEditor(id, customer)).location).toBe("/");
    const { version } = (await editor(id)).form;
    for (const intent of ["save", "complete"]) {
      const answer = await post(id, { intent, version, ...FIELDS, originalCreditor: "Forged" }, customer);
      expect(answer.location).toBe("/");
    }
    const row = await formRow(id);
    expect(row).toMatchObject({ originalCreditor: "Prefilled Bank", completedAt: null });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });
});

describe("the list", () => {
  it("shows the cards of spec section 2, N of M, the filters from the address", async () => {
    const { application, id } = await newForm("Marina");
    const page = (await loadList(`/admin/account-details?q=Marina ${SURNAME}`)).body as List;
    expect(page.matching).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.cards).toEqual([
      {
        id,
        applicantName: `Marina ${SURNAME}`,
        email: application.email,
        completed: false,
        badge: "Pending",
        items: [
          { label: "Original Creditor", value: "Prefilled Bank" },
          { label: "Account Type", value: "Credit Card" },
          { label: "Current Balance", value: "N/A" },
          { label: "Application Debt", value: "$15,000.00" },
          { label: "Email", value: application.email },
          { label: "Created", value: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/) },
          { label: "Last Updated", value: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/) },
          { label: "Completed", value: "Not yet" },
        ],
      },
    ]);
    const completed = (await loadList(`/admin/account-details?q=Marina ${SURNAME}&filter=completed`))
      .body as List;
    expect(completed).toMatchObject({ matching: 0, cards: [], query: { filter: "completed" } });
    const odd = (await loadList("/admin/account-details?filter=nonsense&page=-3")).body as List;
    expect(odd.query).toEqual({ search: "", filter: "all", page: 1 });
  });
});

describe("a failed read", () => {
  it("answers 500 with the spec's 'Failed to load account details forms' / 'Failed to load account details form'", async () => {
    const { id } = await newForm();
    const failing = createTestServices(database);
    failing.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") throw new Error("forms unavailable");
        return Reflect.get(target, property, receiver);
      },
    });
    // The session is read (and cached for the request) through the working services first.
    const list = get("/admin/account-details", admin);
    await getOptionalUser(list, contextFor(services));
    const listAnswer = await outcome<AccountDetailsListData>(() =>
      listLoader({ request: list, context: contextFor(failing), params: {} } as never),
    );
    expect(listAnswer).toMatchObject({
      status: 500,
      body: { ok: false, message: "Failed to load account details forms" },
    });
    const one = get(`/admin/account-details/${id}`, admin);
    await getOptionalUser(one, contextFor(services));
    const oneAnswer = await outcome<AccountDetailsEditorData>(() =>
      editorLoader({ request: one, context: contextFor(failing), params: { formId: id } } as never),
    );
    expect(oneAnswer).toMatchObject({
      status: 500,
      body: { ok: false, message: "Failed to load account details form" },
    });
  });
});

describe("the editor", () => {
  it("shows the form with its values and the list's state for Back to List; 404 for an unknown form", async () => {
    const { id } = await newForm();
    const answer = await loadEditor(id, admin, "?q=abc&filter=pending");
    expect(answer.status).toBe(200);
    const page = answer.body as Editor;
    expect(page.query).toEqual({ search: "abc", filter: "pending", page: 1 });
    expect(page.form).toMatchObject({
      id,
      completed: false,
      badge: "Pending",
      values: {
        originalCreditor: "Prefilled Bank",
        accountType: "Credit Card",
        currentBalance: "",
        paidOff: "",
      },
    });
    const missing = await loadEditor("00000000-0000-4000-8000-000000000000");
    expect(missing).toMatchObject({ status: 404, body: { ok: false } });
    expect((await loadEditor("not-a-uuid")).status).toBe(404);
  });

  it("Save: the spec's toast; the wizard's rules refused on the server with their messages, nothing written", async () => {
    const { id } = await newForm();
    const { version } = (await editor(id)).form;
    const refused = await post(id, {
      intent: "save",
      version,
      originalCreditor: " ",
      accountType: "Yacht",
      currentBalance: "-5",
      paymentFrequency: "Hourly",
      accountSold: "maybe",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      intent: "save",
      ok: false,
      message: "Failed to save account details form",
      formMessage: "Please correct the fields marked below.",
      fieldErrors: {
        originalCreditor: "Original creditor is required",
        accountType: "Account type is required",
        currentBalance: expect.any(String),
        paymentFrequency: expect.any(String),
        accountSold: expect.any(String),
      },
      values: { originalCreditor: " ", accountType: "Yacht" },
    });
    expect((await formRow(id))?.originalCreditor).toBe("Prefilled Bank");

    const saved = await post(id, {
      intent: "save",
      version,
      ...FIELDS,
      term: "48 months",
      accountSold: "on",
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { intent: "save", ok: true, message: "Account details form saved successfully" },
    });
    expect(await formRow(id)).toMatchObject({
      term: "48 months",
      accountSold: true,
      currentBalance: "2500.00",
    });
  });

  it("two admins saving at once: the second is told the form changed and then sees the current values", async () => {
    const { id } = await newForm();
    const first = (await editor(id)).form.version;
    const second = (await editor(id, otherAdmin)).form.version;
    expect(first).toBe(second);
    expect((await post(id, { intent: "save", version: first, ...FIELDS, term: "first" })).status).toBe(200);
    const late = await post(id, { intent: "save", version: second, ...FIELDS, term: "second" }, otherAdmin);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      ok: false,
      message: "Failed to save account details form",
      formMessage: expect.stringContaining("Someone else changed this form a moment ago"),
    });
    // No typed values come back: the page, read again, shows the current ones.
    expect(late.body?.values).toBeUndefined();
    const now = (await editor(id, otherAdmin)).form;
    expect(now.values.term).toBe("first");
    expect(now.version).not.toBe(second);
  });

  it("Complete Form: the spec's toast, completion recorded, e-mail queued; then no second completion", async () => {
    const { application, id } = await newForm();
    const { version } = (await editor(id)).form;
    const done = await post(id, { intent: "complete", version, ...FIELDS });
    expect(done).toMatchObject({
      status: 200,
      body: { intent: "complete", ok: true, message: "Account details form completed successfully" },
    });
    const row = await formRow(id);
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.filledByAdminId).toBe(admin.id);
    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, application.email));
    expect(mail.map((m) => m.kind)).toEqual(["account-details"]);

    const after = (await editor(id)).form;
    expect(after).toMatchObject({ completed: true, badge: "Completed" });
    expect(after.items).toContainEqual({
      label: "Completed",
      value: expect.stringContaining(`by ${admin.email}`),
    });
    const again = await post(id, { intent: "complete", version: after.version, ...FIELDS });
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, message: "Failed to complete account details form" },
    });
  });

  it("answers an unknown form with 404 and an unknown intent with 400", async () => {
    const missing = await post("00000000-0000-4000-8000-000000000000", {
      intent: "save",
      version: "x",
      ...FIELDS,
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { ok: false, message: "Failed to save account details form" },
    });
    const { id } = await newForm();
    expect((await post(id, { intent: "delete", ...FIELDS })).status).toBe(400);
    expect((await post(id, FIELDS)).status).toBe(400);
  });
});
