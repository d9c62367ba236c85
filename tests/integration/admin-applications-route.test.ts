import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationsActionData, ApplicationsPageData } from "#app/domain/admin/application-views.ts";
import { action, loader } from "#app/routes/admin/applications.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /admin/applications as React Router calls it (issue 10): the list from the address, the
// expanded row, and the life-cycle actions with the spec's toasts.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const SURNAME = `Quillfeather${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

type Loaded = Extract<ApplicationsPageData, { ok: true }>;

async function load(path: string, user: SignedInUser | null = admin) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  return outcome<ApplicationsPageData>(() =>
    loader({ request, context: contextFor(services), params: {} } as never),
  );
}

function post(fields: Record<string, string>, user: SignedInUser = admin) {
  const request = formRequest("/admin/applications", fields, { Cookie: user.cookie });
  return outcome<ApplicationsActionData>(() =>
    action({ request, context: contextFor(services), params: {} } as never),
  );
}

describe("who may use it", () => {
  it("sends a visitor to /admin/auth and a customer home, for the page and its action", async () => {
    expect((await load("/admin/applications", null)).location).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Fapplications",
    );
    expect((await load("/admin/applications", customer)).location).toBe("/");
    const application = await insertApplication(database.db);
    const answer = await post(
      { intent: "lifecycle", action: "approve", applicationId: application.id },
      customer,
    );
    expect(answer.location).toBe("/");
    const [row] = await database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe("pending");
  });
});

describe("the list", () => {
  it("searches by name or e-mail, filters by status and counts what matches, on the server", async () => {
    const a = await insertApplication(database.db, { firstName: "Ada", lastName: SURNAME });
    const b = await insertApplication(database.db, {
      firstName: "Grace",
      lastName: SURNAME,
      status: "declined",
    });
    await insertApplication(database.db, { firstName: "Other", lastName: "Person" });

    const byName = (await load(`/admin/applications?q=${SURNAME.slice(2, 12)}`)).body as Loaded;
    expect(byName.total).toBe(2);
    expect(byName.rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(byName.rows[1]).toMatchObject({
      name: `Ada ${SURNAME}`,
      statusLabel: "Pending",
      phone: "(555) 123-4567",
    });
    expect(byName.rows[1]?.actions.map((x) => x.label)).toEqual(["Approve App", "Decline App"]);
    expect(byName.rows[0]?.actions).toEqual([]);

    const declined = (await load(`/admin/applications?q=${SURNAME}&status=declined`)).body as Loaded;
    expect(declined.rows.map((r) => r.id)).toEqual([b.id]);
    const byEmail = (await load(`/admin/applications?q=${encodeURIComponent(a.email.slice(0, 20))}`))
      .body as Loaded;
    expect(byEmail.rows.map((r) => r.id)).toEqual([a.id]);
    const none = (await load("/admin/applications?q=nobody-has-this-name-zz")).body as Loaded;
    expect(none).toMatchObject({ total: 0, rows: [], pageCount: 1 });
  });

  it("opens one row's details, the SSN masked and the debt accounts listed", async () => {
    const app = await insertApplication(database.db, { lastName: SURNAME, ssnLastFour: "9876" });
    await database.db.insert(debtAccounts).values({
      applicationId: app.id,
      originalCreditor: "Harbor Bank",
      accountType: "Credit Card",
      currentBalance: "5000.00",
    });
    const page = (await load(`/admin/applications?q=${SURNAME}&open=${app.id}`)).body as Loaded;
    expect(page.openId).toBe(app.id);
    const expanded = page.expanded;
    if (!expanded || "failed" in expanded) throw new Error("expected the details");
    expect(expanded.details.personal).toContainEqual({ label: "SSN (last 4)", value: "••••" });
    expect(JSON.stringify(page)).not.toContain("9876");
    expect(expanded.debtAccounts.map((d) => d.creditor)).toEqual(["Harbor Bank"]);
    expect(expanded.debtAccountsEditable).toBe(true);
    expect(expanded.details.timeline).toContainEqual({ label: "Current Status", value: "Pending" });
    // An id not on this page opens nothing.
    const elsewhere = (await load(`/admin/applications?q=nobody-zz&open=${app.id}`)).body as Loaded;
    expect(elsewhere).toMatchObject({ openId: null, expanded: null });
  });

  it("keeps the list when the open row's details cannot be read, and says 'Failed to load debt accounts'", async () => {
    const app = await insertApplication(database.db, { lastName: SURNAME });
    const failing = createTestServices(database);
    let selects = 0;
    // The page's four selects (its ids, its rows, a search's count and the matches it counts)
    // succeed; the details' first fails.
    failing.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") {
          selects += 1;
          if (selects > 4) throw new Error("details unavailable");
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const request = new Request(new URL(`/admin/applications?q=${SURNAME}&open=${app.id}`, TEST_ORIGIN), {
      headers: { Cookie: admin.cookie },
    });
    await getOptionalUser(request, contextFor(services));
    const answer = await outcome<ApplicationsPageData>(() =>
      loader({ request, context: contextFor(failing), params: {} } as never),
    );
    expect(answer.status).toBe(200);
    const page = answer.body as Loaded;
    expect(page.rows.some((r) => r.id === app.id)).toBe(true);
    expect(page.expanded).toEqual({ failed: "Failed to load debt accounts" });
  });
});

describe("the actions", () => {
  it("approves with the spec's toast, then refuses a second decision made on the old version", async () => {
    const app = await insertApplication(database.db, { lastName: SURNAME });
    const version = ((await load(`/admin/applications?q=${SURNAME}`)).body as Loaded).rows.find(
      (r) => r.id === app.id,
    )?.version as string;
    const approved = await post({ intent: "lifecycle", action: "approve", applicationId: app.id, version });
    expect(approved).toMatchObject({
      status: 200,
      body: { ok: true, message: "Application approved and confirmation email sent" },
    });
    const stale = await post({
      intent: "lifecycle",
      action: "decline",
      applicationId: app.id,
      version,
      declineReason: "debt_below_minimum",
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      ok: false,
      message: "Failed to decline application",
      formMessage: expect.stringContaining("someone else changed it a moment ago"),
    });
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.status).toBe("approved");
  });

  it("refuses a decision without the version it was made on, and changes nothing (issue 20)", async () => {
    const app = await insertApplication(database.db, { lastName: SURNAME });
    for (const version of [undefined, ""]) {
      const fields: Record<string, string> = {
        intent: "lifecycle",
        action: "approve",
        applicationId: app.id,
      };
      if (version !== undefined) fields.version = version;
      const refused = await post(fields);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ ok: false, message: "Failed to approve application" });
    }
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.status).toBe("pending");
  });

  it("answers an unknown application with 404 and an unknown action with 400", async () => {
    const missing = await post({
      intent: "lifecycle",
      action: "approve",
      applicationId: "00000000-0000-4000-8000-000000000000",
      version: "2026-01-01 00:00:00+00",
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { ok: false, message: "Failed to approve application" },
    });
    const unknown = await post({ intent: "lifecycle", action: "delete-everything", applicationId: "x" });
    expect(unknown.status).toBe(400);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
  });
});
