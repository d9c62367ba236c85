import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { WorkQueuePage } from "#app/components/admin/work-queue/work-queue-page.tsx";
import { WORK_QUEUE_MESSAGES as M, type WorkQueueCounts } from "#app/domain/admin/work-queue.ts";
import { type WorkQueueFound, workQueueView } from "#app/domain/admin/work-queue-views.ts";

// The Work Queue as the server first renders it (issue 24): an offer expiring within 3 days
// highlighted and said in words, each row a link to where it is handled (a legal notice's a
// download), every empty section saying so, and a failed read said in place with a way to try again.

const customer = {
  applicationId: "11111111-2222-4333-8444-5555abcdef01",
  firstName: "Ada",
  lastName: "Lovelace",
};
const DEBT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const none: WorkQueueCounts["sections"] = {
  "offers-awaiting": 0,
  "offers-unconfirmed": 0,
  "payments-short": 0,
  "returned-deposits": 0,
  "refunds-due": 0,
  "legal-notices": 0,
  "unsigned-agreements": 0,
  "my-tasks": 0,
  "deposits-at-risk": 0,
  "ready-to-negotiate": 0,
  "graduates-to-close": 0,
  "inactive-customers": 0,
};

function found(overrides: Partial<WorkQueueFound>): WorkQueueFound {
  return {
    counts: { sections: none, offersExpiringSoon: 0, refundsOverdue: 0 },
    offersAwaiting: [],
    offersUnconfirmed: [],
    paymentsShort: [],
    returnedDeposits: [],
    refundsDue: [],
    legalNotices: [],
    unsignedAgreements: [],
    ...overrides,
  };
}

async function render(element: React.ReactNode) {
  const routes: RouteObject[] = [{ path: "/admin/work-queue", Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://test.example/admin/work-queue"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

describe("the Work Queue's first render", () => {
  it("highlights the offer expiring within 3 days in words, and links each row", async () => {
    const offer = (id: string, expiresOn: string) => ({
      ...customer,
      id,
      debtAccountId: DEBT,
      creditor: "Creditor 1",
      amountCents: 45_000n,
      expiresOn,
    });
    const sections = workQueueView(
      found({
        counts: {
          sections: { ...none, "offers-awaiting": 2, "legal-notices": 1 },
          offersExpiringSoon: 1,
          refundsOverdue: 0,
        },
        offersAwaiting: [offer("o1", "2027-01-22"), offer("o2", "2027-02-10")],
        legalNotices: [
          {
            id: "d1",
            fileName: "summons.pdf",
            createdAt: new Date("2027-01-19T15:00:00Z"),
            customer: "Ada Lovelace",
          },
        ],
      }),
      "2027-01-20",
      "America/New_York",
    );
    const html = await render(<WorkQueuePage page={{ ok: true, sections }} />);
    expect(html).toMatch(/<h1[^>]*>Work Queue<\/h1>/);
    expect(html).toContain('<section id="offers-awaiting" aria-labelledby="offers-awaiting-title"');
    const rows = html.match(/<tr class="[^"]*align-top">.*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(3);
    // Legal notices come first (issue 45's order: most urgent first).
    expect(rows[0]).toMatch(/<a href="\/admin\/documents\/d1"[^>]* download="">summons\.pdf<\/a>/);
    expect(rows[1]).toContain("bg-amber-50");
    expect(rows[1]).toContain(`href="/admin/negotiations/${DEBT}"`);
    expect(rows[1]).toContain(`${M.expiringSoon}</span>`);
    expect(rows[1]).toContain(
      'Jan 22, 2027<span class="block text-xs text-slate-700">Expires in 2 days</span>',
    );
    expect(rows[2]).not.toContain("bg-amber-50");
    expect(rows[2]).not.toContain(M.expiringSoon);
    expect(html).toContain("2 offers");
    expect(html).toContain("No approved offers are waiting for a creditor&#x27;s confirmation.");
    expect(html).toContain('<a href="#payments-short"');
  });

  it("says in place that the queue could not be read, with a way to try again", async () => {
    const html = await render(<WorkQueuePage page={{ ok: false, message: M.failed }} />);
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain(M.failed);
    expect(html).toContain('href="/admin/work-queue"');
    expect(html).not.toContain("<table");
  });
});
