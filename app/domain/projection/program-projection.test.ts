import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enrolledFacts, plannedFacts } from "#tests/support/program-facts.ts";
import { isBusinessDay } from "../business-days.ts";
import { addDays, monthOf } from "../calendar.ts";
import {
  defaultTerms,
  depositSchedule,
  minimumDeposit,
  PLAN_TERM,
  type PlanTerms,
} from "../enrollment/plan.ts";
import type { FactOffer, ProgramFacts } from "./facts.ts";
import { programFigures } from "./figures.ts";
import { projectProgramState } from "./program-projection.ts";
import type { ProgramProjection } from "./projection-shapes.ts";

// The one projection of a program (issue 43), in whole cents: the plan's economics, the plan and
// the enrolled program agreeing while nothing has happened (a property), and each thing that can
// happen after: a settlement agreed, a debt paid off, a debt the program does not settle.

// Three debts whose 45% and 25% land on half cents, so every rounding shows (money.ts's
// percentOfCents: half a cent away from zero, each part rounded once, totals added from parts).
//   A $1,000.00:  settlement $450.00,   saved $550.00,   fee $137.50,   needs $587.50
//   B $2,500.55:  settlement $1,125.25 (1,125.2475), saved $1,375.30, fee $343.83 (343.825), needs $1,469.08
//   C $10,000.01: settlement $4,500.00 (4,500.0045), saved $5,500.01, fee $1,375.00 (1,375.0025), needs $5,875.00
const DEBTS = [
  { id: "c", balanceCents: 1_000_001n },
  { id: "a", balanceCents: 100_000n },
  { id: "b", balanceCents: 250_055n },
];
// Jan 15, 2027 is a Friday; Feb 15 is Washington's Birthday and May 15 a Saturday: each such
// deposit is drawn a day or two later, in the same month.
const FIRST = "2027-01-15";
const plan = (terms: PlanTerms = defaultTerms(DEBTS, FIRST)) =>
  projectProgramState(plannedFacts(DEBTS, terms));
const monthsOf = (projection: ProgramProjection) =>
  Object.fromEntries(projection.debts.map((debt) => [debt.id, debt.expectedMonth]));

describe("a plan", () => {
  it("prices each debt in whole cents and adds the totals from the parts", () => {
    const projection = plan();
    expect(
      projection.debts.map((debt) => [debt.id, debt.settlement?.cents, debt.fee?.cents, debt.neededCents]),
    ).toEqual([
      ["c", 450_000n, 137_500n, 587_500n],
      ["a", 45_000n, 13_750n, 58_750n],
      ["b", 112_525n, 34_383n, 146_908n],
    ]);
    expect(projection.totals).toMatchObject({
      enrolledCents: 1_350_056n,
      settlementCents: 607_525n,
      feeCents: 185_633n,
      neededCents: 793_158n,
      // Savings are after fees: 1,350,056 − 607,525 − 185,633 = 556,898, 41.2% of the debt.
      savedCents: 556_898n,
      savedPerMille: 412n,
      feesPaidCents: 0n,
    });
  });

  it("defaults to 36 months and the smallest whole-dollar deposit that covers the plan", () => {
    const terms = defaultTerms(DEBTS, FIRST);
    expect(PLAN_TERM).toEqual({ min: 24, max: 48, default: 36 });
    // $7,931.58 over 36 months is $220.32 a month: $221, as $220 would leave $11.58 short.
    expect(terms).toEqual({ termMonths: 36, monthlyDepositCents: 22_100n, firstDepositDate: FIRST });
    expect(minimumDeposit(793_158n, 24)).toBe(33_100n);
    expect(minimumDeposit(72_000n, 24)).toBe(3_000n);
  });

  it("settles the smallest balance first, each once the deposits cover its settlement and fee", () => {
    const projection = plan();
    // A needs $587.50: 3 deposits ($663). B then needs $1,469.08 more: 10 deposits ($2,210 ≥
    // $2,056.58). C needs the rest: all 36 ($7,956 ≥ $7,931.58).
    expect(monthsOf(projection)).toEqual({ a: "2027-03", b: "2027-10", c: "2029-12" });
    expect(projection.firstSettlementMonth).toBe("2027-03");
    expect(projection.endMonth).toBe("2029-12");
    expect(projection.lengthMonths).toBe(36);
    expect(projection.schedule).toHaveLength(36);
  });

  it("states one length: a higher deposit ends the plan sooner, and its schedule with it", () => {
    const projection = plan({ termMonths: 36, monthlyDepositCents: 50_000n, firstDepositDate: FIRST });
    // $7,931.58 at $500 a month: 16 deposits ($8,000).
    expect(projection.endMonth).toBe("2028-04");
    expect(projection.lengthMonths).toBe(16);
    expect(projection.schedule).toHaveLength(16);
    expect(projection.lastDepositOn).toBe("2028-04-17");
    const figures = programFigures(projection);
    expect(figures).toMatchObject({
      endMonth: "April 2028",
      length: "16 months",
      lastDeposit: "Apr 17, 2028",
    });
  });

  it("says when a deposit is too small for the term: the last debt has no month, the plan no end", () => {
    const projection = plan({ termMonths: 24, monthlyDepositCents: 22_100n, firstDepositDate: FIRST });
    expect(projection.debts.find((debt) => debt.id === "c")?.expectedMonth).toBeNull();
    expect(projection.endMonth).toBeNull();
    expect(projection.lengthMonths).toBeNull();
    expect(projection.covered).toBe(false);
    expect(projection.firstSettlementMonth).toBe("2027-03");
    expect(programFigures(projection).endMonth).toBe("Not covered by the deposits to come");
  });

  it("keeps the order given for equal balances", () => {
    const same = [
      { id: "x", balanceCents: 100_000n },
      { id: "y", balanceCents: 100_000n },
    ];
    const projection = projectProgramState(
      plannedFacts(same, { termMonths: 24, monthlyDepositCents: 30_000n, firstDepositDate: "2027-01-04" }),
    );
    // Each needs $587.50: x after 2 deposits ($600), y after 4 ($1,200 ≥ $1,175).
    expect(projection.debts.map((debt) => [debt.id, debt.expectedMonth])).toEqual([
      ["x", "2027-02"],
      ["y", "2027-04"],
    ]);
  });
});

describe("the plan's deposit days", () => {
  it("falls on business days, keeping the nominal day (the month's last day when shorter)", () => {
    const days = depositSchedule({
      termMonths: 6,
      monthlyDepositCents: 22_100n,
      firstDepositDate: "2027-01-31",
    });
    // Sun Jan 31 → Mon Feb 1; Sun Feb 28 → Mon Mar 1; Mar 31 is a Wednesday; Apr 30 a Friday;
    // Mon May 31 is Memorial Day → Jun 1; Jun 30 a Wednesday.
    expect(days.map((deposit) => deposit.date)).toEqual([
      "2027-02-01",
      "2027-03-01",
      "2027-03-31",
      "2027-04-30",
      "2027-06-01",
      "2027-06-30",
    ]);
  });

  it("is never a weekend or a US federal holiday, from 2026 to 2031, whatever the day", () => {
    for (let day = "2026-11-01"; day < "2027-01-01"; day = addDays(day, 1)) {
      for (const deposit of depositSchedule({
        termMonths: 48,
        monthlyDepositCents: 100n,
        firstDepositDate: day,
      }))
        expect(isBusinessDay(deposit.date), `${day}: ${deposit.date}`).toBe(true);
    }
  });

  it("counts a deposit rolled into the next month in that month", () => {
    // $1,000 at $300 a month from Jan 31: the Jan 31 deposit is drawn Feb 1, so February holds the
    // first, and March (Mar 1 and Mar 31) two: $900 by the end of March.
    const projection = projectProgramState(
      plannedFacts([{ id: "a", balanceCents: 100_000n }], {
        termMonths: 24,
        monthlyDepositCents: 30_000n,
        firstDepositDate: "2027-01-31",
      }),
    );
    expect(projection.debts[0]?.expectedMonth).toBe("2027-03");
    expect(projection.lengthMonths).toBe(2);
    expect(projection.schedule.map((deposit) => deposit.dueOn)).toEqual([
      "2027-02-01",
      "2027-03-01",
      "2027-03-31",
    ]);
  });
});

describe("a plan and its program where nothing has happened yet", () => {
  const debtsArb = fc.array(
    fc.record({ balanceCents: fc.bigInt({ min: 1n, max: 5_000_000n }), other: fc.boolean() }),
    { minLength: 1, maxLength: 5 },
  );
  it("give identical figures (a property)", () => {
    fc.assert(
      fc.property(
        debtsArb,
        fc.integer({ min: 24, max: 48 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        (sketch, termMonths, extraDollars, startOffset, daysBefore) => {
          const debts = sketch.map((debt, index) => ({
            id: `d${index}`,
            balanceCents: debt.balanceCents,
            // Some are debts the program does not settle: they stay out on both sides (a plan
            // has one debt it settles at least: none is made otherwise).
            ...(debt.other && index > 0
              ? { accountType: "Auto Loan", loanDetail: "vehicle_kept" as const }
              : {}),
          }));
          const firstDepositDate = addDays("2026-12-01", startOffset);
          const base = defaultTerms(debts, firstDepositDate);
          const terms = {
            ...base,
            termMonths,
            monthlyDepositCents: base.monthlyDepositCents + BigInt(extraDollars) * 100n,
          };
          const planned = plannedFacts(debts, terms, addDays(firstDepositDate, -daysBefore));
          const before = projectProgramState(planned);
          const after = projectProgramState(enrolledFacts(planned));
          expect(after.phase).toBe("enrolled");
          expect(programFigures(after)).toEqual(programFigures(before));
          expect(after.debts.map((debt) => [debt.id, debt.expectedMonth, debt.notEnrolled])).toEqual(
            before.debts.map((debt) => [debt.id, debt.expectedMonth, debt.notEnrolled]),
          );
          expect(after.totals).toEqual(before.totals);
          expect([after.endMonth, after.lengthMonths, after.firstSettlementMonth]).toEqual([
            before.endMonth,
            before.lengthMonths,
            before.firstSettlementMonth,
          ]);
          expect(after.schedule).toEqual(before.schedule);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---- After enrollment ----------------------------------------------------------------------

const TWO = [
  { id: "small", creditor: "Alpha Bank", balanceCents: 200_000n },
  { id: "large", creditor: "Beta Card", balanceCents: 400_000n },
];
// $2,000 needs $900 + $275 = $1,175; $4,000 needs $1,800 + $550 = $2,350. At $400 a month from
// Dec 15, 2026: small in Feb 2027 ($1,200 ≥ $1,175), large in Aug 2027 ($3,600 ≥ $3,525).
const TERMS = { termMonths: 36, monthlyDepositCents: 40_000n, firstDepositDate: "2026-12-15" };
const enrolled = () => enrolledFacts(plannedFacts(TWO, TERMS, "2026-11-20"));

function withOffer(facts: ProgramFacts, offer: Partial<FactOffer> & Pick<FactOffer, "status">): ProgramFacts {
  const account = facts.account;
  if (!account) throw new Error("not enrolled");
  const full: FactOffer = {
    id: "offer-1",
    debtAccountId: "small",
    enrolledBalanceCents: 200_000n,
    amountCents: 80_000n,
    feeCents: 30_000n,
    expiresOn: "2027-03-20",
    decidedAt: offer.status === "approved" ? new Date("2027-01-15T15:00:00Z") : null,
    version: 1,
    payments: [{ id: "p1", dueOn: "2027-04-10", amountCents: 80_000n, status: "scheduled", clearedAt: null }],
    ...offer,
  };
  return { ...facts, account: { ...account, offers: [full, ...account.offers] } };
}

function atStage(facts: ProgramFacts, id: string, stage: "settled" | "paid_off" | "removed" | "negotiating") {
  return {
    ...facts,
    debts: facts.debts.map((debt) =>
      debt.id === id && debt.enrolled
        ? {
            ...debt,
            enrolled: {
              ...debt.enrolled,
              stage,
              stageReachedAt: new Date("2027-04-12T15:00:00Z"),
              removedReason: stage === "removed" ? "Sued: kept by the customer" : null,
            },
          }
        : debt,
    ),
  };
}

describe("an enrolled program", () => {
  it("starts with the plan's figures", () => {
    const projection = projectProgramState(enrolled());
    expect(monthsOf(projection)).toEqual({ small: "2027-02", large: "2027-08" });
    expect(projection.endMonth).toBe("2027-08");
    expect(projection.lengthMonths).toBe(9);
    expect(projection.schedule).toHaveLength(9);
  });

  it("measures a debt by its enrolled balance, whatever the application lists since", () => {
    const facts = enrolled();
    const edited = {
      ...facts,
      debts: facts.debts.map((debt) => ({ ...debt, listedBalanceCents: 999_999n })),
    };
    const projection = projectProgramState(edited);
    expect(projection.totals.enrolledCents).toBe(600_000n);
    expect(projection.debts.map((debt) => debt.listedBalanceCents)).toEqual([999_999n, 999_999n]);
    expect(monthsOf(projection)).toEqual({ small: "2027-02", large: "2027-08" });
  });

  it("counts an approved settlement's payment and fee as promises, and ends with the last of them", () => {
    const facts = atStage(withOffer(enrolled(), { status: "approved" }), "small", "settled");
    const projection = projectProgramState(facts);
    const small = projection.debts.find((debt) => debt.id === "small");
    expect(small).toMatchObject({
      status: "settled",
      toSettle: false,
      expectedMonth: null,
      settlement: { cents: 80_000n, agreed: true },
      fee: { cents: 30_000n, agreed: true, charged: false },
      forgivenCents: 120_000n,
    });
    expect(projection.promises).toEqual([
      { date: "2027-04-10", amountCents: 80_000n },
      { date: "2027-04-10", amountCents: 30_000n },
    ]);
    // The large debt needs $2,350 after the $1,100 promised in April: $3,450, 9 deposits ($3,600).
    expect(projection.debts.find((debt) => debt.id === "large")?.expectedMonth).toBe("2027-08");
    expect(projection.endMonth).toBe("2027-08");
    // Savings after fees: $2,000 − $800 − $300 on the settled debt, $4,000 − $1,800 − $550 expected.
    expect(projection.totals).toMatchObject({ savedCents: 90_000n + 165_000n, savedPerMille: 425n });
    expect(projection.progress).toEqual({ resolved: 0, enrolled: 2, paying: 1 });
    // The first settlement stays the month the first offer was approved, not the next debt's month.
    expect(projection.firstSettlementMonth).toBe("2027-01");
  });

  it("leaves a Paid Off debt resolved, with no month", () => {
    const facts = atStage(
      withOffer(enrolled(), {
        status: "approved",
        payments: [
          {
            id: "p1",
            dueOn: "2027-04-10",
            amountCents: 80_000n,
            status: "cleared",
            clearedAt: new Date("2027-04-12T15:00:00Z"),
          },
        ],
      }),
      "small",
      "paid_off",
    );
    const projection = projectProgramState(facts);
    expect(projection.debts.find((debt) => debt.id === "small")).toMatchObject({
      status: "paid_off",
      resolved: true,
      expectedMonth: null,
      paidCents: 80_000n,
    });
    expect(projection.promises).toEqual([]);
    expect(projection.progress).toEqual({ resolved: 1, enrolled: 2, paying: 0 });
  });

  it("ends with the last resolved debt when nothing is left to settle or pay", () => {
    const facts = atStage(atStage(enrolled(), "small", "removed"), "large", "removed");
    const projection = projectProgramState(facts);
    expect(projection.remaining).toBe(false);
    expect(projection.endMonth).toBe("2027-04");
    expect(projection.lengthMonths).toBe(5);
    // Removed debts are out of the savings: nothing is settled.
    expect(projection.totals).toMatchObject({ enrolledCents: 600_000n, inPlayCents: 0n, savedCents: 0n });
  });

  it("shows an offer waiting, what it saves after its fee, and how it moves the other debt", () => {
    const facts = withOffer(enrolled(), {
      status: "awaiting_approval",
      debtAccountId: "large",
      enrolledBalanceCents: 400_000n,
      amountCents: 200_000n,
      feeCents: 50_000n,
      payments: [
        { id: "p1", dueOn: "2027-01-20", amountCents: 200_000n, status: "planned", clearedAt: null },
      ],
    });
    const projection = projectProgramState(facts);
    // Not a promise while it waits.
    expect(projection.promises).toEqual([]);
    expect(projection.offersWaiting).toEqual([
      expect.objectContaining({
        offerId: "offer-1",
        savedCents: 150_000n,
        savedPerMille: 375n,
        expired: false,
        // With $2,500 promised in January, the small debt waits until Sep 2027 ($3,600 less
        // $2,500 falls short in August), on a deposit the signed term still allows.
        effects: [{ debtId: "small", before: "2027-02", after: "2027-09" }],
      }),
    ]);
  });

  it("names an offer past its last day on the company's calendar as expired", () => {
    const facts = { ...withOffer(enrolled(), { status: "awaiting_approval" }), companyDay: "2027-03-21" };
    expect(projectProgramState(facts).offersWaiting[0]?.expired).toBe(true);
  });
});

describe("a debt the program does not settle", () => {
  it("is listed with its reason, with no settlement, no fee, no month, and out of every total", () => {
    const debts = [
      { id: "card", balanceCents: 300_000n },
      { id: "car", balanceCents: 1_500_000n, accountType: "Auto Loan", loanDetail: "vehicle_kept" as const },
      { id: "school", balanceCents: 2_000_000n, accountType: "Student Loan", loanDetail: "federal" as const },
      { id: "home", balanceCents: 20_000_000n, accountType: "Mortgage" },
      { id: "gone", balanceCents: 400_000n, accountType: "Auto Loan", loanDetail: "deficiency" as const },
    ];
    const facts = plannedFacts(debts, defaultTerms([debts[0], debts[4]] as typeof debts, "2027-01-15"));
    for (const projection of [projectProgramState(facts), projectProgramState(enrolledFacts(facts))]) {
      expect(
        projection.debts.map((debt) => [
          debt.id,
          debt.notEnrolled,
          debt.settlement,
          debt.fee,
          debt.expectedMonth,
        ]),
      ).toEqual([
        ["card", null, expect.anything(), expect.anything(), expect.any(String)],
        ["car", "secured_auto", null, null, null],
        ["school", "federal_student_loan", null, null, null],
        ["home", "mortgage", null, null, null],
        ["gone", null, expect.anything(), expect.anything(), expect.any(String)],
      ]);
      expect(projection.totals.enrolledCents).toBe(700_000n);
      expect(projection.progress.enrolled).toBe(2);
    }
  });
});

describe("the end month of a program still running", () => {
  it("is never before this month on the company's calendar", () => {
    // Nothing deposited by May 2027 (every deposit returned, say): nothing settles before June.
    const facts = { ...enrolled(), companyDay: "2027-06-02" };
    const projection = projectProgramState(facts);
    for (const debt of projection.debts)
      if (debt.expectedMonth) expect(debt.expectedMonth >= "2027-06").toBe(true);
    expect(monthOf(projection.firstDepositOn)).toBe("2026-12");
  });
});
