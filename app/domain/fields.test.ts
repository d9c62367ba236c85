import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { EMAIL_PATTERN, FIELD_MESSAGES } from "./field-rules.ts";
import { emailField, firstNameField, lastNameField, phoneField } from "./fields.ts";
import { isStorableText, searchText, UNSTORABLE_TEXT } from "./text-rules.ts";

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("phoneField", () => {
  it("accepts exactly 10 digits", () => {
    expect(phoneField.parse("5551234567")).toBe("5551234567");
  });

  it.each(["555123456", "55512345678", ""])("refuses %j (not 10 digits)", (value) => {
    const result = phoneField.safeParse(value);
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(FIELD_MESSAGES.phone);
  });

  it.each([
    ["(555) 123-4567", "5551234567"],
    ["555.123.4567", "5551234567"],
    ["555 123 4567", "5551234567"],
    [" 555-123-4567 ", "5551234567"],
  ])("strips the punctuation of %j", (value, expected) => {
    expect(phoneField.parse(value)).toBe(expected);
  });

  it.each(["555-CALL-NOW", "555123456a", "+15551234567"])("refuses %j", (value) => {
    const result = phoneField.safeParse(value);
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe("Please enter a valid 10-digit phone number");
  });

  it("refuses a non-string with the same message", () => {
    expect(firstError(phoneField.safeParse(5551234567))).toBe(FIELD_MESSAGES.phone);
  });
});

describe("emailField", () => {
  it("trims and lower-cases a valid address", () => {
    expect(emailField.parse("  Ada.Lovelace@Test.EXAMPLE ")).toBe("ada.lovelace@test.example");
  });

  it.each(["not-an-email", "ada@", "@test.example", "ada@test", "ada lovelace@test.example", ""])(
    "refuses %j with 'Invalid email address'",
    (value) => {
      const result = emailField.safeParse(value);
      expect(result.success).toBe(false);
      expect(firstError(result)).toBe("Invalid email address");
    },
  );

  it("refuses an address longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`;
    expect(long.length).toBeGreaterThan(254);
    expect(firstError(emailField.safeParse(long))).toBe(FIELD_MESSAGES.email);
  });
});

describe.each([
  ["firstNameField", firstNameField, "First name is required", "First name"],
  ["lastNameField", lastNameField, "Last name is required", "Last name"],
] as const)("%s", (_name, field, requiredMessage, label) => {
  it("trims a valid name", () => {
    expect(field.parse("  Ada ")).toBe("Ada");
  });

  it.each(["", "   ", "\t\n"])("refuses %j as empty", (value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(requiredMessage);
  });

  it("refuses a missing value with the required message", () => {
    expect(firstError(field.safeParse(undefined))).toBe(requiredMessage);
  });

  it("accepts 100 characters and refuses 101", () => {
    expect(field.safeParse("a".repeat(100)).success).toBe(true);
    const result = field.safeParse("a".repeat(101));
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(`${label} must be at most 100 characters`);
  });
});

describe("isStorableText", () => {
  it.each([
    ["Ada", true],
    ["line one\nline two\ttabbed\r\n", true],
    ["Zoë 李 🙂", true],
    ["Ada\u0000", false],
    ["Ada\u0007", false],
    ["Ada\u007F", false],
    ["Ada\uD800", false],
    ["\uDC00Ada", false],
  ])("%j is storable: %s", (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });

  it("makes the name fields refuse a NUL byte or a lone surrogate with a message", () => {
    expect(firstNameField.safeParse("Ada\u0000").error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    expect(lastNameField.safeParse("Love\uD800lace").error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    expect(firstNameField.parse(" Ada ")).toBe("Ada");
  });
});

describe("searchText", () => {
  it("collapses whitespace and trims, as the admin lists' searches always did", () => {
    expect(searchText("  Ada \n  Lovelace ", 100)).toBe("Ada Lovelace");
    expect(searchText(null, 100)).toBe("");
  });

  it("turns control characters into spaces and never leaves a lone surrogate, even when cut", () => {
    expect(searchText("Ada\u0000Lovelace\u0007", 100)).toBe("Ada Lovelace");
    expect(searchText("a\uD800b", 100)).toBe("a\uFFFDb");
    const cut = searchText(`${"a".repeat(99)}🏠`, 100);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(100);
  });
});

describe("EMAIL_PATTERN", () => {
  it("is the pattern z.email() checks with", () => {
    // Zod escapes a dash where it needs no escape; our linter takes those out.
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll("\\-", "-"));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
