import { describe, expect, it } from "vitest";
import { enrolledFacts, plannedFacts } from "#tests/support/program-facts.ts";
import { accountView } from "../ledger/account-view.ts";
import type { FactOffer, ProgramFacts } from "../projection/facts.ts";
import { projectProgramState } from "../projection/program-projection.ts";
import { mayTake } from "../state-machine.ts";
import { offerApprovalViews, settledDebtViews } from "./program-view.ts";
import { allDebtsResolved, STAGE_TRANSITIONS } from "./stages.ts";

// My Program's negotiation figures (issues 24 and 43), formatted from the one projection: an
// offer's savings after its fee, its deadline in the company's zone and the reader's time, how it
// moves the other debt; a settlement's forgiven debt; an offer past its last day.

const DEBTS = [
  { id: "a", creditor: "Alpha Bank", balanceCents: 100_000n },
  { id: "b", creditor: "Beta Card", balanceCents: 300_000n },
];
const TERMS = { termMonths: 24, monthlyDepositCents: 50_000n, firstDepositDate: "2027-01-15" };

function program(
  stages: Record<string, "approval_needed" | "negotiating" | "paid_off">,
  offers: FactOffer[],
): ProgramFacts {
  const facts = enrolledFacts(plannedFacts(DEBTS, TERMS, "2026-12-20"));
  return {
    ...facts,
    debts: facts.debts.map((debt) =>
      debt.enrolled && stages[debt.id]
        ? {
            ...debt,
            enrolled: {
              ...debt.enrolled,
              stage: stages[debt.id] as "negotiating",
              stageReachedAt: new Date("2026-12-18T17:00:00Z"),
            },
          }
        : debt,
    ),
    account: facts.account ? { ...facts.account, offers } : null,
  };
}

const waiting = (expiresOn: string): FactOffer => ({
  id: "o1",
  debtAccountId: "a",
  status: "awaiting_approval",
  enrolledBalanceCents: 100_000n,
  amountCents: 40_000n,
  feeCents: 15_000n,
  expiresOn,
  decidedAt: null,
  version: 1,
  payments: [{ id: "p1", dueOn: "2027-06-15", amountCents: 40_000n, status: "planned", clearedAt: null }],
});

describe("My Program's negotiation figures", () => {
  it("shows an offer's savings after its fee, its deadline, and how it moves the other debt", () => {
    const facts = program({ a: "approval_needed", b: "negotiating" }, [waiting("2026-12-31")]);
    const projection = projectProgramState(facts);
    const [approval] = offerApprovalViews(projection, "America/Phoenix");
    expect(approval).toMatchObject({
      creditor: "Alpha Bank",
      amount: "$400.00",
      // $1,000 − $400 − the $150 fee.
      saved: "$450.00",
      savedPercent: "45.0%",
      forgiven: "$600.00",
      fee: "$150.00",
      expires: "Dec 31, 2026, 11:59 PM Eastern (9:59 PM your time)",
      expired: false,
      payments: [{ date: "Jun 15, 2027", amount: "$400.00" }],
    });
    // By default Alpha needs $587.50 (45% and the fee) and settles first, in February; Beta's
    // $1,762.50 then waits for May. With the offer, Alpha's $550.00 is promised for June, and
    // Beta settles in April, still leaving June's payment covered.
    expect(approval?.effects).toEqual([
      { creditor: "Beta Card", before: "May 2027 (estimate)", after: "April 2027 (estimate)" },
    ]);
    expect(settledDebtViews(facts, projection, 22)).toEqual([]);
    const account = accountView({ facts, projection }, "America/Phoenix", 22);
    expect(account.debts.find((debt) => debt.id === "a")?.stage).toBe("Approval Needed since Dec 18, 2026");
  });

  it("gives an approved settlement's forgiven debt, and an offer past its day is expired", () => {
    const paid: FactOffer = {
      id: "o2",
      debtAccountId: "b",
      status: "approved",
      enrolledBalanceCents: 300_000n,
      amountCents: 120_000n,
      feeCents: 45_000n,
      expiresOn: "2026-12-10",
      decidedAt: new Date("2026-12-08T15:00:00Z"),
      version: 3,
      payments: [
        {
          id: "p2",
          dueOn: "2027-02-15",
          amountCents: 120_000n,
          status: "cleared",
          clearedAt: new Date("2027-02-16"),
        },
      ],
    };
    const facts = program({ a: "approval_needed", b: "paid_off" }, [waiting("2026-12-19"), paid]);
    const projection = projectProgramState(facts);
    expect(settledDebtViews(facts, projection, 24)).toEqual([
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
    expect(projection.debts.filter((debt) => debt.toSettle).map((debt) => debt.id)).toEqual(["a"]);
    expect(offerApprovalViews(projection, "America/New_York")[0]).toMatchObject({
      expired: true,
      expires: "Dec 19, 2026, 11:59 PM Eastern",
    });
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
