import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { AccountPage } from "#app/components/admin/money/account-page.tsx";
import { MoneyPage } from "#app/components/admin/money/money-page.tsx";
import { MONEY_MESSAGES as M } from "#app/domain/admin/money.ts";
import { SCHEDULE_MESSAGES as S } from "#app/domain/admin/money-schedule.ts";
import { type AccountSource, accountDetailView, refundDueViews } from "#app/domain/admin/money-views.ts";

// The money pages as the server first renders them (issue 23): an overdue refund said in words
// with its step's form, the empty states, and an account's forms only while it is open (its
// settlement order always, its 'Move up' buttons only while open).

const ACCOUNT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const customer = {
  applicationId: "11111111-2222-4333-8444-5555abcdef01",
  firstName: "Ada",
  lastName: "Lovelace",
};

async function render(element: React.ReactNode) {
  const routes: RouteObject[] = [{ path: "/admin/money", Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://test.example/admin/money"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  ).replaceAll("<!-- -->", "");
}

const emptyAccounts = { page: 1, pageCount: 1, total: 0, rows: [] };

describe("the money pages' first render", () => {
  it("says an overdue refund in words and offers its one step as a form", async () => {
    const refunds = refundDueViews(
      [
        {
          ...customer,
          id: "r1",
          accountId: ACCOUNT,
          amountCents: 9_900n,
          dueOn: "2027-01-13",
          state: "requested",
        },
      ],
      "2027-01-20",
    );
    const html = await render(
      <MoneyPage
        page={{ ok: true, refunds, moreRefunds: false, returned: [], accounts: emptyAccounts }}
        reply={undefined}
      />,
    );
    expect(html).toContain('Jan 13, 2027<span class="block">Overdue</span>');
    expect(html).toContain('name="step" value="mark-sent"');
    expect(html).toContain(">Mark as sent<");
    expect(html).toContain(M.returnedEmpty);
    expect(html).toContain(M.accountsEmpty);
  });

  it("shows the empty refunds list", async () => {
    const html = await render(
      <MoneyPage
        page={{ ok: true, refunds: [], moreRefunds: false, returned: [], accounts: emptyAccounts }}
        reply={undefined}
      />,
    );
    expect(html).toContain(M.refundsEmpty);
  });

  it("offers an open account's forms, and none for a closed one", async () => {
    const account = (status: AccountSource["status"]) =>
      accountDetailView(
        {
          account: {
            ...customer,
            id: ACCOUNT,
            status,
            balanceCents: 5_000n,
            openedAt: new Date("2026-12-01T17:00:00Z"),
          },
          entries: [],
          nextDeposit: null,
          depositCounts: {},
          clearedDeposits: [{ id: "d1", dueOn: "2027-01-15", amountCents: 25_000n }],
          settlement: {
            debts: [
              { id: "b", creditor: "Bank B", balanceCents: 50_000n },
              { id: "a", creditor: "Bank A", balanceCents: 90_000n },
              { id: "z", creditor: "Paid Off", balanceCents: 0n },
            ],
            storedOrder: ["a", "b", "z"],
          },
        },
        "UTC",
      );
    const open = await render(<AccountPage data={account("open")} reply={undefined} />);
    expect(open).toContain('aria-label="Post adjustment"');
    expect(open).toContain('aria-label="Record returned deposit"');
    expect(open).toContain(">Jan 15, 2027: $250.00 (d1)<");
    expect(open).toContain(M.noNextDeposit);
    expect(open).toContain('aria-label="Change monthly deposit"');
    expect(open).toContain('type="date"');
    expect(open).toContain(S.rescheduleHint);
    // The settlement order: the stored order, a debt with nothing left not listed, the first not movable.
    expect(open.indexOf(">Bank A<")).toBeLessThan(open.indexOf(">Bank B<"));
    expect(open).not.toContain("Paid Off");
    expect(open).toContain('aria-label="Move up: Bank B"');
    expect(open).not.toContain('aria-label="Move up: Bank A"');
    expect(open).toContain('name="debtId" value="b"');
    const closed = await render(<AccountPage data={account("closed")} reply={undefined} />);
    expect(closed).not.toContain('aria-label="Post adjustment"');
    expect(closed).not.toContain('aria-label="Change monthly deposit"');
    expect(closed).toContain(">Bank B<");
    expect(closed).not.toContain("Move up");
    expect(closed).toContain(M.closedForms);
  });
});
