import { describe, expect, it } from "vitest";
import { validDraft } from "#tests/support/application-draft.ts";
import { fieldErrors } from "../forms.ts";
import { applicationSteps } from "./schema.ts";

// Step 1: first name, last name, e-mail and phone (spec section 5).

const [basicInformation] = applicationSteps("2026-01-15");

function errors(overrides: Record<string, unknown>) {
  const result = basicInformation.safeParse({ ...validDraft(), ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

function parsed(overrides: Record<string, unknown>) {
  return basicInformation.parse({ ...validDraft(), ...overrides });
}

describe("step 1, Basic Information", () => {
  it("keeps the four answers, trimmed and normalised, and nothing else", () => {
    expect(parsed({})).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lovelace@test.example",
      phone: "5551234567",
    });
  });

  it.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
  ])("refuses an empty or whitespace %s with %j", (field, message) => {
    for (const value of ["", "   ", "\t", undefined, null]) {
      expect(errors({ [field]: value }), JSON.stringify(value)).toEqual({ [field]: message });
    }
  });

  it("trims names", () => {
    expect(parsed({ firstName: "  Grace ", lastName: " Hopper  " })).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
    });
  });

  it.each(["", "ada", "ada@", "ada@test", "ada lovelace@test.example", "@test.example"])(
    "refuses the e-mail %j with 'Invalid email address'",
    (email) => {
      expect(errors({ email })).toEqual({ email: "Invalid email address" });
    },
  );

  it.each([
    ["9 digits", "555123456"],
    ["11 digits", "15551234567"],
    ["letters", "555-CALL-NOW"],
    ["a country code", "+1 555 123 4567"],
    ["nothing", ""],
  ])("refuses a phone of %s with the spec's message", (_what, phone) => {
    expect(errors({ phone })).toEqual({ phone: "Please enter a valid 10-digit phone number" });
  });

  it("accepts exactly 10 digits, with or without punctuation", () => {
    expect(parsed({ phone: "5551234567" }).phone).toBe("5551234567");
    expect(parsed({ phone: "555.123.4567" }).phone).toBe("5551234567");
  });
});
