import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fullDebtAccount, validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { fieldErrors } from "../forms.ts";
import { emptyDraft } from "./draft.ts";
import { applicationSchema, applicationSteps, firstStepWithError, stepOfField } from "./schema.ts";
import { STEP_COUNT } from "./steps.ts";

// The whole application as the server checks it, and `fieldErrors`.

const schema = applicationSchema("2026-01-15");

describe("applicationSchema", () => {
  it("turns a valid draft into the stored values", () => {
    expect(schema.parse(validDraft({ debtAccounts: [validDebtAccount(), fullDebtAccount()] }))).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lovelace@test.example",
      phone: "5551234567",
      creditScore: "fair",
      employmentStatus: "self-employed",
      monthlyIncome: "4200.50",
      debtRange: "$15,001-$25,000",
      debtAccounts: [expect.objectContaining({ currentBalance: "2500.75", term: null }), expect.anything()],
      address: "1 Harbor Way, Springfield",
      state: "IL",
      dateOfBirth: "1980-04-12",
      ssnLastFour: "0042",
      debtAmount: "18250.00",
      debtTotalChoice: "total",
      agreeToTerms: true,
    });
  });

  it("drops keys the wizard does not have, such as status and userId", () => {
    const forged = {
      ...validDraft(),
      id: "00000000-0000-4000-8000-000000000000",
      userId: "00000000-0000-4000-8000-000000000001",
      status: "approved",
      enrollmentStatus: "approved",
      completionPercentage: 100,
      isComplete: true,
      approvalEmailSent: true,
      submissionId: "00000000-0000-4000-8000-000000000002",
    };
    const parsed = schema.parse(forged);
    for (const key of [
      "id",
      "userId",
      "status",
      "enrollmentStatus",
      "completionPercentage",
      "isComplete",
      "approvalEmailSent",
      "submissionId",
    ]) {
      expect(parsed, key).not.toHaveProperty(key);
    }
  });

  it("is the seven steps together: every step's fields and no others", () => {
    const steps = applicationSteps("2026-01-15");
    expect(steps).toHaveLength(STEP_COUNT);
    const stepKeys = steps.flatMap((step) => Object.keys(step.shape)).sort();
    expect(Object.keys(schema.in.shape).sort()).toEqual(stepKeys);
    expect(stepKeys).toEqual(Object.keys(emptyDraft()).sort());
  });

  it("gives one message per field for an empty draft, with the spec's wording", () => {
    const result = schema.safeParse(emptyDraft());
    expect(result.error && fieldErrors(result.error)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Please enter a valid 10-digit phone number",
      creditScore: "Credit score selection is required",
      employmentStatus: "Please select your employment status",
      monthlyIncome: "Monthly income is required",
      debtRange: "Debt range is required",
      debtAccounts: "At least one debt account is required",
      address: "Address is required",
      state: "Please select your state",
      dateOfBirth: "Date of birth is required",
      ssnLastFour: "Please enter the last 4 digits of your SSN",
      debtAmount: "Debt amount is required",
      agreeToTerms: "You must agree to the terms and conditions",
    });
  });

  it.each([null, "a string", 42, []])("refuses %j instead of an object", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe("fieldErrors", () => {
  it("keeps the first message of each path and joins nested paths with dots", () => {
    const error = new z.ZodError([
      { code: "custom", message: "first", path: ["debtAccounts", 2, "term"], input: undefined },
      { code: "custom", message: "second", path: ["debtAccounts", 2, "term"], input: undefined },
      { code: "custom", message: "other", path: ["email"], input: undefined },
    ]);
    expect(fieldErrors(error)).toEqual({ "debtAccounts.2.term": "first", email: "other" });
  });

  it("returns an empty object for no issues", () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual({});
  });
});

describe("building the schemas", () => {
  it("builds each day's schemas once and shares them", () => {
    expect(applicationSchema("2026-01-15")).toBe(schema);
    expect(applicationSteps("2026-01-15")).toBe(applicationSteps("2026-01-15"));
    const nextDay = applicationSchema("2026-01-16");
    expect(nextDay).not.toBe(schema);
    expect(applicationSchema("2026-01-16")).toBe(nextDay);
  });

  it("checks against the day it was asked for, even after another day's schema was built", () => {
    const turns18On16th = { ...validDraft(), dateOfBirth: "2008-01-16" };
    expect(applicationSchema("2026-01-16").safeParse(turns18On16th).success).toBe(true);
    expect(applicationSchema("2026-01-15").safeParse(turns18On16th).success).toBe(false);
    expect(applicationSchema("2026-01-16").safeParse(turns18On16th).success).toBe(true);
  });
});

describe("stepOfField and firstStepWithError", () => {
  it.each([
    ["firstName", 1],
    ["phone", 1],
    ["creditScore", 2],
    ["monthlyIncome", 3],
    ["debtRange", 4],
    ["debtAccounts", 5],
    ["debtAccounts.2.term", 5],
    ["ssnLastFour", 6],
    ["debtAmount", 6],
    ["state", 6],
    ["debtTotalChoice", 7],
    ["agreeToTerms", 7],
    ["", 7],
    ["status", 7],
  ])("puts %j on step %s", (path, step) => {
    expect(stepOfField(path)).toBe(step);
  });

  it("finds the earliest step with an error, or 7 when there is none", () => {
    expect(
      firstStepWithError({ debtAmount: "x", "debtAccounts.0.accountType": "y", agreeToTerms: "z" }),
    ).toBe(5);
    expect(firstStepWithError({ email: "x", agreeToTerms: "z" })).toBe(1);
    expect(firstStepWithError({})).toBe(7);
  });
});
