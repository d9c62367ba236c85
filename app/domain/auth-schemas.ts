import { z } from "#app/domain/zod.ts";
import { emailField, firstNameField, lastNameField, phoneField } from "./fields.ts";
import { defineForm, type FormReply } from "./forms.ts";
import { MAX_PASSWORD_LENGTH } from "./password-strength.ts";

/** The reason /auth/callback shows when a confirmed new address belongs to another account. */
export const EMAIL_TAKEN_ERROR = "email_taken";

export const AUTH_MESSAGES = {
  allRequired: "All fields are required for registration",
  signInRequired: "Please enter your email and password",
  invalidCredentials: "Invalid email or password",
  rateLimited: "Too many sign-in attempts. Please wait a few minutes and try again.",
  accountCreated: "Account created successfully! Please sign in.",
  noAdminAccess: "You do not have admin access",
  signedOut: "Signed out successfully",
  signOutFailed: "Failed to sign out",
  generic: "An error occurred",
  weakPassword: "Please choose a stronger password:",
} as const;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, AUTH_MESSAGES.signInRequired).max(MAX_PASSWORD_LENGTH),
});

const blank = (value: string) => value.trim() === "";

/** Sign-in: e-mail and password; either one missing is one sentence for the form. */
export const signInForm = defineForm({
  fields: ["email", "password"],
  secret: ["password"],
  schema: signInSchema,
  formCheck: (values) =>
    blank(values.email) || values.password === "" ? AUTH_MESSAGES.signInRequired : undefined,
});

export const signUpSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
  email: emailField,
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

/**
 * Sign-up (spec section 5): any field missing gives 'All fields are required for registration'
 * for the whole form; then each field's own rule. The password's strength is judged by the
 * action (passwordProblems), which lists every reason.
 */
export const signUpForm = defineForm({
  fields: ["firstName", "lastName", "phone", "email", "password"],
  secret: ["password"],
  schema: signUpSchema,
  formCheck: (values) => (Object.values(values).some(blank) ? AUTH_MESSAGES.allRequired : undefined),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignUpField = (typeof signUpForm.fields)[number];

/** What the sign-in and sign-up actions answer when they refuse. */
export type AuthActionData = FormReply<SignUpField>;
