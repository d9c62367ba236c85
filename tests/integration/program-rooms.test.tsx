import { eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountDetailsCard } from "#app/components/dashboard/account-details-card.tsx";
import { ApplicationOverview } from "#app/components/dashboard/application-overview.tsx";
import { ComposeMessage } from "#app/components/dashboard/messages/compose-message.tsx";
import { DedicatedAccount } from "#app/components/dashboard/program/dedicated-account.tsx";
import { ProgramPlan } from "#app/components/dashboard/program/program-plan.tsx";
import { ProgramCard } from "#app/components/dashboard/program-card.tsx";
import type { ApplicationView, Loaded } from "#app/domain/dashboard/views.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { users } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type DashboardPage, loadDashboard } from "#tests/support/dashboard-route.ts";
import {
  insertProgramKinds,
  PROGRAM_KINDS_TODAY,
  type ProgramKinds,
} from "#tests/support/program-kinds-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// My Applications, My Program and Account Details for a customer in Phoenix with a program of each
// kind (issue 43), through the routes' loaders as React Router runs them (the server's one
// projection), then drawn by the rooms' components as the server first renders them (before
// React runs in the browser): the program card leads with progress, the next deposit and the
// offer's deadline in both zones; the completed program's graduation summary; the timeline never
// "Completed" while negotiating; Account Details' program status beside the last reported balance;
// the decline and the leave that ask first (the leave saying the refund); the refund dated at each
// step; the tables that stack on a phone; the message's legal-notice box.

let database: Database;
let services: Services;
let customer: SignedInUser;
let programs: ProgramKinds;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, new TestClock(PROGRAM_KINDS_TODAY));
  customer = await signedInUser(services);
  await database.db.update(users).set({ timeZone: "America/Phoenix" }).where(eq(users.id, customer.id));
  programs = await insertProgramKinds(database.db, await lifecycleAdmin(database.db), customer);
});
afterAll(() => database.close());

async function myApplications(query = "") {
  const page = await loadDashboard<DashboardPage>(services, `/dashboard${query}`, { user: customer });
  if (!page.body?.programs || !page.body.selection) throw new Error(`no data (${page.status})`);
  return page.body as Required<DashboardPage>;
}

async function myProgram(): Promise<ProgramRoomData> {
  const page = await loadDashboard<{ program: Loaded<ProgramRoomData> }>(services, "/dashboard/program", {
    user: customer,
  });
  if (!page.body?.program.ok) throw new Error("My Program did not load");
  return page.body.program.value;
}

function selected(body: Required<DashboardPage>): ApplicationView {
  if (body.selection.kind !== "found") throw new Error(`no application shown: ${body.selection.kind}`);
  return body.selection.application;
}

/** The HTML the server sends for `element` (hydration not yet run: forms in their page form). */
async function render(element: ReactNode) {
  const routes: RouteObject[] = [{ path: "/dashboard", Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://test.example/dashboard"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

/** The words of `html`, one space between elements, its entities read. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .replace(/ ([,.:])/g, "$1");

describe("My Applications for a customer with programs", () => {
  it("leads with a card per program: the running one first, with progress, the next deposit and the offer's deadline", async () => {
    const body = await myApplications();
    expect(body.programs.map((card) => card.applicationId)).toEqual([
      programs.running.applicationId,
      programs.graduated.applicationId,
      programs.left.applicationId,
    ]);
    const [running] = body.programs;
    expect(running).toMatchObject({
      phase: "enrolled",
      progress: "1 of 3 debts resolved",
      paying: null,
      // Feb 15, 2027 is Washington's Birthday: drawn the next business day.
      nextDeposit: "$300.00 on Feb 16, 2027",
      nextAction: {
        kind: "answer-offer",
        text: "An offer from Creditor 2 needs your answer by Feb 10, 2027, 11:59 PM Eastern (9:59 PM your time)",
        href: `/dashboard/program#offer-${programs.waitingOfferId}`,
      },
      graduation: null,
    });
    const html = text(await render(running ? <ProgramCard card={running} /> : null));
    expect(html).toContain("1 of 3 debts resolved");
    expect(html).toContain("Next deposit $300.00 on Feb 16, 2027");
    expect(html).toContain(
      "An offer from Creditor 2 needs your answer by Feb 10, 2027, 11:59 PM Eastern (9:59 PM your time)",
    );
  });

  it("shows a completed program's graduation summary, and a program left with the day and the refund", async () => {
    const body = await myApplications();
    const graduated = body.programs.find((card) => card.applicationId === programs.graduated.applicationId);
    expect(graduated?.phase).toBe("graduated");
    const html = text(await render(graduated ? <ProgramCard card={graduated} /> : null));
    expect(html).toContain("Your program is complete");
    expect(html).toContain("Completed on Jan 20, 2027");
    for (const label of [
      "Debts enrolled",
      "Total settled $300.00",
      "Total saved, after our fees",
      "Total fees paid",
      "Total forgiven",
      "Months in the program",
      "Refund of what was left",
    ])
      expect(html).toContain(label);
    expect(html).toContain("Settled for $300.00");
    expect(html).toMatch(
      /Refund of what was left: \$[\d,.]+, requested, due by [A-Z][a-z]{2} \d{1,2}, 2027\./,
    );
    expect(html).not.toContain("Next deposit");
    expect(html).not.toContain("Projected");

    const left = body.programs.find((card) => card.applicationId === programs.left.applicationId);
    const leftHtml = text(await render(left ? <ProgramCard card={left} /> : null));
    expect(leftHtml).toContain("Left the program on Jan 18, 2027");
    expect(leftHtml).toMatch(/Your refund of \$[\d,]+\.\d{2} is requested: due by Jan 27, 2027/);
  });

  it("names a completed application's cards for what it came to, never Approved or a projected completion", async () => {
    const view = selected(await myApplications(`?application=${programs.graduated.applicationId}`));
    expect(view.statusLabel).toBe("Completed");
    const html = text(await render(<ApplicationOverview application={view} />));
    expect(html).toContain("Total Saved");
    expect(html).toContain("Program Completed January 2027");
    expect(html).not.toContain("Projected Completion");
    expect(html).not.toContain("Est. 40% average");
  });

  it("never says Negotiations: Completed while the program negotiates", async () => {
    const view = selected(await myApplications(`?application=${programs.running.applicationId}`));
    const negotiations = view.timeline.find((step) => step.key === "negotiations");
    expect(negotiations).toMatchObject({ state: "in-progress", label: "In Progress" });
    const html = text(await render(<ApplicationOverview application={view} />));
    expect(html).toContain("Negotiations In Progress");
    expect(html).not.toContain("Negotiations Completed");
    expect(html).toContain("Expected Savings");
    expect(html).toContain("Expected End");
  });
});

describe("Account Details for a customer with a program", () => {
  it("shows each debt's program status beside the creditor's last reported balance, a paid-off debt never Outstanding", async () => {
    const view = selected(await myApplications(`?application=${programs.running.applicationId}`));
    expect(view.programDebts.map((debt) => debt.status)).toEqual([
      expect.stringMatching(/^Paid Off since Jan 20, 2027: settled for \$300\.00$/),
      expect.stringMatching(/^Approval Needed since /),
      expect.stringMatching(/^Negotiating since /),
    ]);
    expect(view.programDebts[0]?.lastReported).toBe("$1,000.25");
    const html = await render(<AccountDetailsCard application={view} />);
    expect(text(html)).toContain("Your debts in the program");
    expect(text(html)).toContain("Creditor's last reported balance");
    expect(html).not.toContain("Outstanding");
  });
});

describe("My Program for a customer with programs", () => {
  it("asks before declining an offer, with the reason in the question, and before leaving, saying the refund", async () => {
    const room = await myProgram();
    const running = room.accounts.find((account) => account.applicationId === programs.running.applicationId);
    if (!running) throw new Error("no running account");
    expect(running.leave).toEqual({
      refund: expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
      dueOn: "Feb 1, 2027",
    });
    const [offer] = running.approvals;
    expect(offer?.expires).toBe("Feb 10, 2027, 11:59 PM Eastern (9:59 PM your time)");
    const html = await render(<DedicatedAccount view={running} taxRate={room.taxRate} />);
    // Before React runs, each question is a disclosure holding its form (posted as a page).
    const decline = html.slice(html.indexOf("Decline this offer"));
    expect(text(decline)).toContain("Decline the offer from Creditor 2?");
    expect(decline).toMatch(/<textarea[^>]*name="reason"/);
    expect(decline).toContain('name="intent" value="decline-offer"');
    expect(decline.indexOf('name="reason"')).toBeLessThan(decline.indexOf("Yes, decline this offer"));
    expect(text(html)).toContain(
      `You will get ${running.leave?.refund} back by Feb 1, 2027 (7 business days). Every future deposit is canceled. Leaving costs nothing.`,
    );
    expect(html).toContain('name="intent" value="leave-program"');
  });

  it("draws the debts and an offer's effect as tables that stack on a phone, with no sideways scroll", async () => {
    const room = await myProgram();
    const running = room.accounts.find((account) => account.applicationId === programs.running.applicationId);
    if (!running) throw new Error("no running account");
    const html = await render(<DedicatedAccount view={running} taxRate={room.taxRate} />);
    expect(html).not.toContain("overflow-x-auto");
    expect(html).not.toMatch(/min-w-\[\d+rem\]/);
    // Each cell carries its column's label for the eye on a phone, the table's roles kept.
    expect(html).toContain(
      '<span aria-hidden="true" class="text-slate-600 sm:hidden">Expected settlement</span>',
    );
    expect(html).toContain(
      '<span aria-hidden="true" class="text-slate-600 sm:hidden">With this offer</span>',
    );
    expect(html).toMatch(/<th role="rowheader" scope="row"[^>]*>Creditor 1<\/th>/);
  });

  it("dates the refund at each step, and a completed program shows its summary, not a way out", async () => {
    const room = await myProgram();
    const graduated = room.accounts.find(
      (account) => account.applicationId === programs.graduated.applicationId,
    );
    const left = room.accounts.find((account) => account.applicationId === programs.left.applicationId);
    if (!graduated || !left) throw new Error("an account is missing");
    expect(left.refund?.steps).toEqual([
      { state: "requested", label: "Requested", date: expect.stringMatching(/^Jan 18, 2027, 8:00 AM MST$/) },
      { state: "sent", label: "Sent", date: null },
      { state: "completed", label: "Completed", date: null },
    ]);
    const leftHtml = text(await render(<DedicatedAccount view={left} taxRate={room.taxRate} />));
    expect(leftHtml).toMatch(
      /You left the program\. Your refund of \$[\d,]+\.\d{2} is due by Jan 27, 2027\./,
    );
    expect(leftHtml).toContain("Requested Jan 18, 2027, 8:00 AM MST");
    expect(leftHtml).not.toContain("Leave the program");

    const html = text(await render(<DedicatedAccount view={graduated} taxRate={room.taxRate} />));
    expect(html).toContain("Your program is complete");
    expect(html).toContain("End of the program Completed in January 2027");
    expect(html).not.toContain("Leave the program");
    const plan = room.plans.find((view) => view.applicationId === programs.graduated.applicationId);
    expect(plan?.ended).toBe(true);
    const planHtml = text(await render(plan ? <ProgramPlan view={plan} /> : null));
    expect(planHtml).toContain("Length of the program");
    expect(planHtml).not.toMatch(/Term \d+ months/);
    expect(planHtml).not.toContain("Expected end of the program");
  });
});

describe("the message form", () => {
  it("has a box to mark its files as a legal notice, a plain field of the form", async () => {
    const html = await render(<ComposeMessage />);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="legalNotice"/);
    expect(text(html)).toContain(
      "One of these files is a court paper or legal notice (a summons, a lawsuit)",
    );
  });
});
