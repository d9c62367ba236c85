// The Profile Settings form (spec section 5: first name, last name, email, phone, all
// required), with the wizard's field rules and messages, in the browser and the action.
import { z } from "zod";
import { emailField, firstNameField, lastNameField, phoneField } from "../fields.ts";
import { defineForm } from "../forms.ts";

export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ProfileField = keyof ProfileInput;

export const profileForm = defineForm({
  fields: ["firstName", "lastName", "email", "phone"] as const satisfies readonly ProfileField[],
  schema: profileSchema,
});
