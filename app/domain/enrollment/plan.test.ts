import { describe, expect, it } from "vitest";
import { defaultTerms, depositSchedule, makePlan, minimumDeposit, PLAN_TERM } from "./plan.ts";

// Three debts whose 45% and 25% land on half cents, so every rounding shows (money.ts's
// percentOfCents: half a cent away from zero, each part rounded once, totals added from parts).
//   A $1,000.00:  settlement $450.00,   saved $550.00,   fee $137.50,   needs $587.50
//   B $2,500.55:  settlement $1,125.25 (1,125.2475), saved $1,375.30, fee $343.83 (343.825), needs $1,469.08
//   C $10,000.01: settlement $4,500.00 (4,500.0045), saved $5,500.01, fee $1,375.00 (1,375.0025), needs $5,875.00
const DEBTS = [
  { id: "c", creditor: "Card C", balanceCents: 1_000_001n },
  { id: "a", creditor: "Card A", balanceCents: 100_000n },
  { id: "b", creditor: "Card B", balanceCents: 250_055n },
];

describe("the enrollment plan", () => {
  it("prices each debt in whole cents and adds the totals from the parts", () => {
    const plan = makePlan(DEBTS, defaultTerms(DEBTS, "2027-01-31"));
    expect(
      plan.debts.map(({ id, settlementCents, feeCents, neededCents }) => [
        id,
        settlementCents,
        feeCents,
        neededCents,
      ]),
    ).toEqual([
      ["c", 450_000n, 137_500n, 587_500n],
      ["a", 45_000n, 13_750n, 58_750n],
      ["b", 112_525n, 34_383n, 146_908n],
    ]);
    expect(plan.totals).toEqual({
      balanceCents: 1_350_056n,
      settlementCents: 607_525n,
      feeCents: 185_633n,
      neededCents: 793_158n,
    });
  });

  it("defaults to 36 months and the smallest whole-dollar deposit that covers the plan", () => {
    const terms = defaultTerms(DEBTS, "2027-01-31");
    expect(PLAN_TERM).toEqual({ min: 24, max: 48, default: 36 });
    // $7,931.58 over 36 months is $220.32 a month: $221, as $220 would leave $11.58 short.
    expect(terms).toEqual({ termMonths: 36, monthlyDepositCents: 22_100n, firstDepositDate: "2027-01-31" });
    expect(36n * 22_000n < 793_158n && 36n * 22_100n >= 793_158n).toBe(true);
    expect(minimumDeposit(793_158n, 24)).toBe(33_100n);
    expect(minimumDeposit(72_000n, 24)).toBe(3_000n);
  });

  it("schedules one deposit a month on its day, or the month's last day", () => {
    const deposits = depositSchedule({
      termMonths: 36,
      monthlyDepositCents: 22_100n,
      firstDepositDate: "2027-01-31",
    });
    expect(deposits).toHaveLength(36);
    expect(deposits.slice(0, 4).map((deposit) => deposit.date)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect(deposits.at(-1)).toEqual({ date: "2029-12-31", amountCents: 22_100n });
  });

  it("settles the smallest balance first, each once the deposits cover its settlement and fee", () => {
    const plan = makePlan(DEBTS, defaultTerms(DEBTS, "2027-01-31"));
    // A needs $587.50: 3 deposits ($663). B then needs $1,469.08 more: 10 deposits ($2,210 ≥
    // $2,056.58). C needs the rest: all 36 ($7,956 ≥ $7,931.58).
    expect(Object.fromEntries(plan.debts.map((debt) => [debt.id, debt.expectedMonth]))).toEqual({
      a: "2027-03",
      b: "2027-10",
      c: "2029-12",
    });
    expect(plan.firstSettlementMonth).toBe("2027-03");
    expect(plan.endMonth).toBe("2029-12");
    expect(plan.minimumDepositCents).toBe(22_100n);
  });

  it("says when a deposit is too small for the term: the last debt has no month, the plan no end", () => {
    const plan = makePlan(DEBTS, {
      termMonths: 24,
      monthlyDepositCents: 22_100n,
      firstDepositDate: "2027-01-15",
    });
    expect(plan.minimumDepositCents).toBe(33_100n);
    expect(plan.debts.find((debt) => debt.id === "c")?.expectedMonth).toBeNull();
    expect(plan.endMonth).toBeNull();
    expect(plan.firstSettlementMonth).toBe("2027-03");
  });

  it("keeps the order given for equal balances", () => {
    const same = [
      { id: "x", creditor: "X", balanceCents: 100_000n },
      { id: "y", creditor: "Y", balanceCents: 100_000n },
    ];
    const plan = makePlan(same, {
      termMonths: 24,
      monthlyDepositCents: 30_000n,
      firstDepositDate: "2027-01-01",
    });
    // Each needs $587.50: x after 2 deposits ($600), y after 4 ($1,200 ≥ $1,175).
    expect(plan.debts.map((debt) => [debt.id, debt.expectedMonth])).toEqual([
      ["x", "2027-02"],
      ["y", "2027-04"],
    ]);
  });
});
