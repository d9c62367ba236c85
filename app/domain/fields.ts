import { z } from "#app/domain/zod.ts";
import { emailRule, FIELD_MESSAGES, firstNameRule, lastNameRule, phoneRule } from "./field-rules.ts";
import type { FieldRule } from "./form-rules.ts";

// The shared field rules (field-rules.ts, without Zod) as Zod fields, for the forms whose schemas
// are Zod's (sign-up, the wizard, the admin's edit): each is the plain rule itself, so a form
// checked without Zod (Profile Settings) and these refuse the same things in the same words. The
// rules every text passes are in text-rules.ts.

/** A Zod field that is `rule`; anything but text is refused with `missing`. */
function zodField<T>(rule: FieldRule<T>, missing: string) {
  return z.string({ error: missing }).transform((value, context) => {
    const checked = rule(value);
    if (checked.ok) return checked.value;
    context.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  });
}

export const firstNameField = zodField(firstNameRule, FIELD_MESSAGES.firstName);
export const lastNameField = zodField(lastNameRule, FIELD_MESSAGES.lastName);
export const emailField = zodField(emailRule, FIELD_MESSAGES.email);
export const phoneField = zodField(phoneRule, FIELD_MESSAGES.phone);
