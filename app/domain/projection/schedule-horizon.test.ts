import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enrolledFacts, fullSchedule, plannedFacts } from "#tests/support/program-facts.ts";
import { addDays, monthOf } from "../calendar.ts";
import { defaultTerms } from "../enrollment/plan.ts";
import type { ProgramFacts } from "./facts.ts";
import { programFigures } from "./figures.ts";
import { projectProgramState } from "./program-projection.ts";
import { scheduleChanges, withScheduleChanges } from "./schedule-horizon.ts";

// The schedule follows the projection (issue 43): deposits after the end month are canceled, a
// program the deposits no longer cover gets the signed term's later deposits back, never more, and
// what was trimmed changes no figure.

const TWO = [
  { id: "small", balanceCents: 200_000n },
  { id: "large", balanceCents: 400_000n },
];
// $3,525 in all; at $400 a month from Dec 15, 2026 the program ends in Aug 2027 (9 deposits).
const TERMS = { termMonths: 36, monthlyDepositCents: 40_000n, firstDepositDate: "2026-12-15" };

/** Enrolled with every deposit of the term scheduled, as before issue 43. */
function withWholeTerm(facts: ProgramFacts, terms = TERMS): ProgramFacts {
  const account = facts.account;
  if (!account) throw new Error("not enrolled");
  return { ...facts, account: { ...account, deposits: fullSchedule(terms) } };
}

const applied = withScheduleChanges;

/** Every figure but the last deposit's day, which trimming moves by design. */
const figuresOf = (facts: ProgramFacts) => ({
  ...programFigures(projectProgramState(facts)),
  lastDeposit: null,
});

const enrolled = () => enrolledFacts(plannedFacts(TWO, TERMS, "2026-11-20"));

describe("the schedule following the projection", () => {
  it("cancels every deposit after the end month, and the figures do not move", () => {
    const facts = withWholeTerm(enrolled());
    const changes = scheduleChanges(facts);
    expect(changes.throughMonth).toBe("2027-08");
    expect(changes.cancel).toHaveLength(36 - 9);
    expect(changes.add).toEqual([]);
    const after = applied(facts, changes);
    expect(after.account?.deposits.at(-1)?.dueOn).toBe("2027-08-16");
    expect(figuresOf(after)).toEqual(figuresOf(facts));
    expect(scheduleChanges(after)).toEqual({
      cancel: [],
      add: [],
      uncovered: false,
      throughMonth: "2027-08",
    });
  });

  it("is what enrollment schedules: the plan's deposits through its end", () => {
    expect(scheduleChanges(enrolled())).toEqual({
      cancel: [],
      add: [],
      uncovered: false,
      throughMonth: "2027-08",
    });
  });

  it("cancels every deposit still scheduled once nothing is left to settle or pay", () => {
    const facts = enrolled();
    const resolved: ProgramFacts = {
      ...facts,
      debts: facts.debts.map((debt) =>
        debt.enrolled
          ? { ...debt, enrolled: { ...debt.enrolled, stage: "removed", removedReason: "Paid by a relative" } }
          : debt,
      ),
    };
    const changes = scheduleChanges(resolved);
    expect(changes.cancel).toHaveLength(9);
    expect(changes.throughMonth).toBeNull();
  });

  it("adds the term's later deposits back when a returned deposit leaves a debt uncovered", () => {
    // Every deposit through Jan 2027 cleared, then the January one came back: $400 short.
    const facts = enrolled();
    const account = facts.account;
    if (!account) throw new Error("not enrolled");
    const returnedFacts: ProgramFacts = {
      ...facts,
      companyDay: "2027-01-20",
      account: {
        ...account,
        balanceCents: 40_000n,
        deposits: account.deposits.map((deposit) =>
          deposit.dueOn === "2026-12-15"
            ? { ...deposit, status: "cleared" as const, settledAt: new Date("2026-12-15T15:00:00Z") }
            : deposit.dueOn === "2027-01-15"
              ? {
                  ...deposit,
                  status: "returned" as const,
                  returnReason: "insufficient_funds" as const,
                  settledAt: new Date("2027-01-19T15:00:00Z"),
                }
              : deposit,
        ),
      },
    };
    expect(projectProgramState(returnedFacts).covered).toBe(false);
    const changes = scheduleChanges(returnedFacts);
    // Sep 15, 2027 (a Wednesday) brings the $400 back: the program now ends in September.
    expect(changes).toEqual({
      cancel: [],
      add: [{ dueOn: "2027-09-15", amountCents: 40_000n }],
      uncovered: false,
      throughMonth: "2027-09",
    });
    const after = projectProgramState(applied(returnedFacts, changes));
    expect(after.endMonth).toBe("2027-09");
    expect(after.lengthMonths).toBe(10);
  });

  it("counts deposits, not months: a skipped month is made up at the end, on the draft day (issue 44)", () => {
    // Every deposit of a 24-month term at $100 is needed (it does not even cover the debts): with
    // one month skipped, the term's 24th deposit is added after the last one.
    const terms = { ...TERMS, termMonths: 24, monthlyDepositCents: 10_000n };
    const facts = withWholeTerm(enrolledFacts(plannedFacts(TWO, terms, "2026-11-20")), terms);
    const account = facts.account;
    if (!account) throw new Error("not enrolled");
    const skip = (draftDay: number | null): ProgramFacts => ({
      ...facts,
      account: {
        ...account,
        draftDay,
        deposits: account.deposits.map((deposit) =>
          deposit.dueOn === "2027-03-15"
            ? { ...deposit, status: "skipped" as const, settledAt: new Date("2027-03-01T15:00:00Z") }
            : deposit,
        ),
      },
    });
    expect(scheduleChanges(skip(null)).add).toEqual([{ dueOn: "2028-12-15", amountCents: 10_000n }]);
    // Drawn on the 20th once the customer moved the day (Dec 20, 2028 is a Wednesday).
    expect(scheduleChanges(skip(20)).add).toEqual([{ dueOn: "2028-12-20", amountCents: 10_000n }]);
    // An extra deposit is no monthly debit of the term: it changes nothing of the count.
    const withExtra: ProgramFacts = {
      ...facts,
      account: {
        ...account,
        deposits: [
          ...account.deposits,
          {
            id: "extra",
            dueOn: "2027-03-16",
            amountCents: 5_000n,
            status: "scheduled",
            kind: "extra",
            returnReason: null,
            settledAt: null,
          },
        ],
      },
    };
    expect(scheduleChanges(withExtra).add).toEqual([]);
  });

  it("never adds a deposit beyond the signed term: the program is then uncovered", () => {
    const terms = { ...TERMS, termMonths: 24, monthlyDepositCents: 10_000n };
    const facts = withWholeTerm(enrolledFacts(plannedFacts(TWO, terms, "2026-11-20")), terms);
    // $100 a month for 24 months is $2,400: the $4,000 debt is not covered.
    const changes = scheduleChanges(facts);
    expect(changes).toMatchObject({ cancel: [], add: [], uncovered: true });
    expect(facts.account?.deposits).toHaveLength(24);
  });

  it("keeps every figure when it trims, whatever the debts, the deposit and the day (a property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 10_000n, max: 3_000_000n }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 24, max: 48 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 300 }),
        (balances, termMonths, extraDollars, daysOn) => {
          const debts = balances.map((balanceCents, index) => ({ id: `d${index}`, balanceCents }));
          const base = defaultTerms(debts, "2026-12-15");
          const terms = {
            ...base,
            termMonths,
            monthlyDepositCents: base.monthlyDepositCents + BigInt(extraDollars) * 100n,
          };
          const facts = withWholeTerm(enrolledFacts(plannedFacts(debts, terms, "2026-11-20")), terms);
          const today = { ...facts, companyDay: addDays("2026-11-20", daysOn) };
          const changes = scheduleChanges(today);
          const after = applied(today, changes);
          const before = projectProgramState(today);
          const trimmed = projectProgramState(after);
          expect(figuresOf(after)).toEqual(figuresOf(today));
          expect(trimmed.debts.map((debt) => debt.expectedMonth)).toEqual(
            before.debts.map((debt) => debt.expectedMonth),
          );
          // No deposit is left after the end month, and asking again changes nothing.
          if (before.endMonth)
            for (const deposit of after.account?.deposits ?? [])
              expect(monthOf(deposit.dueOn) <= (before.endMonth as string)).toBe(true);
          expect(scheduleChanges(after).cancel).toEqual([]);
          expect(scheduleChanges(after).add).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
