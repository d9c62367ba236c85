// The Profile Settings form (spec section 5: first name, last name, email, phone, all
// required), with the wizard's field rules and messages, in the browser and the action. Plain
// rules (field-rules.ts), so Profile Settings loads no Zod (issue 42).
import { emailRule, firstNameRule, lastNameRule, phoneRule } from "../field-rules.ts";
import { fieldsSchema, upTo } from "../form-rules.ts";
import { defineForm, type SchemaOutput } from "../forms.ts";
import { MAX_PASSWORD_LENGTH } from "../password-strength.ts";

export const profileSchema = fieldsSchema({
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  phone: phoneRule,
  /** Needed only when the e-mail address changes (issue 11); checked by the server. */
  currentPassword: upTo(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

export type ProfileInput = SchemaOutput<typeof profileSchema>;
export type ProfileField = keyof ProfileInput;

export const profileForm = defineForm({
  fields: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "currentPassword",
  ] as const satisfies readonly ProfileField[],
  schema: profileSchema,
  secret: ["currentPassword"],
});

/** What the profile form says when an e-mail change lacks the right current password. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: "Enter your current password to change your e-mail address",
  wrong: "The current password is not correct",
  tooMany: "Too many wrong passwords. Please wait a few minutes and try again.",
  nothingChanged: "Nothing was changed. Your current password is needed to change your e-mail address.",
} as const;
