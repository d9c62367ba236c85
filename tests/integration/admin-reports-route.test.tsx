import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REPORT_CSV_COLUMNS, type ReportsPageData } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS } from "#app/domain/admin/reports.ts";
import { loader as exportLoader } from "#app/routes/admin/report-export.ts";
import ReportsRoute, { loader } from "#app/routes/admin/reports.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { auditLog } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertSettledPrograms } from "#tests/support/report-fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// /admin/reports and its files (issue 45), as React Router calls them: admins only, the figures
// of the company's months as sent to the browser and as the server renders them (tables, the
// charts drawn, each file's link), a failed read answered in place, and each report's CSV with the
// same figures, on record.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const clock = new TestClock();
const logged = vi.spyOn(logger, "error");

beforeAll(async () => {
  database = await createTestDatabase();
  await insertSettledPrograms(database.db, clock, await lifecycleAdmin(database.db));
  // The reports are read on Jun 15, 2026 (the company's day), whoever reads them.
  clock.set("2026-06-15T16:00:00Z");
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterEach(() => logged.mockClear());
afterAll(async () => {
  logged.mockRestore();
  await database.close();
});

const requestAs = (path: string, user?: SignedInUser) =>
  new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });

async function load(path = "/admin/reports", user?: SignedInUser, using: Services = services) {
  const request = requestAs(path, user);
  if (using !== services) await getOptionalUser(request, contextFor(services));
  return outcome<ReportsPageData>(() => loader({ request, context: contextFor(using), params: {} } as never));
}

function exportAs(file: string, user?: SignedInUser, search = "") {
  const request = requestAs(`/admin/reports/${file}${search}`, user);
  return exportLoader({ request, context: contextFor(services), params: { file } } as never);
}

/** A database whose every statement fails, as when the server is unreachable mid-request. */
function unreachable(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "execute" || property === "select") {
        return () => {
          throw new Error("database unavailable");
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

async function renderPage(path = "/admin/reports", using: Services = services) {
  const routes = [
    {
      path: "/admin/reports",
      loader: async ({ request }: LoaderFunctionArgs) => {
        await getOptionalUser(request, contextFor(services));
        return loader({ request, context: contextFor(using), params: {} } as never);
      },
      Component: () => createElement(ReportsRoute, { loaderData: useLoaderData() } as never),
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(requestAs(path, admin));
  if (result instanceof Response) throw new Error(`answered a ${result.status} response`);
  const router = createStaticRouter(handler.dataRoutes, result);
  return renderToString(createElement(StaticRouterProvider, { router, context: result }));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("who may open /admin/reports and its files", () => {
  it("sends a visitor to the admin sign-in and a customer home, having read nothing", async () => {
    const visitor = await load();
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Freports");
    const person = await load("/admin/reports", customer);
    expect(person.location).toBe("/");
    expect(person.body).toBeUndefined();
  });

  it("sends them away from the files too, and records no download", async () => {
    const visitor = await outcome(() => exportAs("fees.csv"));
    expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Freports%2Ffees.csv");
    const person = await outcome(() => exportAs("deposits.csv", customer));
    expect(person.location).toBe("/");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "report_exported"))).toEqual(
      [],
    );
  });
});

describe("the admin's reports", () => {
  it("sends the company's last 12 months, formatted", async () => {
    const { status, body } = await load("/admin/reports", admin);
    expect(status).toBe(200);
    if (!body?.ok) throw new Error("the reports were not read");
    expect(body.months).toBe(12);
    const { fees, refunds, deposits } = body.view;
    expect(fees.rows.map((row) => row.key)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(fees.rows.at(-2)).toMatchObject({ label: "May 2026", count: "1", amount: "$137.56" });
    expect(fees.total).toEqual({ count: "2", amount: "$412.62" });
    expect(deposits.rows.find((row) => row.key === "2026-04")).toMatchObject({
      cleared: "1",
      clearedAmount: "$600.00",
      returned: "1",
      returnedAmount: "$600.00",
      returnRate: "100%",
    });
    expect(deposits.total).toMatchObject({ cleared: "4", clearedAmount: "$2,400.00", returnRate: "25%" });
    expect(refunds.rows).toHaveLength(13);
    expect(refunds.anyOverdue).toBe(false);
  });

  it("reaches 24 months back when asked, and takes nothing else", async () => {
    const long = await load("/admin/reports?months=24", admin);
    expect(long.body?.ok && long.body.view.fees.rows.length).toBe(24);
    const odd = await load("/admin/reports?months=1000", admin);
    expect(odd.body?.months).toBe(12);
  });

  it("says in place that the reports could not be read, and logs it without the error's message", async () => {
    const { status, body } = await load("/admin/reports", admin, {
      ...services,
      db: unreachable(database.db),
    });
    expect(status).toBe(500);
    expect(body).toEqual({ ok: false, months: 12, message: REPORT_WORDS.loadFailed });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ months: 12, err: expect.objectContaining({ name: expect.any(String) }) }),
      "reading the reports failed",
    );
  });
});

describe("the page the server renders", () => {
  it("shows each report's table with its figures, draws its chart, and links its file", async () => {
    const html = await renderPage();
    const shown = text(html);
    expect(html).toMatch(/<h1[^>]*>Reports<\/h1>/);
    for (const title of ["Fees earned", "Refunds due and overdue", "Deposits cleared and returned"]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
    }
    expect(html).toContain("Fees earned by month, last 12 months</caption>");
    expect(shown).toContain("May 2026 1 $137.56");
    expect(shown).toContain("Jun 2026 1 $275.06");
    expect(shown).toContain("Total 2 $412.62");
    expect(shown).toContain("Apr 2026 1 $600.00 1 $600.00 100%");
    // Four charts drawn by the server: fees, refunds, deposits cleared, deposits returned.
    expect(html.match(/data-chart=""/g)).toHaveLength(4);
    expect(html.match(/data-bar=""/g)).toHaveLength(12 + 13 + 12 + 12);
    expect(html).toContain("<title>May 2026: $137.56</title>");
    // The months under a long axis: about six of them, the first and the last among them.
    expect(html.match(/data-month-label=""/g)?.length).toBeLessThanOrEqual(4 * 7);
    expect(html).toContain('href="/admin/reports/fees.csv?months=12"');
    expect(html).toContain('href="/admin/reports/refunds.csv?months=12"');
    expect(html).toContain('href="/admin/reports/deposits.csv?months=12"');
    expect(html).toContain('href="/admin/reports/fee-compliance.csv"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 12 months<\/a>/);
  });

  it("shows the failure in place of the reports, with a way to try again, and still the compliance export", async () => {
    const html = await renderPage("/admin/reports?months=24", { ...services, db: unreachable(database.db) });
    expect(html).toMatch(/role="alert"/);
    expect(text(html)).toContain(REPORT_WORDS.loadFailed);
    expect(html).toContain('href="/admin/reports?months=24"');
    expect(html).not.toContain("data-chart");
    expect(html).toContain('href="/admin/reports/fee-compliance.csv"');
  });
});

describe("each report as a file", () => {
  it("gives the page's months and figures, one record a month, on record", async () => {
    const response = (await exportAs("deposits.csv", admin, "?months=12")) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="deposits-by-month-2026-06-15.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const rows = parse(await response.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS.deposits]);
    expect(rows).toHaveLength(13);
    expect(rows.find((row) => row[0] === "2026-04")).toEqual(["2026-04", "1", "600.00", "1", "600.00"]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report_exported"), eq(auditLog.actorId, admin.id)));
    expect(audit).toMatchObject({
      targetType: "report",
      targetId: "deposits",
      after: { report: "deposits", from: "2025-07", to: "2026-06", day: "2026-06-15" },
    });
  });

  it("writes fees and refunds alike, 24 months when asked", async () => {
    const fees = parse(await ((await exportAs("fees.csv", admin, "?months=24")) as Response).text(), {
      bom: true,
    }) as string[][];
    expect(fees).toHaveLength(25);
    expect(fees.at(-1)).toEqual(["2026-06", "1", "275.06"]);
    const refunds = parse(await ((await exportAs("refunds.csv", admin)) as Response).text(), {
      bom: true,
    }) as string[][];
    expect(refunds[0]).toEqual([...REPORT_CSV_COLUMNS.refunds]);
    expect(refunds.at(-1)?.[0]).toBe("2026-07");
  });

  it("answers 404 for a file that is no report, and records nothing", async () => {
    const before = (await database.db.select().from(auditLog).where(eq(auditLog.action, "report_exported")))
      .length;
    for (const file of ["users.csv", "fees.pdf", "fees"]) {
      const answer = await outcome(() => exportAs(file, admin));
      expect(answer.status, file).toBe(404);
    }
    expect(
      (await database.db.select().from(auditLog).where(eq(auditLog.action, "report_exported"))).length,
    ).toBe(before);
  });
});
