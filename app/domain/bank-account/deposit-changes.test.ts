import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enrolledFacts, plannedFacts } from "#tests/support/program-facts.ts";
import { addDays, monthOf } from "../calendar.ts";
import { defaultTerms } from "../enrollment/plan.ts";
import type { ProgramFacts } from "../projection/facts.ts";
import { projectProgramState, termDeposits } from "../projection/program-projection.ts";
import { scheduleChanges, withScheduleChanges } from "../projection/schedule-horizon.ts";
import {
  applyDepositPlan,
  changeCutoff,
  DEPOSIT_CHANGE_MESSAGES,
  type DepositChange,
  draftDayChoice,
  nextChangeableDeposit,
  planDepositChange,
  readDepositChange,
} from "./deposit-changes.ts";

const DEBTS = [
  { id: "d1", creditor: "Chase", balanceCents: 600_000n },
  { id: "d2", creditor: "Citi", balanceCents: 900_000n },
];

/** An enrolled program drawn on the `day`th from January 2027 (36 deposits), seen on `today`. */
function program(today: string, firstDepositDate = "2027-01-08"): ProgramFacts {
  const planned = plannedFacts(DEBTS, defaultTerms(DEBTS, firstDepositDate), "2026-12-01");
  const enrolled = enrolledFacts(planned);
  const account = enrolled.account;
  if (!account) throw new Error("not enrolled");
  // The deposits due by today cleared.
  const deposits = account.deposits.map((deposit) =>
    deposit.dueOn <= today
      ? { ...deposit, status: "cleared" as const, settledAt: new Date(`${deposit.dueOn}T12:00:00Z`) }
      : deposit,
  );
  const balanceCents = deposits
    .filter((deposit) => deposit.status === "cleared")
    .reduce((sum, deposit) => sum + deposit.amountCents, 0n);
  return { ...enrolled, companyDay: today, account: { ...account, balanceCents, deposits } };
}

function withStatus(
  facts: ProgramFacts,
  dueMonth: string,
  status: "skipped" | "returned" | "cleared",
): ProgramFacts {
  const account = facts.account;
  if (!account) throw new Error("not enrolled");
  return {
    ...facts,
    account: {
      ...account,
      deposits: account.deposits.map((deposit) =>
        monthOf(deposit.dueOn) === dueMonth
          ? {
              ...deposit,
              status,
              settledAt: new Date(`${deposit.dueOn}T12:00:00Z`),
              returnReason: status === "returned" ? "insufficient_funds" : null,
            }
          : deposit,
      ),
    },
  };
}

const daysBetween = (from: string, to: string) =>
  (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000;

const scheduledDays = (facts: ProgramFacts) =>
  (facts.account?.deposits ?? []).filter((d) => d.status === "scheduled").map((d) => d.dueOn);

function planned(facts: ProgramFacts, change: DepositChange) {
  const plan = planDepositChange(facts, change);
  if (!plan.ok) throw new Error(plan.message);
  return plan;
}

describe("the cutoff: 3 business days", () => {
  it("skips the weekend and a holiday", () => {
    expect(changeCutoff("2027-03-04")).toBe("2027-03-09"); // Thu → Tue
    expect(changeCutoff("2027-07-02")).toBe("2027-07-08"); // Fri, Mon Jul 5 observed → Thu
  });
});

describe("a revoked authorization (decision 65)", () => {
  it("refuses every change until a new authorization is given", () => {
    const facts = program("2027-03-01");
    const account = facts.account;
    if (!account) throw new Error("not enrolled");
    const revoked = { ...facts, account: { ...account, debitsRevoked: true } };
    const changes: DepositChange[] = [
      { kind: "move-draft-day", day: 15 },
      { kind: "extra", onDay: "2027-03-15", amountCents: 100_00n },
    ];
    for (const change of changes) {
      expect(planDepositChange(facts, change).ok).toBe(true);
      expect(planDepositChange(revoked, change)).toMatchObject({
        ok: false,
        message: DEPOSIT_CHANGE_MESSAGES.revoked,
      });
    }
  });
});

describe("moving the draft day", () => {
  it("keeps a deposit closer than the cutoff and moves every later one", () => {
    const facts = program("2027-03-04");
    const plan = planned(facts, { kind: "move-draft-day", day: 20 });
    const after = applyDepositPlan(facts, plan, new Date());
    const days = scheduledDays(after);
    expect(days[0]).toBe("2027-03-08");
    expect(days[1]).toBe("2027-04-20");
    expect(plan.moved[0]).toEqual({ id: expect.any(String), from: "2027-04-08", to: "2027-04-20" });
    // Every later deposit on the 20th, or the next business day.
    for (const day of days.slice(1)) expect(["20", "21", "22"]).toContain(day.slice(8));
    expect(days).toHaveLength(scheduledDays(facts).length);
    expect(after.account?.draftDay).toBe(20);
  });

  it("moves from the month after when the new day comes before the cutoff", () => {
    const facts = program("2027-03-10", "2027-01-25");
    const days = scheduledDays(
      applyDepositPlan(facts, planned(facts, { kind: "move-draft-day", day: 12 }), new Date()),
    );
    expect(days[0]).toBe("2027-03-25");
    expect(days[1]).toBe("2027-04-12");
  });

  it("refuses the day deposits are already drawn on, and a day outside 1-28", () => {
    const facts = program("2027-03-04");
    expect(planDepositChange(facts, { kind: "move-draft-day", day: 8 })).toMatchObject({
      ok: false,
      field: "day",
      message: "Your deposits are already drawn on the 8th.",
    });
    expect(planDepositChange(facts, { kind: "move-draft-day", day: 29 })).toMatchObject({
      ok: false,
      field: "day",
    });
    expect(readDepositChange({ change: "move-draft-day", day: "31" })).toMatchObject({
      ok: false,
      field: "day",
    });
  });

  it("keeps a month a weekend rolled a deposit out of (the 27th of February 2027 is a Saturday)", () => {
    const facts = program("2026-12-20", "2027-01-27");
    const plan = planDepositChange(facts, { kind: "move-draft-day", day: 28 });
    if (!plan.ok) throw new Error(plan.message);
    const after = scheduledDays(applyDepositPlan(facts, plan, new Date()));
    // February's deposit, drawn on Monday March 1, moves to February's 28th (a Sunday): March 1 again.
    expect(after.slice(0, 4)).toEqual(["2027-01-28", "2027-03-01", "2027-03-29", "2027-04-28"]);
  });

  it("offers the 28th to a plan drawn on the 31st", () => {
    expect(draftDayChoice(program("2027-03-04", "2027-01-31"))).toBe(28);
  });

  it("never puts a deposit before the cutoff, and keeps them a month apart (a property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 400 }),
        (planDay, day, offset) => {
          const first = `2027-01-${String(planDay).padStart(2, "0")}`;
          const facts = program(addDays("2026-12-20", offset), first);
          const plan = planDepositChange(facts, { kind: "move-draft-day", day });
          if (!plan.ok) return;
          const cutoff = changeCutoff(facts.companyDay);
          for (const move of plan.moved) expect(move.to >= cutoff).toBe(true);
          const before = scheduledDays(facts);
          const after = scheduledDays(applyDepositPlan(facts, plan, new Date()));
          // As many deposits as before, a month apart (a weekend or a holiday rolls one by a few days).
          expect(after).toHaveLength(before.length);
          const firstMoved = plan.moved.map((move) => move.to).sort()[0] ?? "9999";
          const fromCutoff = after.filter((d) => d >= firstMoved);
          for (const [index, dueOn] of fromCutoff.slice(1).entries())
            expect(daysBetween(fromCutoff[index] ?? "", dueOn)).toBeGreaterThanOrEqual(24);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("an extra deposit", () => {
  const facts = program("2027-03-04");

  it("is added on a business day from the cutoff, within 60 days, $25.00 to $10,000.00", () => {
    const plan = planned(facts, { kind: "extra", onDay: "2027-03-09", amountCents: 250_00n });
    expect(plan.added).toEqual([{ dueOn: "2027-03-09", amountCents: 250_00n }]);
    const after = applyDepositPlan(facts, plan, new Date());
    expect(after.account?.deposits.filter((d) => d.kind === "extra")).toHaveLength(1);
    // It is no monthly debit of the term: the term's count is unchanged.
    expect(termDeposits(after)).toEqual(termDeposits(facts));
  });

  it("refuses a day before the cutoff, a weekend, a day past 60 days, and an amount out of bounds", () => {
    expect(planDepositChange(facts, { kind: "extra", onDay: "2027-03-08", amountCents: 250_00n })).toEqual({
      ok: false,
      field: "onDay",
      message: "Choose a business day (Monday to Friday, not a holiday) on or after Mar 9, 2027.",
    });
    expect(
      planDepositChange(facts, { kind: "extra", onDay: "2027-03-13", amountCents: 250_00n }),
    ).toMatchObject({
      field: "onDay",
    });
    expect(
      planDepositChange(facts, { kind: "extra", onDay: "2027-05-04", amountCents: 250_00n }),
    ).toMatchObject({
      field: "onDay",
      message: "Choose a day on or before May 3, 2027.",
    });
    for (const amountCents of [24_99n, 10_000_01n])
      expect(planDepositChange(facts, { kind: "extra", onDay: "2027-03-09", amountCents })).toEqual({
        ok: false,
        field: "amount",
        message: "Enter an amount between $25.00 and $10,000.00.",
      });
  });

  it("reads the amount as typed, in whole cents", () => {
    expect(readDepositChange({ change: "extra", onDay: "2027-03-09", amount: "$1,250.5" })).toEqual({
      ok: true,
      change: { kind: "extra", onDay: "2027-03-09", amountCents: 1_250_50n },
    });
    expect(readDepositChange({ change: "extra", onDay: "2027-03-09", amount: "abc" })).toMatchObject({
      field: "amount",
    });
    expect(readDepositChange({ change: "extra", onDay: "March 9", amount: "25" })).toMatchObject({
      field: "onDay",
    });
  });
});

describe("skipping a month", () => {
  it("skips the next deposit at least 3 business days away, made up at the end of the term", () => {
    const facts = program("2027-03-04");
    const next = nextChangeableDeposit(facts);
    expect(next?.dueOn).toBe("2027-04-08");
    const plan = planned(facts, { kind: "skip", depositId: next?.id ?? "" });
    const after = applyDepositPlan(facts, plan, new Date());
    const followed = withScheduleChanges(after, scheduleChanges(after));
    const before = projectProgramState(facts);
    const moved = projectProgramState(followed);
    expect(moved.covered).toBe(true);
    // One more deposit at the end: the end month moves by one.
    expect(scheduledDays(followed).at(-1)).toBe("2030-01-08");
    expect(before.endMonth).toBe("2029-12");
    expect(moved.endMonth).toBe("2030-01");
  });

  it("refuses a deposit that is not the next one", () => {
    const facts = program("2027-03-04");
    const later = facts.account?.deposits.find((d) => d.dueOn === "2027-05-10");
    expect(planDepositChange(facts, { kind: "skip", depositId: later?.id ?? "" })).toMatchObject({
      ok: false,
      message: "Only your next deposit at least 3 business days away can be skipped.",
    });
  });

  it("allows one skip in any 6 months", () => {
    const skippedApril = withStatus(program("2027-08-30"), "2027-04", "skipped");
    const september = nextChangeableDeposit(skippedApril);
    expect(september?.dueOn).toBe("2027-09-08");
    expect(planDepositChange(skippedApril, { kind: "skip", depositId: september?.id ?? "" })).toEqual({
      ok: false,
      field: "depositId",
      message: "You skipped the deposit of April 2027: the next skip can be in October 2027 or later.",
    });
    const inOctober = withStatus(program("2027-10-01"), "2027-04", "skipped");
    const october = nextChangeableDeposit(inOctober);
    expect(october?.dueOn).toBe("2027-10-08");
    expect(planDepositChange(inOctober, { kind: "skip", depositId: october?.id ?? "" }).ok).toBe(true);
  });

  it("refuses a skip that would take the program past its signed term", () => {
    // A returned deposit used one of the term's debits: the term no longer covers every debt.
    const returned = withStatus(program("2027-03-04"), "2027-02", "returned");
    const account = returned.account;
    if (!account) throw new Error("not enrolled");
    const amount = account.deposits[0]?.amountCents ?? 0n;
    const facts = { ...returned, account: { ...account, balanceCents: account.balanceCents - amount } };
    const next = nextChangeableDeposit(facts);
    expect(planDepositChange(facts, { kind: "skip", depositId: next?.id ?? "" })).toMatchObject({
      ok: false,
      message:
        "Skipping this deposit would take your program past its signed term. Call us to talk about your options.",
    });
  });
});

describe("the term counts deposits, not months", () => {
  it("adds a skipped month's deposit at the end, on the draft day", () => {
    const facts = withStatus(program("2027-03-04"), "2027-06", "skipped");
    expect(termDeposits(facts).map((d) => d.dueOn)).toEqual(["2030-01-08"]);
    const moved = { ...facts, account: facts.account ? { ...facts.account, draftDay: 20 } : null };
    expect(termDeposits(moved).map((d) => d.dueOn)).toEqual(["2030-01-22"]); // Sun Jan 20, Mon 21 a holiday
  });

  it("counts a returned deposit as one of the term's debits, an extra deposit as none", () => {
    expect(termDeposits(withStatus(program("2027-03-04"), "2027-02", "returned"))).toEqual([]);
    expect(termDeposits(program("2027-03-04"))).toEqual([]);
  });
});
