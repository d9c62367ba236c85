import { z } from "zod";
import { emailField, firstNameField, lastNameField, phoneField } from "./fields.ts";
import { MAX_PASSWORD_LENGTH } from "./password-strength.ts";

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
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const signInSchema = z.object({
  intent: z.literal("sign-in"),
  email: requiredText(AUTH_MESSAGES.signInRequired).pipe(emailField),
  password: z
    .string({ error: AUTH_MESSAGES.signInRequired })
    .min(1, AUTH_MESSAGES.signInRequired)
    .max(MAX_PASSWORD_LENGTH),
});

export const signUpSchema = z.object({
  intent: z.literal("sign-up"),
  firstName: requiredText(AUTH_MESSAGES.allRequired).pipe(firstNameField),
  lastName: requiredText(AUTH_MESSAGES.allRequired).pipe(lastNameField),
  phone: requiredText(AUTH_MESSAGES.allRequired).pipe(phoneField),
  email: requiredText(AUTH_MESSAGES.allRequired).pipe(emailField),
  password: z
    .string({ error: AUTH_MESSAGES.allRequired })
    .refine((value) => value.trim() !== "", AUTH_MESSAGES.allRequired),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Only same-origin relative paths may be a redirect target ("//evil.example" is not one). */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.includes("\\")
  ) {
    return fallback;
  }
  return target;
}

/** What the sign-in and sign-up actions answer when they refuse. */
export interface AuthActionData {
  intent: "sign-in" | "sign-up";
  /** One sentence for the whole form. */
  formError?: string;
  /** Messages shown below their field. */
  fieldErrors?: Partial<Record<"firstName" | "lastName" | "phone" | "email" | "password", string>>;
  /** Every reason the server refused the password. */
  passwordProblems?: string[];
  /** What the user typed, except the password, so nothing is lost. */
  values?: Record<string, string>;
}
