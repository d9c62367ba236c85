import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLogPage } from "#app/components/admin/audit-log/audit-log-page.tsx";
import type { AuditLogPageData } from "#app/domain/admin/audit-log-views.ts";
import { AUDIT_LOG_MESSAGES } from "#app/domain/audit/labels.ts";
import { loader } from "#app/routes/admin/audit-log.tsx";
import { loadAuditLogPage } from "#app/routes/admin/audit-log-data.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { auditLog } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /admin/audit-log as React Router calls it (issue 12): admins only, the address's filters
// read on the server (400 for one the log does not know), a failed read said in place (500),
// and before/after values shown as text, never as HTML.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

async function load(path: string, user: SignedInUser | null = admin) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  return outcome<AuditLogPageData>(() =>
    loader({ request, context: contextFor(services), params: {} } as never),
  );
}

const HOSTILE = '<img src=x onerror="alert(1)">';

describe("/admin/audit-log", () => {
  it("sends a visitor to /admin/auth and a customer home", async () => {
    expect((await load("/admin/audit-log", null)).location).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Faudit-log",
    );
    expect((await load("/admin/audit-log?action=user_deleted", customer)).location).toBe("/");
  });

  it("shows an admin the entries the filters ask for, newest first", async () => {
    const [older, newer] = await database.db
      .insert(auditLog)
      .values([
        {
          actorEmail: "first@test.example",
          action: "user_promoted",
          targetType: "user",
          targetId: customer.id,
          before: { isAdmin: false },
          after: { isAdmin: true },
          createdAt: new Date("2026-05-01T09:00:00Z"),
        },
        {
          actorEmail: "second@test.example",
          action: "user_demoted",
          targetType: "user",
          targetId: customer.id,
          before: { isAdmin: true },
          after: { isAdmin: false },
          createdAt: new Date("2026-05-02T09:00:00Z"),
        },
      ])
      .returning({ id: auditLog.id });
    const answer = await load(`/admin/audit-log?type=user&target=${customer.id}`);
    expect(answer.status).toBe(200);
    const page = answer.body as Extract<AuditLogPageData, { ok: true }>;
    expect(page.rows.map((row) => [row.id, row.actor, row.actionLabel, row.when])).toEqual([
      // In the admin's own zone (US Eastern until their browser has said otherwise), named.
      [newer?.id, "second@test.example", "Admin privileges removed", "May 2, 2026, 5:00:00 AM EDT"],
      [older?.id, "first@test.example", "User promoted to admin", "May 1, 2026, 5:00:00 AM EDT"],
    ]);
    expect(page).toMatchObject({ newerHref: null, olderHref: null });
    const promoted = await load(`/admin/audit-log?action=user_promoted&target=${customer.id}`);
    expect((promoted.body as typeof page).rows.map((row) => row.id)).toEqual([older?.id]);
  });

  it("refuses an address with a filter the log does not know, with a 400 and the reasons", async () => {
    const answer = await load("/admin/audit-log?action=drop_table&type=user");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ok: false,
      kind: "refused",
      problems: ["action"],
      message: AUDIT_LOG_MESSAGES.refused,
    });
    expect((await load("/admin/audit-log?before=2026-05-01")).status).toBe(400);
  });

  it("says a failed read in place, with a 500", async () => {
    const failing = {
      transaction: () => Promise.reject(Object.assign(new Error("connection lost"), { code: "57P01" })),
    } as unknown as Db;
    const page = await loadAuditLogPage(failing, new URL("/admin/audit-log?type=user", TEST_ORIGIN), "UTC");
    expect(page).toMatchObject({ ok: false, kind: "failed", message: AUDIT_LOG_MESSAGES.failedLoad });
  });
});

describe("the page as the server renders it", () => {
  async function render(page: AuditLogPageData): Promise<string> {
    const routes = [{ path: "/admin/audit-log", Component: () => <AuditLogPage page={page} /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL("/admin/audit-log", TEST_ORIGIN)));
    if (context instanceof Response) throw new Error("unexpected response");
    return renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
  }

  it("shows before and after values as text, never as HTML, and links an application", async () => {
    await database.db.insert(auditLog).values({
      actorEmail: "third@test.example",
      action: "debt_account_updated",
      targetType: "debt_account",
      targetId: "0b0b0b0b-0000-4000-8000-00000000000b",
      before: { originalCreditor: "Harbor" },
      after: { originalCreditor: HOSTILE },
      createdAt: new Date("2026-06-01T09:00:00Z"),
    });
    const page = await loadAuditLogPage(
      database.db,
      new URL("/admin/audit-log?action=debt_account_updated", TEST_ORIGIN),
      "UTC",
    );
    const html = await render(page);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).toContain("<details");
    expect(html).toContain("1 field changed");
    expect(html).toContain("…0000000b");
  });

  it("says so when nothing matches, and when the address was refused", async () => {
    const empty = await loadAuditLogPage(
      database.db,
      new URL("/admin/audit-log?action=two_factor_disabled", TEST_ORIGIN),
      "UTC",
    );
    expect(await render(empty)).toContain(AUDIT_LOG_MESSAGES.emptyFiltered);
    const refused = await loadAuditLogPage(
      database.db,
      new URL("/admin/audit-log?type=nope", TEST_ORIGIN),
      "UTC",
    );
    const html = await render(refused);
    expect(html).toContain(AUDIT_LOG_MESSAGES.refused);
    expect(html).toContain("The target type is not one the audit log records.");
  });
});
