import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, signInForm, signUpForm } from "./auth-schemas.ts";
import { parseSubmission } from "./forms.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(555) 123-4567",
  email: "Ada@Test.Example",
  password: "Harbor-Light-42",
};

const FIELDS = ["firstName", "lastName", "phone", "email", "password"] as const;

describe("the sign-up form", () => {
  it("accepts a complete sign-up and normalises it", () => {
    const submission = parseSubmission(signUpForm, valid);
    expect(submission.ok && submission.data).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "5551234567",
      email: "ada@test.example",
      password: "Harbor-Light-42",
    });
  });

  it.each(FIELDS)("refuses a missing %s with the all-fields message, for the whole form", (field) => {
    const input: Record<string, string> = { ...valid };
    delete input[field];
    const submission = parseSubmission(signUpForm, input);
    expect(submission).toMatchObject({ ok: false, formMessage: AUTH_MESSAGES.allRequired, fieldErrors: {} });
  });

  it.each(FIELDS)("refuses a whitespace-only %s with the all-fields message", (field) => {
    const submission = parseSubmission(signUpForm, { ...valid, [field]: "   " });
    expect(submission).toMatchObject({
      ok: false,
      formMessage: "All fields are required for registration",
      fieldErrors: {},
    });
  });

  it("gives the field's own message when the value is present but invalid", () => {
    const submission = parseSubmission(signUpForm, { ...valid, phone: "12345", email: "nope" });
    expect(submission.ok).toBe(false);
    expect(!submission.ok && submission.formMessage).toBeUndefined();
    expect(!submission.ok && submission.fieldErrors).toEqual({
      phone: "Please enter a valid 10-digit phone number",
      email: "Invalid email address",
    });
  });

  it("keeps the password exactly as typed (no trimming), and never echoes it back", () => {
    const submission = parseSubmission(signUpForm, { ...valid, password: "  spaced out  " });
    expect(submission.ok && submission.data.password).toBe("  spaced out  ");
    expect(submission.values).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "(555) 123-4567",
      email: "Ada@Test.Example",
    });
  });
});

describe("the sign-in form", () => {
  it("accepts an e-mail and password", () => {
    const submission = parseSubmission(signInForm, { email: " ADA@test.example ", password: "x" });
    expect(submission.ok && submission.data).toEqual({ email: "ada@test.example", password: "x" });
  });

  it.each([
    { email: "", password: "secret" },
    { email: "   ", password: "secret" },
    { email: "ada@test.example", password: "" },
    { password: "secret" },
  ])("refuses %j with the sign-in message", (fields) => {
    const submission = parseSubmission(signInForm, fields);
    expect(submission).toMatchObject({
      ok: false,
      formMessage: AUTH_MESSAGES.signInRequired,
      fieldErrors: {},
    });
  });

  it("refuses a malformed e-mail below its field", () => {
    const submission = parseSubmission(signInForm, { email: "nope", password: "secret" });
    expect(submission).toMatchObject({ ok: false, fieldErrors: { email: "Invalid email address" } });
    expect(submission.values).toEqual({ email: "nope" });
  });
});
