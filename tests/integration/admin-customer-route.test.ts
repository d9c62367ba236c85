import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerPageView, CustomerReply, CustomersPageData } from "#app/domain/admin/customer-views.ts";
import { NOTE_MESSAGES } from "#app/domain/operator/notes.ts";
import { TASK_MESSAGES } from "#app/domain/operator/tasks.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { myTasks } from "#app/server/models/operator/tasks.server.ts";
import { customerNotes, dedicatedAccounts } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertNegotiatingCustomer } from "#tests/support/negotiation-fixtures.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// /admin/customers/:userId and /admin/customers (issue 45) through the routes as React Router runs
// them: kept from customers and visitors (their POSTs too, changing nothing); 404 for an unknown
// or malformed id; every section of an enrolled, negotiating customer read by its own page's
// function; a note, a call and a task written through the page's action with the page's checks;
// the list found by name and by a note's words.

let database: Database;
let services: Services;
let admin: SignedInUser;
const clock = new TestClock("2026-12-07T15:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
let customer: SignedInUser;
let applicationId: string;
let accountId: string;
let debtIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  const enrolled = await insertNegotiatingCustomer(database.db, admin, {
    now: clock.now(),
    owner: customer,
    firstDepositDate: "2026-12-15",
  });
  ({ applicationId, accountId, debtIds } = enrolled);
});
afterAll(() => database.close());

const pagePath = (id: string) => `/admin/customers/${id}`;
const ROUTE = "routes/admin/customer";

async function page(id = customer.id): Promise<CustomerPageView> {
  const seen = await runRoutes(services, pagePath(id), { user: admin });
  expect(seen.status).toBe(200);
  return seen.data[ROUTE] as CustomerPageView;
}

async function post(form: Record<string, string>, user: SignedInUser = admin, id = customer.id) {
  return postRoute(services, pagePath(id), form, { user });
}

describe("who may see and change a customer page", () => {
  it("sends a customer away and a visitor to the admin sign-in, and refuses their POSTs", async () => {
    for (const path of [pagePath(customer.id), "/admin/customers"]) {
      const seen = await runRoutes(services, path, { user: customer });
      expect([seen.status, seen.location]).toEqual([302, "/"]);
      const visitor = await runRoutes(services, path);
      expect(visitor.location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    const forged = await post({ intent: "add-note", body: "Forged" }, customer);
    expect([forged.status, forged.location]).toEqual([302, "/"]);
    const visitor = await postRoute(services, pagePath(customer.id), { intent: "add-note", body: "Forged" });
    expect(visitor.status).toBe(302);
    const notes = await database.db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, customer.id));
    expect(notes).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id, and for an admin's own login without an application", async () => {
    for (const id of [UNKNOWN, "not-an-id", admin.id]) {
      const seen = await runRoutes(services, pagePath(id), { user: admin });
      expect(seen.status).toBe(404);
    }
    const posted = await post({ intent: "add-note", body: "Nobody" }, admin, UNKNOWN);
    expect(posted.status).toBe(404);
  });
});

describe("the page", () => {
  it("shows every section from the reads of their own pages, each linking back", async () => {
    const view = await page();
    expect(view.profile.email).toBe(customer.email);
    expect(view.profile.usersHref).toBe(`/admin/users?q=${encodeURIComponent(customer.email)}`);
    if (!view.applications.ok) throw new Error("applications failed");
    expect(view.applications.value.map((app) => app.id)).toEqual([applicationId]);
    expect(view.applications.value[0]?.href).toBe(
      `/admin/applications?q=${applicationId}&open=${applicationId}`,
    );
    expect(view.applications.value[0]?.plan?.plan.termMonths).toBeGreaterThan(0);
    // This program was opened by the fixtures without a draft account (customer-views.test.ts
    // shows one given).
    expect(view.draftAccount).toEqual({ ok: true, value: [] });
    if (!view.accounts.ok) throw new Error("accounts failed");
    expect(view.accounts.value.map((account) => account.href)).toEqual([`/admin/money/${accountId}`]);
    expect(view.accounts.value[0]?.detail.nextDeposit).toContain("Dec 15, 2026");
    if (!view.debts.ok) throw new Error("debts failed");
    expect(view.debts.value.map((debt) => debt.debt.id).sort()).toEqual([...debtIds].sort());
    expect(view.debts.value.every((debt) => debt.debt.stageLabel === "Negotiating")).toBe(true);
    expect(view.documents.ok).toBe(true);
    expect(view.messages).toEqual({ ok: true, value: { href: null, latest: [] } });
    if (!view.audit.ok) throw new Error("audit failed");
    const actions = view.audit.value.map((row) => row.action);
    expect(actions).toContain("application_approved");
    expect(actions).toContain("debt_stage_changed");
  });

  it("a section whose read fails says so alone; the others are shown", async () => {
    // The account's table is out of reach for this one read: only its section fails.
    await database.db.execute("alter table dedicated_accounts rename to dedicated_accounts_away");
    try {
      const view = await page();
      expect(view.accounts.ok).toBe(false);
      expect(view.notes.ok).toBe(true);
      expect(view.documents.ok).toBe(true);
    } finally {
      await database.db.execute("alter table dedicated_accounts_away rename to dedicated_accounts");
    }
    expect((await database.db.select().from(dedicatedAccounts)).length).toBeGreaterThan(0);
  });
});

describe("notes, calls and tasks through the page", () => {
  it("adds a note, refuses a long number in one, logs a call and adds a task", async () => {
    const refused = await post({ intent: "add-note", body: "Account 1234 5678 9012" });
    expect(refused.status).toBe(400);
    expect((refused.body as CustomerReply).fieldErrors?.body).toBe(NOTE_MESSAGES.accountNumber);

    const added = await post({ intent: "add-note", body: "Prefers e-mail over calls" });
    expect([added.status, (added.body as CustomerReply).message]).toEqual([200, NOTE_MESSAGES.added]);
    clock.advance({ minutes: 1 });

    const future = await post({
      intent: "log-call",
      direction: "outbound",
      outcome: "reached",
      day: "2026-12-08",
      time: "10:00",
      body: "Tomorrow's call",
    });
    expect((future.body as CustomerReply).fieldErrors?.day).toBe(NOTE_MESSAGES.callInFuture);
    const call = await post({
      intent: "log-call",
      direction: "inbound",
      outcome: "callback_requested",
      day: "2026-12-07",
      time: "09:15",
      body: "Asked to be called back about the offer",
    });
    expect([call.status, (call.body as CustomerReply).message]).toEqual([200, NOTE_MESSAGES.callLogged]);

    const noAssignee = await post({
      intent: "add-task",
      title: "Send the offer",
      dueOn: "2026-12-09",
      assigneeId: "",
    });
    expect((noAssignee.body as CustomerReply).fieldErrors?.assigneeId).toBe(TASK_MESSAGES.assignee);
    const task = await post({
      intent: "add-task",
      title: "Send the offer",
      dueOn: "2026-12-09",
      assigneeId: admin.id,
    });
    expect([task.status, (task.body as CustomerReply).message]).toEqual([200, TASK_MESSAGES.created]);

    const view = await page();
    if (!view.notes.ok || !view.tasks.ok) throw new Error("notes or tasks failed");
    expect(view.notes.value.map((note) => [note.kind, note.body, note.editable])).toEqual([
      ["call", "Asked to be called back about the offer", true],
      ["note", "Prefers e-mail over calls", true],
    ]);
    // The admin's zone is US Eastern: 9:15 there.
    expect(view.notes.value[0]?.call?.summary).toMatch(
      /^Inbound call, Callback requested, Dec 7, 2026, 9:15/,
    );
    expect(view.tasks.value.rows.map((row) => [row.title, row.assignee, row.overdue])).toEqual([
      ["Send the offer", admin.email, false],
    ]);
    expect((await myTasks(database.db, admin.id, clock.now())).map((row) => row.title)).toEqual([
      "Send the offer",
    ]);

    // The task changed: to a customer, refused; to a later day, saved; then done.
    const open = view.tasks.value.rows[0];
    if (!open) throw new Error("no task");
    const toCustomer = await post({
      intent: "update-task",
      id: open.id,
      version: open.version,
      title: "Send the offer",
      dueOn: "2026-12-10",
      assigneeId: customer.id,
    });
    expect([toCustomer.status, (toCustomer.body as CustomerReply).message]).toEqual([
      409,
      TASK_MESSAGES.notAdmin,
    ]);
    const moved = await post({
      intent: "update-task",
      id: open.id,
      version: open.version,
      title: "Send the offer again",
      dueOn: "2026-12-10",
      assigneeId: admin.id,
    });
    expect([moved.status, (moved.body as CustomerReply).message]).toEqual([200, TASK_MESSAGES.updated]);
    const done = await post({ intent: "complete-task", id: open.id, version: "2" });
    expect([done.status, (done.body as CustomerReply).message]).toEqual([200, TASK_MESSAGES.completed]);
    expect(await myTasks(database.db, admin.id, clock.now())).toEqual([]);

    // A day later the note cannot be edited; it says why.
    const note = view.notes.value[1];
    if (!note) throw new Error("no note");
    clock.advance({ hours: 24 });
    try {
      const late = await post({ intent: "edit-note", id: note.id, version: note.version, body: "Changed" });
      expect([late.status, (late.body as CustomerReply).message]).toEqual([409, NOTE_MESSAGES.locked]);
      expect((await page()).notes).toMatchObject({
        ok: true,
        value: [{ editable: false }, { editable: false }],
      });
    } finally {
      clock.advance({ hours: -24 });
    }
  });

  it("lists the customer, found by name and by the words of a note", async () => {
    const list = async (query: string) => {
      const seen = await runRoutes(services, `/admin/customers${query}`, { user: admin });
      expect(seen.status).toBe(200);
      return seen.data["routes/admin/customers"] as CustomersPageData;
    };
    const all = await list("");
    if (!all.ok) throw new Error("list failed");
    expect(all.rows.map((row) => row.href)).toContain(`/admin/customers/${customer.id}`);
    expect(all.rows.find((row) => row.id === admin.id)).toBeUndefined();
    const byNote = await list("?q=e-mail%20over");
    if (!byNote.ok) throw new Error("search failed");
    expect(byNote.rows.map((row) => [row.id, row.matched])).toEqual([
      [customer.id, "Prefers e-mail over calls"],
    ]);
    const none = await list("?q=zzzz-nobody");
    expect(none.ok && none.rows).toEqual([]);
  });
});
