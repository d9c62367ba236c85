import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validDraft } from "#tests/support/application-draft.ts";
import { CREDIT_SCORES, EMPLOYMENT_STATUSES } from "../enums.ts";
import { fieldErrors } from "../forms.ts";
import { DEBT_BRACKETS } from "./debt-brackets.ts";
import { applicationSteps } from "./schema.ts";

// Steps 2 to 4: credit score, employment status and monthly income, debt range.

const [, creditScoreStep, financialStep, debtSelectionStep] = applicationSteps("2026-01-15");

function errorsOf(result: { error?: z.ZodError | undefined }) {
  return result.error ? fieldErrors(result.error) : {};
}

describe("step 2, Credit Score", () => {
  it.each(CREDIT_SCORES)("accepts %j", (creditScore) => {
    expect(creditScoreStep.parse({ creditScore })).toEqual({ creditScore });
  });

  it.each(["", "Excellent", "great", undefined, null, 720])("refuses %j", (creditScore) => {
    expect(errorsOf(creditScoreStep.safeParse({ creditScore }))).toEqual({
      creditScore: "Credit score selection is required",
    });
  });
});

describe("step 3, Financial Information", () => {
  const financial = (overrides: Record<string, unknown>) =>
    financialStep.safeParse({ ...validDraft(), ...overrides });

  it.each(EMPLOYMENT_STATUSES)("accepts the employment status %j", (employmentStatus) => {
    expect(financial({ employmentStatus }).data?.employmentStatus).toBe(employmentStatus);
  });

  it.each(["", "Employed", "student", undefined])("refuses the employment status %j", (employmentStatus) => {
    expect(errorsOf(financial({ employmentStatus }))).toEqual({
      employmentStatus: "Please select your employment status",
    });
  });

  it.each([
    ["1,234.50", "1234.50"],
    ["0", "0.00"],
    ["0.00", "0.00"],
    ["9,999,999.99", "9999999.99"],
    [" $3,100 ", "3100.00"],
  ])("reads the monthly income %j as %j", (monthlyIncome, stored) => {
    expect(financial({ monthlyIncome }).data?.monthlyIncome).toBe(stored);
  });

  it.each(["", "   ", undefined, null])("says 'Monthly income is required' for %j", (monthlyIncome) => {
    expect(errorsOf(financial({ monthlyIncome }))).toEqual({ monthlyIncome: "Monthly income is required" });
  });

  it.each(["-1", "-0.01", "abc", "12.345", "1.2.3", "4,200 dollars"])(
    "says 'Invalid monthly income' for %j",
    (monthlyIncome) => {
      expect(errorsOf(financial({ monthlyIncome }))).toEqual({ monthlyIncome: "Invalid monthly income" });
    },
  );

  it.each(["10,000,000", "10000000.00", "25000000"])("refuses %j as too large", (monthlyIncome) => {
    expect(errorsOf(financial({ monthlyIncome }))).toEqual({
      monthlyIncome: "Monthly income must be less than $10,000,000",
    });
  });
});

describe("step 4, Debt Selection", () => {
  it.each(DEBT_BRACKETS.map((b) => [String(b.id), b.label]))("stores the bracket %s as %j", (id, label) => {
    expect(debtSelectionStep.parse({ debtRange: id })).toEqual({ debtRange: label });
  });

  it("accepts the bracket id as a number too", () => {
    expect(debtSelectionStep.parse({ debtRange: 7 })).toEqual({ debtRange: "$100,001+" });
  });

  it.each(["0", "8", "abc", "", "-1", "1.5", "$7,500-$10,000", undefined, null, true])(
    "refuses %j with 'Debt range is required'",
    (debtRange) => {
      const result = debtSelectionStep.safeParse({ debtRange });
      expect(errorsOf(result)).toEqual({ debtRange: "Debt range is required" });
    },
  );
});
