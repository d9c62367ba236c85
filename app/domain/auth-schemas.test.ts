import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, safeRedirect, signInSchema, signUpSchema } from "./auth-schemas.ts";

const valid = {
  intent: "sign-up",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(555) 123-4567",
  email: "Ada@Test.Example",
  password: "Harbor-Light-42",
};

const FIELDS = ["firstName", "lastName", "phone", "email", "password"] as const;

describe("signUpSchema", () => {
  it("accepts a complete sign-up and normalises it", () => {
    expect(signUpSchema.parse(valid)).toEqual({
      intent: "sign-up",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "5551234567",
      email: "ada@test.example",
      password: "Harbor-Light-42",
    });
  });

  it.each(FIELDS)("refuses a missing %s with the all-fields message", (field) => {
    const input: Record<string, string> = { ...valid };
    delete input[field];
    const result = signUpSchema.safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(messages).toEqual([AUTH_MESSAGES.allRequired]);
  });

  it.each(FIELDS)("refuses a whitespace-only %s with the all-fields message", (field) => {
    const result = signUpSchema.safeParse({ ...valid, [field]: "   " });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(messages).toEqual(["All fields are required for registration"]);
  });

  it("gives the field's own message when the value is present but invalid", () => {
    const result = signUpSchema.safeParse({ ...valid, phone: "12345", email: "nope" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(byField).toEqual({
      phone: "Please enter a valid 10-digit phone number",
      email: "Invalid email address",
    });
  });

  it("keeps the password exactly as typed (no trimming)", () => {
    expect(signUpSchema.parse({ ...valid, password: "  spaced out  " }).password).toBe("  spaced out  ");
  });
});

describe("signInSchema", () => {
  it("accepts an e-mail and password", () => {
    expect(signInSchema.parse({ intent: "sign-in", email: " ADA@test.example ", password: "x" })).toEqual({
      intent: "sign-in",
      email: "ada@test.example",
      password: "x",
    });
  });

  it.each([
    { email: "", password: "secret" },
    { email: "ada@test.example", password: "" },
    { password: "secret" },
  ])("refuses %j with the sign-in message", (fields) => {
    const result = signInSchema.safeParse({ intent: "sign-in", ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.signInRequired);
  });
});

describe("safeRedirect", () => {
  it.each(["/dashboard", "/admin/applications?page=2", "/"])("keeps the same-origin path %j", (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil",
    "\\\\evil.example",
    "",
    "dashboard",
    "javascript:alert(1)",
  ])("falls back for %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/dashboard")).toBe("/dashboard");
  });

  it.each([undefined, null, 42, ["/dashboard"], { path: "/dashboard" }])(
    "falls back for the non-string %j",
    (target) => {
      expect(safeRedirect(target, "/auth")).toBe("/auth");
    },
  );
});
