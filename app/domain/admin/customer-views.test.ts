import { describe, expect, it } from "vitest";
import type { AdminPlanView } from "../enrollment/admin-plan-view.ts";
import { type CustomerApplicationView, customerDraftAccounts } from "./customer-views.ts";

// The customer page's draft accounts (issue 44): what each application's plan names, by last fours.

function application(
  number: string,
  draftAccount: AdminPlanView["draftAccount"] | null,
): CustomerApplicationView {
  return {
    id: number,
    number,
    href: `/admin/applications?open=${number}`,
    timeline: [],
    plan: draftAccount ? ({ draftAccount } as AdminPlanView) : null,
  };
}

describe("customerDraftAccounts", () => {
  it("lists each given account with its authorization, and leaves out applications without one", () => {
    const drafts = customerDraftAccounts([
      application("#aaaa0001", null),
      application("#aaaa0002", {
        account: null,
        routingLastFour: null,
        holderName: null,
        givenOn: null,
        authorization: null,
      }),
      application("#aaaa0003", {
        account: "Checking account ending in 6789",
        routingLastFour: "0021",
        holderName: "Ada Lovelace",
        givenOn: "Dec 1, 2026, 9:00 AM MST",
        authorization: {
          status: "active",
          statusLabel: "Active",
          amount: "$250.00",
          schedule: "Monthly, on the 15th (the next business day when it is not one)",
          firstDebit: "Dec 15, 2026",
          maxDebits: "36",
          accountLastFour: "6789",
          signedAt: "Dec 2, 2026, 9:00 AM MST",
          signedBy: "Ada Lovelace",
          clientAddress: "203.0.113.7",
          browser: "Firefox",
        },
      }),
    ]);
    expect(drafts).toEqual([
      {
        number: "#aaaa0003",
        items: [
          { label: "Account", value: "Checking account ending in 6789" },
          { label: "Routing number ending in", value: "0021" },
          { label: "Holder", value: "Ada Lovelace" },
          { label: "Given", value: "Dec 1, 2026, 9:00 AM MST" },
          { label: "Authorization", value: "Active" },
          { label: "Amount", value: "$250.00" },
          { label: "Schedule", value: "Monthly, on the 15th (the next business day when it is not one)" },
          { label: "First debit", value: "Dec 15, 2026" },
        ],
      },
    ]);
  });
});
