import { z } from "#app/domain/zod.ts";

// Field rules shared by every form (sign-up, wizard, profile, admin edit), with the
// spec's messages (section 5). Whitespace-only input counts as empty.

export const FIELD_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  phone: "Please enter a valid 10-digit phone number",
} as const;

const MAX_NAME = 100;

/**
 * The one rule for every free-text field (issue 13): the name fields and the wizard's texts use it
 * in their schemas, and `parseSubmission` (forms.ts) applies it to every field of every form.
 * True for text a form may store: no control characters (tab and line breaks aside) and no lone
 * UTF-16 surrogate, which PostgreSQL refuses (a NUL byte) or stores as garbage (issue 13).
 */
export function isStorableText(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value) && value.isWellFormed();
}

export const UNSTORABLE_TEXT = "Contains characters that cannot be stored";

/**
 * A one-line field (a name, an address, an e-mail, a creditor: every field but a message's body)
 * holds no line break at all: CR, LF, NEL and the Unicode line and paragraph separators (issue 20:
 * a name with a bare line feed split the rows of Export Users, and the new row's first cell
 * escaped the formula check). `parseSubmission` applies it to every field a form does not declare
 * `multiline`, and the wizard's schemas to each of their text fields.
 */
export function isOneLine(value: string): boolean {
  return !/[\r\n\u0085\u2028\u2029]/.test(value);
}

export const ONE_LINE_TEXT = "Line breaks are not allowed here";

/**
 * A search typed in an admin list, as the database compares it: control characters become
 * spaces, whitespace is collapsed, and it is cut at `max` without leaving half a surrogate pair
 * (a NUL in `?q=` used to fail the query with a 500; issue 13).
 */
export function searchText(value: string | null | undefined, max: number): string {
  return (
    (value ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it replaces.
      .replace(/[\u0000-\u001F\u007F]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
      .toWellFormed()
  );
}

export const firstNameField = z
  .string({ error: FIELD_MESSAGES.firstName })
  .trim()
  .min(1, FIELD_MESSAGES.firstName)
  .max(MAX_NAME, `First name must be at most ${MAX_NAME} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT)
  .refine(isOneLine, ONE_LINE_TEXT);

export const lastNameField = z
  .string({ error: FIELD_MESSAGES.lastName })
  .trim()
  .min(1, FIELD_MESSAGES.lastName)
  .max(MAX_NAME, `Last name must be at most ${MAX_NAME} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT)
  .refine(isOneLine, ONE_LINE_TEXT);

export const emailField = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, FIELD_MESSAGES.email)
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

/** Exactly 10 digits; spaces, dashes, dots and brackets typed around them are removed. */
export const phoneField = z
  .string({ error: FIELD_MESSAGES.phone })
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, FIELD_MESSAGES.phone));
