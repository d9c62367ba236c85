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
import { DASHBOARD_LOAD_FAILED, monthLabel } from "#app/domain/admin/dashboard.ts";
import { LEGAL_NOTICES_MESSAGES } from "#app/domain/admin/legal-notices.ts";
import { WORK_QUEUE_MESSAGES } from "#app/domain/admin/work-queue.ts";
import { calendarMonthIn, DEFAULT_TIME_ZONE } from "#app/domain/time-zone.ts";
import AdminDashboard, { loader } from "#app/routes/admin/dashboard.tsx";
import type { AdminDashboardData } from "#app/routes/admin/dashboard-data.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { applications } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { sampleApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /admin/dashboard's loader as React Router calls it (issue 10): admins only, the figures as
// sent to the browser, a failed read answered in place and logged; and the page the server
// renders from it (the cards, the charts' titles and their tables, no chart drawn yet).

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const logged = vi.spyOn(logger, "error");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  const now = new Date();
  const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10, 12));
  await database.db
    .insert(applications)
    .values([
      sampleApplication({ status: "approved", debtAmount: "12000.50", createdAt: monthsAgo(0) }),
      sampleApplication({ status: "pending", debtAmount: "8000.25", createdAt: monthsAgo(0) }),
      sampleApplication({ status: "declined", debtAmount: "30000.00", createdAt: monthsAgo(2) }),
      sampleApplication({ status: "pending", debtAmount: "1.01", createdAt: monthsAgo(9) }),
    ]);
});
afterEach(() => logged.mockClear());
afterAll(async () => {
  logged.mockRestore();
  await database.close();
});

function requestAs(user?: SignedInUser) {
  return new Request(new URL("/admin/dashboard", TEST_ORIGIN), {
    headers: user ? { Cookie: user.cookie } : {},
  });
}

/** Runs the loader; with `using`, the session is read first with the real services. */
async function load(user?: SignedInUser, using?: Services) {
  const request = requestAs(user);
  if (using) await getOptionalUser(request, contextFor(services));
  return outcome<AdminDashboardData>(() =>
    loader({ request, context: contextFor(using ?? services), params: {} } as never),
  );
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

/** The page as the server renders it for the admin, with the route's own loader. */
async function renderPage(using: Services = services) {
  const routes = [
    {
      path: "/admin/dashboard",
      loader: async ({ request }: LoaderFunctionArgs) => {
        await getOptionalUser(request, contextFor(services));
        return loader({ request, context: contextFor(using), params: {} } as never);
      },
      Component: () => createElement(AdminDashboard, { loaderData: useLoaderData() } as never),
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(requestAs(admin));
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

describe("who may open /admin/dashboard", () => {
  it("sends a visitor to the admin sign-in and back afterwards", async () => {
    const answer = await load();
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fdashboard");
  });

  it("sends a customer home, having read nothing", async () => {
    const answer = await load(customer);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
    expect(answer.body).toBeUndefined();
  });
});

describe("the admin's dashboard", () => {
  it("sends the four cards and six months, formatted", async () => {
    const { status, body } = await load(admin);
    expect(status).toBe(200);
    if (!body?.ok) throw new Error("the figures were not read");
    // Two users (the admin and the customer); four applications of every status.
    expect(body.view.cards).toEqual([
      { label: "Total Users", value: "2" },
      { label: "Total Debt", value: "$50,001.76" },
      { label: "Pending Applications", value: "2" },
      { label: "Approval Rate", value: "25%" },
    ]);
    const months = body.view.months;
    expect(months).toHaveLength(6);
    expect(months.map((m) => m.applicationsText)).toEqual(["0", "0", "0", "1", "0", "2"]);
    expect(months.map((m) => m.debtText)).toEqual([
      "$0.00",
      "$0.00",
      "$0.00",
      "$30,000.00",
      "$0.00",
      "$20,000.75",
    ]);
    // The admin's current month, in their zone (US Eastern until known).
    expect(months.at(-1)?.label).toBe(monthLabel(calendarMonthIn(new Date(), DEFAULT_TIME_ZONE)));
  });

  it("says in place that the figures could not be read, and logs it without the error's message", async () => {
    const broken = { ...services, db: unreachable(database.db) };
    const { status, body } = await load(admin, broken);
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: false,
      message: DASHBOARD_LOAD_FAILED,
      legalNotices: { ok: false, message: LEGAL_NOTICES_MESSAGES.failed },
      workQueue: { ok: false, message: WORK_QUEUE_MESSAGES.panelFailed },
    });
    // Each panel's failure once: the figures', the legal notices' and the Work Queue's counts.
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ name: expect.any(String), stack: expect.stringContaining("at ") }),
      }),
      "admin dashboard read failed",
    );
  });
});

describe("the page the server renders", () => {
  it("shows the cards, the charts' titles and their tables, and draws the bars", async () => {
    const html = await renderPage();
    const shown = text(html);
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    for (const card of [
      "Total Users 2",
      "Total Debt $50,001.76",
      "Pending Applications 2",
      "Approval Rate 25%",
    ]) {
      expect(shown).toContain(card);
    }
    expect(html).toMatch(/<h2[^>]*>Monthly Applications<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Monthly Debt Amount<\/h2>/);
    expect(html).toContain("<caption>Monthly Applications, last 6 months</caption>");
    expect(html).toContain("<caption>Monthly Debt Amount, last 6 months</caption>");
    expect(html.match(/<th scope="row">/g)).toHaveLength(12);
    expect(shown).toContain("$30,000.00");
    // The server draws both charts (decision 51): a bar a month, its exact figure on hover.
    expect(html.match(/data-chart=""/g)).toHaveLength(2);
    expect(html.match(/data-bar=""/g)).toHaveLength(12);
    expect(html).toMatch(/<title>\w{3} \d{4}: \$30,000\.00<\/title>/);
    // The Work Queue's count per section, each linking to its section (issue 24): nothing waits.
    expect(html).toMatch(/<h2[^>]*>Work Queue<\/h2>/);
    expect(html).toContain('href="/admin/work-queue#offers-awaiting"');
    expect(shown).toContain("Offers awaiting the customer : 0");
  });

  it("shows the failure in place of the figures, with a way to try again", async () => {
    const html = await renderPage({ ...services, db: unreachable(database.db) });
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    expect(html).toMatch(/role="alert"/);
    expect(text(html)).toContain(DASHBOARD_LOAD_FAILED);
    expect(html).toContain('href="/admin/dashboard"');
    expect(html).not.toContain("Total Users");
  });
});
