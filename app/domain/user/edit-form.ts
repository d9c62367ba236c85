// The Edit User modal (spec section 2: First Name, Last Name, Email, Phone) with the profile's
// field rules (fields.ts, as Profile Settings uses them), and the other requests of User
// Management. Parsed in the browser before sending and again in the action (decision 15).
import { z } from "#app/domain/zod.ts";
import { emailField, firstNameField, lastNameField, phoneField } from "../fields.ts";
import { defineForm, type FormReply } from "../forms.ts";

export const userEditSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
});
export type UserEditInput = z.infer<typeof userEditSchema>;
export type UserEditField = keyof UserEditInput;

export const userEditForm = defineForm({
  fields: ["firstName", "lastName", "email", "phone"] as const satisfies readonly UserEditField[],
  schema: userEditSchema,
});

/** The `intent` of each POST to /admin/users. */
export const USER_INTENTS = ["update-user", "change-role", "delete-user"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export const isUserIntent = (value: unknown): value is UserIntent =>
  typeof value === "string" && (USER_INTENTS as readonly string[]).includes(value);

/** Promote makes the user an admin, demote removes admin rights (spec section 7's two procedures, as one). */
export const ROLE_CHANGES = ["promote", "demote"] as const;
export type RoleChange = (typeof ROLE_CHANGES)[number];

export const isRoleChange = (value: unknown): value is RoleChange =>
  typeof value === "string" && (ROLE_CHANGES as readonly string[]).includes(value);

/** The answer to any User Management request: the toast, and why it was refused. */
export type UsersActionData = FormReply<UserEditField> & {
  intent: UserIntent;
  message: string;
  userId: string;
};
