import { Readable } from "node:stream";
import type { NegotiationReply } from "#app/domain/admin/negotiation.ts";
import type { NegotiationPageView } from "#app/domain/admin/negotiation-views.ts";
import { action } from "#app/routes/admin/negotiation.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { SignedInUser } from "./application-requests.ts";
import type { TestClock } from "./clock.ts";
import type { EnrolledCustomer } from "./enrolled-fixtures.ts";
import { insertNegotiatingCustomer, stageOf } from "./negotiation-fixtures.ts";
import { postRoute, runRoutes } from "./route-chain.ts";
import { type ActionOutcome, outcome } from "./route-results.ts";
import { contextFor, TEST_ORIGIN } from "./test-services.ts";

// /admin/negotiations/:debtAccountId called as the browser does (issue 24): the page's loaders,
// its urlencoded forms as the open page's fetchers, and the settlement letter as a multipart body
// streamed to the action the way server/request-body.ts hands it on.

export const negotiationPath = (debtId: string) => `/admin/negotiations/${debtId}`;

/** An offer of $450.00 on a $1,000.25 debt, paid $200.00 on Jan 10 and $250.00 on Feb 10, 2027. */
export const PLAN = {
  amount: "450.00",
  expiresOn: "2026-12-05",
  creditorReference: "ACME-123",
  notes: "",
  paymentDate1: "2027-01-10",
  paymentAmount1: "200.00",
  paymentDate2: "2027-02-10",
  paymentAmount2: "250.00",
};

export interface NegotiationCalls {
  /** A customer with debts in Negotiating: $1,000.25 for the first, $500.00 a month from Dec 4. */
  negotiating(debts?: number): Promise<EnrolledCustomer>;
  page(debtId: string): Promise<{ status: number; view: NegotiationPageView }>;
  post(
    debtId: string,
    fields: Record<string, string>,
    user?: SignedInUser,
  ): Promise<ActionOutcome<NegotiationReply>>;
  versionOf(debtId: string): Promise<string>;
  recordPlan(debtId: string, fields?: Record<string, string>): Promise<ActionOutcome<NegotiationReply>>;
  confirm(
    debtId: string,
    fields: Record<string, string>,
    file: { name: string; bytes: Buffer },
  ): Promise<ActionOutcome<NegotiationReply>>;
}

/** The calls, as `admin()` over `services()` (both set in the test's beforeAll). */
export function negotiationCalls(
  services: () => Services,
  admin: () => SignedInUser,
  clock: TestClock,
): NegotiationCalls {
  const calls: NegotiationCalls = {
    negotiating: (debts = 1) =>
      insertNegotiatingCustomer(services().db, admin(), {
        now: clock.now(),
        debts,
        monthlyDepositCents: 50_000n,
        firstDepositDate: "2026-12-04",
      }),
    async page(debtId) {
      const result = await runRoutes(services(), negotiationPath(debtId), { user: admin() });
      return { status: result.status, view: result.data["routes/admin/negotiation"] as NegotiationPageView };
    },
    async post(debtId, fields, user = admin()) {
      const answer = await postRoute(services(), negotiationPath(debtId), fields, {
        user,
        dataRequest: true,
      });
      return answer as ActionOutcome<NegotiationReply>;
    },
    versionOf: async (debtId) => String((await stageOf(services().db, debtId))?.version),
    async recordPlan(debtId, fields = PLAN) {
      return calls.post(debtId, {
        intent: "record-offer",
        version: await calls.versionOf(debtId),
        ...fields,
      });
    },
    async confirm(debtId, fields, file) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ intent: "confirm-offer", ...fields }))
        form.append(name, value);
      form.append("file", new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }));
      const encoded = new Request(TEST_ORIGIN, { method: "POST", body: form });
      const body = Buffer.from(await encoded.arrayBuffer());
      const request = new Request(new URL(negotiationPath(debtId), TEST_ORIGIN), {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          Cookie: admin().cookie,
          "Content-Type": encoded.headers.get("content-type") ?? "",
        },
      });
      const context = contextFor(services(), undefined, {
        dataRequest: true,
        uploadBody: Readable.from([body]),
      });
      return outcome<NegotiationReply>(() =>
        Promise.resolve(action({ request, context, params: { debtAccountId: debtId } } as never)),
      );
    },
  };
  return calls;
}
