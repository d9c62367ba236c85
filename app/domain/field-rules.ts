import type { FieldRule } from "./form-rules.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "./text-rules.ts";

// Field rules shared by every form (sign-up, wizard, profile, admin edit), with the spec's
// messages (section 5), as plain functions without Zod: Profile Settings checks them in the
// browser without loading it (issue 42), and fields.ts builds the Zod fields of the other forms
// on these same functions. Whitespace-only input counts as empty.

export const FIELD_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  phone: "Please enter a valid 10-digit phone number",
} as const;

const MAX_NAME = 100;
const MAX_EMAIL = 254;

/**
 * The address pattern Zod's `z.email()` checked before these rules left Zod (zod/v4/core's
 * `regexes.email`; fields.test.ts keeps the two the same): dot-separated local parts, a domain of
 * labels and a top-level domain of two letters or more.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function nameRule(required: string, label: string): FieldRule {
  return (typed) => {
    const value = typed.trim();
    if (value.length === 0) return { ok: false, message: required };
    if (value.length > MAX_NAME)
      return { ok: false, message: `${label} must be at most ${MAX_NAME} characters` };
    if (!isStorableText(value)) return { ok: false, message: UNSTORABLE_TEXT };
    if (!isOneLine(value)) return { ok: false, message: ONE_LINE_TEXT };
    return { ok: true, value };
  };
}

export const firstNameRule = nameRule(FIELD_MESSAGES.firstName, "First name");
export const lastNameRule = nameRule(FIELD_MESSAGES.lastName, "Last name");

/** Trimmed and lower-cased. */
export const emailRule: FieldRule = (typed) => {
  const value = typed.trim().toLowerCase();
  return value.length <= MAX_EMAIL && EMAIL_PATTERN.test(value)
    ? { ok: true, value }
    : { ok: false, message: FIELD_MESSAGES.email };
};

/** Exactly 10 digits; spaces, dashes, dots and brackets typed around them are removed. */
export const phoneRule: FieldRule = (typed) => {
  const value = typed.replace(/[\s().-]/g, "");
  return /^\d{10}$/.test(value) ? { ok: true, value } : { ok: false, message: FIELD_MESSAGES.phone };
};
