import { z } from "#app/domain/zod.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "./text-rules.ts";

// Field rules shared by every form (sign-up, wizard, profile, admin edit), with the
// spec's messages (section 5). Whitespace-only input counts as empty. The rules every text
// passes are in text-rules.ts, without Zod, so a page's browser code can use them alone.

export const FIELD_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  phone: "Please enter a valid 10-digit phone number",
} as const;

const MAX_NAME = 100;

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
