import { describe, expect, it } from "vitest";
import { mayTake } from "../state-machine.ts";
import { negotiationParts } from "./program-view.ts";
import { allDebtsResolved, STAGE_TRANSITIONS } from "./stages.ts";

const monthly = (months: number) =>
  Array.from({ length: months }, (_, index) => ({
    date: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-15`,
    amountCents: 50_000n,
  }));

const figures = {
  today: "2026-12-20",
  balanceCents: 0n,
  entries: [],
  scheduled: monthly(24),
  order: null,
  openedMonth: "2026-12",
};
const debts = [
  { id: "a", creditor: "Alpha Bank", balanceCents: 100_000n },
  { id: "b", creditor: "Beta Card", balanceCents: 300_000n },
];

describe("My Program's negotiation figures", () => {
  it("shows an offer's savings and fee, and moves the other debt's expected month when approved", () => {
    const parts = negotiationParts({
      figures,
      debts,
      negotiations: [
        { debtAccountId: "a", stage: "approval_needed", reachedOn: "2026-12-18" },
        { debtAccountId: "b", stage: "negotiating", reachedOn: "2026-12-01" },
      ],
      offers: [
        {
          id: "o1",
          debtAccountId: "a",
          status: "awaiting_approval",
          enrolledBalanceCents: 100_000n,
          amountCents: 40_000n,
          feeCents: 15_000n,
          expiresOn: "2026-12-31",
          version: 1,
          payments: [{ dueOn: "2027-06-15", amountCents: 40_000n, status: "planned" }],
        },
      ],
      taxRate: 22,
    });
    expect(parts.stages.a).toEqual({
      label: "Approval Needed",
      since: "Dec 18, 2026",
      stage: "approval_needed",
    });
    const [approval] = parts.approvals;
    expect(approval).toMatchObject({
      creditor: "Alpha Bank",
      amount: "$400.00",
      saved: "$600.00",
      savedPercent: "60.0%",
      fee: "$150.00",
      expires: "Dec 31, 2026",
      expired: false,
      payments: [{ date: "Jun 15, 2027", amount: "$400.00" }],
    });
    // By default Alpha needs $587.50 (45% and the fee) and settles first, in February; Beta's
    // $1,762.50 then waits for May. With the offer, Alpha's $550.00 is promised for June, and
    // Beta settles in April, still leaving June's payment covered.
    expect(approval?.effects).toEqual([
      { creditor: "Beta Card", before: "May 2027 (estimate)", after: "April 2027 (estimate)" },
    ]);
    expect(parts.settled).toEqual([]);
  });

  it("gives an approved settlement's forgiven debt, and an offer past its day is expired", () => {
    const parts = negotiationParts({
      figures,
      debts,
      negotiations: [{ debtAccountId: "b", stage: "paid_off", reachedOn: "2027-03-01" }],
      offers: [
        {
          id: "o2",
          debtAccountId: "b",
          status: "approved",
          enrolledBalanceCents: 300_000n,
          amountCents: 120_000n,
          feeCents: 45_000n,
          expiresOn: "2026-12-10",
          version: 3,
          payments: [{ dueOn: "2027-02-15", amountCents: 120_000n, status: "cleared" }],
        },
        {
          id: "o3",
          debtAccountId: "a",
          status: "awaiting_approval",
          enrolledBalanceCents: 100_000n,
          amountCents: 40_000n,
          feeCents: 15_000n,
          expiresOn: "2026-12-19",
          version: 1,
          payments: [{ dueOn: "2027-06-15", amountCents: 40_000n, status: "planned" }],
        },
      ],
      taxRate: 24,
    });
    expect(parts.settled).toEqual([
      {
        debtAccountId: "b",
        creditor: "Beta Card",
        stage: "Paid Off",
        enrolledBalance: "$3,000.00",
        settledFor: "$1,200.00",
        paid: "$1,200.00",
        forgiven: "$1,800.00",
        may1099C: true,
        estimatedTax: "$432.00",
      },
    ]);
    expect(parts.toSettle.map((debt) => debt.id)).toEqual(["a"]);
    expect(parts.approvals[0]?.expired).toBe(true);
  });
});

describe("a debt's stages", () => {
  const state = { accountOpen: true, negotiationsApproved: false };
  it("starts negotiating only after Approve Negotiations, and records offers only while negotiating", () => {
    expect(mayTake(STAGE_TRANSITIONS, { ...state, stage: "saving" }, "start-negotiating", "admin")).toBe(
      false,
    );
    const approved = { ...state, negotiationsApproved: true };
    expect(mayTake(STAGE_TRANSITIONS, { ...approved, stage: "saving" }, "start-negotiating", "admin")).toBe(
      true,
    );
    expect(mayTake(STAGE_TRANSITIONS, { ...approved, stage: "saving" }, "record-offer", "admin")).toBe(false);
    expect(mayTake(STAGE_TRANSITIONS, { ...approved, stage: "negotiating" }, "record-offer", "admin")).toBe(
      true,
    );
    expect(mayTake(STAGE_TRANSITIONS, { ...approved, stage: "settled" }, "remove", "admin")).toBe(false);
    expect(
      mayTake(
        STAGE_TRANSITIONS,
        { ...approved, stage: "negotiating", accountOpen: false },
        "remove",
        "admin",
      ),
    ).toBe(false);
  });

  it("offers Mark as Complete only when every debt is Paid Off or Removed", () => {
    expect(allDebtsResolved(["paid_off", "removed"])).toBe(true);
    expect(allDebtsResolved(["paid_off", "settled"])).toBe(false);
  });
});
