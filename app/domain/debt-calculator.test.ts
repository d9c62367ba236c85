import { describe, expect, it } from "vitest";
import {
  applyHref,
  type CalculatorAssumptions,
  type CalculatorValues,
  calculateDebtOptions,
  compareDebtOptions,
  consolidationLoanPlan,
  CALCULATOR_MESSAGES as M,
  minimumPaymentPlan,
  programPlan,
} from "./debt-calculator.ts";
import { formatMonths, formatUsd } from "./format.ts";

const ASSUMPTIONS: CalculatorAssumptions = {
  program: { settlementPercent: 45, feePercentOfSavings: 25, minMonths: 24, maxMonths: 48 },
  loan: { apr: 12, months: 60 },
};

/** An independent month-by-month amortization: interest first, then the payment. */
function simulate(debt: number, apr: number, payment: number) {
  const rate = apr / 100 / 12;
  let balance = debt;
  let months = 0;
  let interest = 0;
  while (balance > 1e-9 && months < 10_000) {
    const charge = balance * rate;
    interest += charge;
    balance = balance + charge - Math.min(payment, balance + charge);
    months += 1;
  }
  return { months, interest };
}

const values = (debt: string, apr: string, payment: string): CalculatorValues => ({ debt, apr, payment });
describe("minimumPaymentPlan", () => {
  it("matches a month-by-month simulation for $20,000 at 22% paying $500", () => {
    const plan = minimumPaymentPlan({ debt: 20000, apr: 22, payment: 500 });
    const expected = simulate(20000, 22, 500);
    expect(expected.months).toBe(73);
    expect(plan).toMatchObject({ kind: "pays-off", months: expected.months });
    if (plan.kind !== "pays-off") throw new Error("expected a payoff");
    expect(plan.totalInterest).toBeCloseTo(expected.interest, 6);
    expect(plan.totalPaid).toBeCloseTo(20000 + expected.interest, 6);
    expect(formatUsd(plan.totalInterest)).toBe(formatUsd(expected.interest));
  });

  it("matches hand-checked cases at 12% APR (1% a month)", () => {
    // $1,000 paying $600. Month 1: interest $10, balance 1,010 - 600 = $410.
    // Month 2: interest $4.10, final payment $414.10. Two months, $14.10 interest.
    const short = minimumPaymentPlan({ debt: 1000, apr: 12, payment: 600 });
    expect(short).toMatchObject({ kind: "pays-off", months: 2 });
    if (short.kind !== "pays-off") throw new Error("expected a payoff");
    expect(short.totalInterest).toBeCloseTo(14.1, 9);
    expect(short.totalPaid).toBeCloseTo(1014.1, 9);
    // $1,000 paying $500. Month 1: $10 interest, balance $510. Month 2: $5.10 interest, balance
    // $15.10. Month 3: $0.151 interest, final payment $15.251. Three months, $15.251 interest.
    const longer = minimumPaymentPlan({ debt: 1000, apr: 12, payment: 500 });
    expect(longer).toMatchObject({ kind: "pays-off", months: 3 });
    if (longer.kind !== "pays-off") throw new Error("expected a payoff");
    expect(longer.totalInterest).toBeCloseTo(15.251, 9);
  });

  it.each([
    [5000, 18, 150],
    [7500, 29.99, 200],
    [12500, 9.5, 1000],
    [300, 24, 1000],
    [60000, 15, 1200],
    [1, 100, 1],
  ])("matches the simulation for $%d at %d%% paying $%d", (debt, apr, payment) => {
    const plan = minimumPaymentPlan({ debt, apr, payment });
    const expected = simulate(debt, apr, payment);
    if (plan.kind !== "pays-off") throw new Error("expected a payoff");
    expect(plan.months).toBe(expected.months);
    expect(plan.totalInterest).toBeCloseTo(expected.interest, 4);
  });

  it("pays off an exact number of months without a zero last payment", () => {
    expect(minimumPaymentPlan({ debt: 1000, apr: 0, payment: 250 })).toEqual({
      kind: "pays-off",
      months: 4,
      totalInterest: 0,
      totalPaid: 1000,
    });
    const plan = minimumPaymentPlan({ debt: 1200, apr: 0, payment: 500 });
    expect(plan).toMatchObject({ months: 3, totalInterest: 0 });
  });

  it("says never when the payment does not cover the first month's interest", () => {
    // $20,000 at 24% costs $400 interest in the first month.
    expect(minimumPaymentPlan({ debt: 20000, apr: 24, payment: 300 })).toEqual({
      kind: "never",
      firstMonthInterest: 400,
    });
    expect(minimumPaymentPlan({ debt: 20000, apr: 24, payment: 400 }).kind).toBe("never");
    expect(minimumPaymentPlan({ debt: 20000, apr: 24, payment: 400.01 }).kind).toBe("pays-off");
  });
});

describe("programPlan", () => {
  it("settles each debt for 45%, charges 25% of the amount saved, and spreads the total over 24 to 48 months", () => {
    expect(programPlan(24000, ASSUMPTIONS.program)).toEqual({
      settlements: 10800,
      amountSaved: 13200,
      fee: 3300,
      totalPaid: 14100,
      estimatedSavings: 9900,
      estimatedSavingsPercent: 41,
      minMonths: 24,
      maxMonths: 48,
      monthlyLow: 293.75,
      monthlyHigh: 587.5,
    });
  });

  it("links to the wizard with the debt to the cent, whole dollars without a point", () => {
    expect(applyHref(20000)).toBe("/apply?debt=20000");
    // The cents typed are kept (issue 43); a float's noise is not.
    expect(applyHref(12500.5)).toBe("/apply?debt=12500.50");
    expect(applyHref(12500.49)).toBe("/apply?debt=12500.49");
    expect(applyHref(28450.75)).toBe("/apply?debt=28450.75");
    expect(applyHref(0.1 + 0.2 + 28450)).toBe("/apply?debt=28450.30");
  });
});

describe("consolidationLoanPlan", () => {
  it("uses the annuity formula: $20,000 at 12% over 60 months is $444.89 a month", () => {
    const loan = consolidationLoanPlan(20000, ASSUMPTIONS.loan);
    expect(loan.monthlyPayment).toBeCloseTo(444.889, 3);
    expect(loan.totalInterest).toBeCloseTo(444.889 * 60 - 20000, 1);
    expect(formatUsd(loan.totalInterest)).toBe("$6,693");
  });

  it("handles a 0% loan", () => {
    expect(consolidationLoanPlan(6000, { apr: 0, months: 60 })).toMatchObject({
      monthlyPayment: 100,
      totalInterest: 0,
      totalPaid: 6000,
    });
  });
});

describe("calculateDebtOptions", () => {
  it("compares all three options for valid input", () => {
    const outcome = calculateDebtOptions(values("20,000", "22", "500"), ASSUMPTIONS);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.comparison).toEqual(
      compareDebtOptions({ debt: 20000, apr: 22, payment: 500 }, ASSUMPTIONS),
    );
    expect(outcome.comparison.program.estimatedSavings).toBe(8250);
  });

  it("returns the errors for invalid input", () => {
    expect(calculateDebtOptions(values("", "22", "500"), ASSUMPTIONS)).toEqual({
      ok: false,
      errors: { debt: M.debtRequired },
    });
  });

  it.each([
    ["10,000,000", "100", "0.01"],
    ["10,000,000", "0.0001", "833.34"],
    ["10,000,000", "0.0001", "10,000,000"],
    ["1", "0", "0.000001"],
    ["1", "100", "10,000,000"],
    ["10,000,000", "99.99999", "833333.25"],
    ["10,000,000", "0.000001", "8.34"],
  ])("never produces NaN or Infinity (debt %s, APR %s, payment %s)", (debt, apr, payment) => {
    const outcome = calculateDebtOptions(values(debt, apr, payment), ASSUMPTIONS);
    expect(outcome.ok).toBe(true);
    const text = JSON.stringify(outcome, (_key, value) =>
      typeof value === "number" && !Number.isFinite(value) ? "NOT-FINITE" : value,
    );
    expect(text).not.toContain("NOT-FINITE");
    expect(text).not.toContain("null");
    if (!outcome.ok) return;
    const { minimum } = outcome.comparison;
    if (minimum.kind === "pays-off") {
      expect(minimum.months).toBeGreaterThanOrEqual(1);
      expect(minimum.totalInterest).toBeGreaterThanOrEqual(0);
      expect(formatMonths(minimum.months)).not.toMatch(/NaN|Infinity/);
    }
  });
});
