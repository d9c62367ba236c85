// The Profile Settings form (spec section 5: first name, last name, email, phone, all
// required), with the wizard's field rules and messages, in the browser and the action.
import { z } from "#app/domain/zod.ts";
import { emailField, firstNameField, lastNameField, phoneField } from "../fields.ts";
import { defineForm } from "../forms.ts";

export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  /** Needed only when the e-mail address changes (issue 11); checked by the server. */
  currentPassword: z.string().max(128, "Password must be at most 128 characters").default(""),
});

export type ProfileInput = z.infer<typeof profileSchema>;
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
