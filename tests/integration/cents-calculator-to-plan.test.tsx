import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DebtCalculator } from "#app/components/resources/debt-calculator.tsx";
import {
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
} from "#app/domain/application/wizard/format.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { readCalculatorQuery } from "#app/domain/debt-calculator.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { makeAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { applications, users } from "#db/schema.ts";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { loadDashboard } from "#tests/support/dashboard-route.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { TEST_COMPANY } from "#tests/support/test-signer.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// Money typed with cents keeps its cents (issue 43), from the calculator to every total: the
// calculator's "Apply with these numbers" (rendered as the server renders it) → the wizard's
// prefill → the review → the stored application's debt → the dashboard's totals before the plan →
// the plan made at approval (its page, the agreement) and the totals after it. $28,450.75 all the
// way, never $28,451.00.

const TYPED = "$28,450.75";

let database: Database;
let services: Services;
let customer: SignedInUser;
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  await database.db.update(users).set({ timeZone: "America/Phoenix" }).where(eq(users.id, customer.id));
});
afterAll(() => database.close());

/** The calculator's page after "Compare options", as the server renders it, and its link. */
async function calculatorLink(debt: string): Promise<string> {
  const query = readCalculatorQuery(new URLSearchParams({ debt, apr: "21", payment: "600" }));
  const routes = [
    {
      path: "/resources/calculator",
      Component: () => <DebtCalculator initialValues={query.values} submitted={query.submitted} />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost:3000/resources/calculator"));
  if (context instanceof Response) throw new Error("unexpected response");
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  const link = /<a[^>]*href="([^"]+)"[^>]*>Apply with these numbers</.exec(html);
  if (!link?.[1]) throw new Error("no 'Apply with these numbers' link");
  return link[1].replaceAll("&amp;", "&");
}

describe("a debt typed with cents", () => {
  it("keeps its cents from the calculator to the wizard, the stored application, the plan and every total", async () => {
    const href = await calculatorLink(TYPED);
    expect(href).toBe("/apply?debt=28450.75");

    // The wizard opened from it: the debt's amount to the cent, and the range that holds it.
    const page = await runRoutes(services, href, { user: customer });
    const { initial } = page.data["routes/apply/apply"] as { initial: WizardState };
    expect(initial.values.debtAmount).toBe("28,450.75");
    expect(initial.values.debtRange).toBe("4");

    // The applicant goes on with it (two balances that add up to it, to the cent) to the review.
    const values = validDraft({
      firstName: initial.values.firstName,
      lastName: initial.values.lastName,
      email: initial.values.email,
      phone: initial.values.phone,
      debtRange: initial.values.debtRange,
      debtAmount: initial.values.debtAmount,
      debtTotalChoice: "",
      agreeToTerms: false,
      debtAccounts: [
        validDebtAccount({ originalCreditor: "Chase Sapphire", currentBalance: "12,300.33" }),
        validDebtAccount({ originalCreditor: "Capital One", currentBalance: "16,150.42" }),
      ],
    });
    const submissionId = crypto.randomUUID();
    const step6: WizardState = { ...initial, step: 6, values, submissionId, touched: true };
    const fields = {
      address: values.address,
      state: values.state,
      dateOfBirth: values.dateOfBirth,
      ssnLastFour: values.ssnLastFour,
      debtAmount: values.debtAmount,
    };
    const post = (state: WizardState, intent: string, extra: Record<string, string>) =>
      postRoute(
        services,
        href,
        { [WIZARD_STATE_FIELD]: serializeWizard(state), [WIZARD_INTENT_FIELD]: intent, ...extra },
        { user: customer },
      ) as Promise<{ status: number; location: string | null; body?: { posted: { state: WizardState } } }>;
    const review = await post(step6, "continue", fields);
    const reviewed = review.body?.posted.state;
    expect(reviewed?.step).toBe(7);
    expect(reviewed?.values.debtAmount).toBe("28,450.75");

    const stored = await post(reviewed as WizardState, "continue", { agreeToTerms: "on" });
    expect(stored.location).toBe("/apply/success");
    const [application] = await database.db
      .select({ id: applications.id, debtAmount: applications.debtAmount })
      .from(applications)
      .where(eq(applications.submissionId, submissionId));
    expect(application?.debtAmount).toBe("28450.75");
    const applicationId = application?.id ?? "";

    // Before the plan: the dashboard's totals are the application's debt, to the cent.
    const before = await loadDashboard(services, `/dashboard?application=${applicationId}`, {
      user: customer,
    });
    const summary = before.body?.summary;
    expect(summary?.ok && summary.value.totalDebt).toBe(TYPED);
    const list = before.body?.applications;
    expect(list?.ok && list.value.items.map((item) => item.debt)).toEqual([TYPED]);

    // Approved: the plan is made from the balances, which add up to the same $28,450.75.
    const admin = await lifecycleAdmin(database.db);
    const approved = await changeApplicationStatus(database.db, {
      applicationId,
      action: "approve",
      actor: admin,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(approved.kind).toBe("changed");
    const after = await loadDashboard(services, `/dashboard?application=${applicationId}`, {
      user: customer,
    });
    const planned = after.body?.summary;
    expect(planned?.ok && planned.value).toMatchObject({ totalDebt: TYPED, basis: "program" });
    const items = after.body?.applications;
    expect(items?.ok && items.value.items.map((item) => item.debt)).toEqual([TYPED]);
    const selection = after.body?.selection;
    expect(selection?.kind === "found" && selection.application.program?.figures.totalDebt).toBe(TYPED);

    const program = await loadDashboard<{ program: { ok: true; value: ProgramRoomData } }>(
      services,
      "/dashboard/program",
      { user: customer },
    );
    const plan = program.body?.program.value.plans.find((p) => p.applicationId === applicationId)?.plan;
    expect(plan?.totals.balance).toBe(TYPED);
    expect(plan?.debts.map((debt) => debt.balance)).toEqual(["$12,300.33", "$16,150.42"]);

    const agreement = await makeAgreement(database.db, applicationId, {
      company: TEST_COMPANY,
      cipher: testCipher,
    });
    expect(await pdfText(agreement?.bytes ?? new Uint8Array())).toContain(`Enrolled debt: ${TYPED}.`);
  });
});
