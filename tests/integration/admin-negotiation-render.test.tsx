import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { NegotiationPage } from "#app/components/admin/negotiation/negotiation-page.tsx";
import { NEGOTIATION_MESSAGES as M } from "#app/domain/admin/negotiation.ts";
import {
  type NegotiationOfferSource,
  type NegotiationSource,
  negotiationView,
} from "#app/domain/admin/negotiation-views.ts";
import type { DebtStage } from "#app/domain/negotiation/kinds.ts";

// The negotiation page as the server first renders it, before JavaScript (issue 24): the
// demonstration notice, the stage buttons the table allows, the offer form with three payment
// rows (one, and 'Add a payment', come with JavaScript), the offer in play with its withdrawal
// as a plain form and its confirmation as a multipart form.

const DEBT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const OFFER = "bbbbbbbb-cccc-4ddd-8eee-ffffffffffff";

async function render(element: React.ReactNode) {
  const routes: RouteObject[] = [{ path: "/admin/negotiations/:id", Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://test.example/admin/negotiations/${DEBT}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

const approvedOffer: NegotiationOfferSource = {
  id: OFFER,
  status: "approved",
  enrolledBalanceCents: 100_025n,
  amountCents: 45_000n,
  feeCents: 13_756n,
  expiresOn: "2026-12-05",
  expired: false,
  creditorReference: "ACME-123",
  notes: null,
  recordedAt: new Date("2026-11-20T15:00:00Z"),
  decidedAt: new Date("2026-11-21T15:00:00Z"),
  declineReason: null,
  confirmedAt: null,
  confirmationDocumentId: null,
  version: "2",
  payments: [
    { seq: 1, dueOn: "2027-01-10", amountCents: 20_000n, status: "planned" },
    { seq: 2, dueOn: "2027-02-10", amountCents: 25_000n, status: "planned" },
  ],
};

function source(stage: DebtStage, offers: NegotiationOfferSource[]): NegotiationSource {
  return {
    debt: {
      debtAccountId: DEBT,
      creditor: "Creditor 1",
      enrolledBalanceCents: 100_025n,
      stage,
      stageReachedAt: new Date("2026-11-20T15:00:00Z"),
      removedReason: null,
      version: "3",
    },
    customer: {
      applicationId: "11111111-2222-4333-8444-5555abcdef01",
      firstName: "Ada",
      lastName: "Lovelace",
    },
    account: { id: "cccccccc-dddd-4eee-8fff-000000000000", status: "open", balanceCents: 50_000n },
    negotiationsApproved: true,
    offers,
  };
}

const view = (stage: DebtStage, offers: NegotiationOfferSource[] = []) =>
  negotiationView(source(stage, offers), { today: "2026-11-22", timeZone: "America/New_York" });

describe("the negotiation page's first render", () => {
  it("offers the stage's buttons, Remove with its reason and the offer form with three payment rows", async () => {
    const html = await render(<NegotiationPage data={view("negotiating")} reply={undefined} />);
    expect(html).toContain(M.demonstration);
    expect(html).toContain('value="start-saving" name="change">Move to Saving<');
    expect(html).not.toContain('value="start-negotiating"');
    expect(html).toContain('name="version" value="3"');
    expect(html).toContain(`aria-label="${M.recordTitle}"`);
    for (const n of [1, 2, 3]) expect(html).toContain(`name="paymentDate${n}"`);
    expect(html).not.toContain('name="paymentDate4"');
    expect(html).toContain(">Payment 3: amount in dollars<");
    expect(html).not.toContain("Add a payment");
    expect(html).toContain('min="2026-11-22"');
    expect(html).toContain('max="2027-11-23"');
    expect(html).toContain(`aria-label="${M.removeTitle}"`);
    expect(html).toContain(M.noOffers);
  });

  it("shows the offer in play with its withdrawal and its multipart confirmation, and no offer form", async () => {
    const html = await render(<NegotiationPage data={view("settled", [approvedOffer])} reply={undefined} />);
    expect(html).not.toContain(`aria-label="${M.recordTitle}"`);
    expect(html).not.toContain('name="change"');
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain('type="file"');
    expect(html).toContain(`name="offerId" value="${OFFER}"`);
    expect(html).toContain("Withdraw the offer of $450.00");
    expect(html).toContain("$412.69 (41.3%)");
    expect(html).toContain("Jan 10, 2027: <span");
    expect(html).toContain("(Planned)");
    expect(html).not.toContain(`aria-label="${M.removeTitle}"`);
  });
});
