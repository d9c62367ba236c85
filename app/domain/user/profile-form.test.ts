import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../field-rules.ts";
import { profileSchema } from "./profile-form.ts";

const VALID = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: " Ada@Example.COM ",
  phone: "(555) 123-4567",
};

/** What the schema keeps of an accepted profile. */
function parsed(input: Record<string, string>) {
  const result = profileSchema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

function errorsOf(input: Record<string, string>): Record<string, string | undefined> {
  const result = profileSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("profileSchema", () => {
  it("accepts a complete profile, trimmed, with the e-mail lower-cased and the phone as 10 digits", () => {
    expect(parsed(VALID)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "5551234567",
      currentPassword: "",
    });
  });

  it("keeps the current password as typed and refuses one over 128 characters", () => {
    expect(parsed({ ...VALID, currentPassword: " s3cret " }).currentPassword).toBe(" s3cret ");
    expect(errorsOf({ ...VALID, currentPassword: "x".repeat(129) }).currentPassword).toBe(
      "Password must be at most 128 characters",
    );
  });

  it("requires every field, with the wizard's messages", () => {
    expect(errorsOf({})).toEqual({
      firstName: FIELD_MESSAGES.firstName,
      lastName: FIELD_MESSAGES.lastName,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
    });
  });

  it("counts whitespace-only values as missing", () => {
    expect(errorsOf({ ...VALID, firstName: "   ", lastName: "\t" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("refuses a malformed e-mail and phone with the spec's messages", () => {
    expect(errorsOf({ ...VALID, email: "ada@", phone: "555-1234" })).toEqual({
      email: "Invalid email address",
      phone: "Please enter a valid 10-digit phone number",
    });
  });

  it("refuses names longer than 100 characters", () => {
    expect(errorsOf({ ...VALID, firstName: "A".repeat(101) }).firstName).toBe(
      "First name must be at most 100 characters",
    );
  });
});
