import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validDraft } from "#tests/support/application-draft.ts";
import { fieldErrors } from "../forms.ts";
import { STATES } from "../states.ts";
import { applicationSteps } from "./schema.ts";

// Steps 6 and 7: address, state, date of birth, SSN last four, debt amount; the terms.

const TODAY = "2026-01-15";
const [, , , , , details, review] = applicationSteps(TODAY);

function errorsOf(result: { error?: z.ZodError | undefined }) {
  return result.error ? fieldErrors(result.error) : {};
}
const errors = (overrides: Record<string, unknown>) =>
  errorsOf(details.safeParse({ ...validDraft(), ...overrides }));
const parsed = (overrides: Record<string, unknown>) => details.parse({ ...validDraft(), ...overrides });

describe("step 6, address", () => {
  it("trims the address", () => {
    expect(parsed({ address: "  1 Harbor Way  " }).address).toBe("1 Harbor Way");
  });

  it.each(["", "   ", undefined, null])("says 'Address is required' for %j", (address) => {
    expect(errors({ address })).toEqual({ address: "Address is required" });
  });

  it("accepts 300 characters and refuses 301", () => {
    expect(parsed({ address: "a".repeat(300) }).address).toHaveLength(300);
    expect(errors({ address: "a".repeat(301) })).toEqual({
      address: "Address must be at most 300 characters",
    });
  });
});

describe("step 6, date of birth", () => {
  it.each(["", undefined, null])("says 'Date of birth is required' for %j", (dateOfBirth) => {
    expect(errors({ dateOfBirth })).toEqual({ dateOfBirth: "Date of birth is required" });
  });

  it.each(["2003-02-29", "1990-13-01", "1899-12-31", "12/04/1980", "yesterday", 19800412])(
    "says 'Please enter a valid date of birth' for %j",
    (dateOfBirth) => {
      expect(errors({ dateOfBirth })).toEqual({ dateOfBirth: "Please enter a valid date of birth" });
    },
  );

  it.each(["2026-01-16", "2030-06-01", TODAY])("refuses %j as not in the past", (dateOfBirth) => {
    expect(errors({ dateOfBirth })).toEqual({ dateOfBirth: "Date of birth must be in the past" });
  });

  it("accepts an applicant who turns 18 today", () => {
    expect(parsed({ dateOfBirth: "2008-01-15" }).dateOfBirth).toBe("2008-01-15");
  });

  it("refuses an applicant who turns 18 tomorrow", () => {
    expect(errors({ dateOfBirth: "2008-01-16" })).toEqual({
      dateOfBirth: "Our program requires applicants aged 18 or older",
    });
  });

  it("refuses a child born yesterday with the age message", () => {
    expect(errors({ dateOfBirth: "2026-01-14" })).toEqual({
      dateOfBirth: "Our program requires applicants aged 18 or older",
    });
  });

  it("accepts a real leap day long ago", () => {
    expect(parsed({ dateOfBirth: "1960-02-29" }).dateOfBirth).toBe("1960-02-29");
  });

  it("checks against the real today when no day is given", () => {
    const [, , , , , withRealToday] = applicationSteps();
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const result = withRealToday.safeParse({ ...validDraft(), dateOfBirth: nextYear });
    expect(errorsOf(result)).toEqual({ dateOfBirth: "Date of birth must be in the past" });
  });
});

describe("step 6, SSN last four", () => {
  it.each(["0000", "0042", "9999"])("accepts %j", (ssnLastFour) => {
    expect(parsed({ ssnLastFour }).ssnLastFour).toBe(ssnLastFour);
  });

  it.each(["123", "12345", "", "12a4", "••••", " 1234", "12 34", "१२३४", undefined, 1234])(
    "refuses %j with the spec's message",
    (ssnLastFour) => {
      expect(errors({ ssnLastFour })).toEqual({ ssnLastFour: "Please enter the last 4 digits of your SSN" });
    },
  );
});

describe("step 6, debt amount", () => {
  it.each([
    ["1,234.50", "1234.50"],
    ["0.01", "0.01"],
    ["7500", "7500.00"],
    ["9,999,999.99", "9999999.99"],
  ])("reads %j as %j", (debtAmount, stored) => {
    expect(parsed({ debtAmount }).debtAmount).toBe(stored);
  });

  it.each(["", "  ", undefined, null])("says 'Debt amount is required' for %j", (debtAmount) => {
    expect(errors({ debtAmount })).toEqual({ debtAmount: "Debt amount is required" });
  });

  it.each(["0", "0.00", "-1", "-0.01", "abc", "1.234", "12,50.5.0"])(
    "says 'Invalid debt amount' for %j",
    (debtAmount) => {
      expect(errors({ debtAmount })).toEqual({ debtAmount: "Invalid debt amount" });
    },
  );

  it.each(["10,000,000", "10000000.00", "99999999999"])("refuses %j as too large", (debtAmount) => {
    expect(errors({ debtAmount })).toEqual({ debtAmount: "Debt amount must be less than $10,000,000" });
  });
});

describe("step 6, state (issue 21)", () => {
  const offered = STATES.filter((state) => state.availability !== "not-available");
  const notOffered = STATES.filter((state) => state.availability === "not-available");

  it("lists the 50 states and DC, some of them not offered", () => {
    expect(STATES).toHaveLength(51);
    expect(new Set(STATES.map((state) => state.code)).size).toBe(51);
    expect(notOffered.length).toBeGreaterThan(0);
  });

  it.each(offered.map((state) => [state.code, state.availability]))(
    "accepts %s (%s) and keeps its USPS code",
    (code) => {
      expect(parsed({ state: code }).state).toBe(code);
    },
  );

  it.each(notOffered.map((state) => [state.code, state.name]))(
    "refuses %s, saying the program is not offered in %s and where to turn",
    (code, name) => {
      expect(errors({ state: code })).toEqual({
        state: `Our program is not available in ${name}. See where it is offered on our State Availability page, or get free help from a nonprofit credit counselor through the NFCC (nfcc.org).`,
      });
    },
  );

  it.each(["", undefined, null, "ZZ", "ny", "New York", "PR", 42, ["NY"]])(
    "says 'Please select your state' for %j",
    (state) => {
      expect(errors({ state })).toEqual({ state: "Please select your state" });
    },
  );
});

describe("step 7, the terms", () => {
  it("accepts true", () => {
    expect(review.parse({ agreeToTerms: true })).toEqual({ agreeToTerms: true, debtTotalChoice: null });
  });

  it.each([false, "true", "on", 1, undefined, null])("refuses %j", (agreeToTerms) => {
    expect(errorsOf(review.safeParse({ agreeToTerms }))).toEqual({
      agreeToTerms: "You must agree to the terms and conditions",
    });
  });
});
