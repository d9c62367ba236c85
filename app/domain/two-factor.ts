// Two-factor sign-in (issue 12 for admins, issue 20 for customers too): the forms of the
// sign-in's second step and of the enrollment (Admin Settings, Profile Settings), and what they say.
import { z } from "#app/domain/zod.ts";
import { defineForm, type FormReply } from "./forms.ts";
import { MAX_PASSWORD_LENGTH } from "./password-strength.ts";

export const TWO_FACTOR_MESSAGES = {
  codeFormat: "Enter the 6-digit code from your authenticator app",
  recoveryFormat: "Enter one of your recovery codes, like abcde-12345",
  wrongCode: "The code is not correct. Please try again.",
  codeUsed: "This code has already been used. Please wait for the next code in your app.",
  wrongRecoveryCode: "This recovery code is not correct or has already been used.",
  tooMany: "Too many wrong codes. Please wait a few minutes, then sign in again.",
  expired: "Your sign-in has timed out. Please sign in again.",
  passwordRequired: "Enter your password",
  wrongPassword: "The password is not correct",
  enrolStarted: "Scan the QR code, then enter the code your app shows.",
  enabled: "Two-factor sign-in is on",
  alreadyOn: "Two-factor sign-in is already on. Turn it off first to set up a new app.",
  disabled: "Two-factor sign-in is off",
  failed: "Two-factor sign-in could not be changed. Please try again.",
  banner: "Protect your admin account: turn on two-factor sign-in in Settings.",
  requiredBanner:
    "Two-factor sign-in is required for every admin. Turn it on below to open the rest of the back office.",
  requiredCannotDisable: "Two-factor sign-in is required for every admin, so it cannot be turned off.",
} as const;

const M = TWO_FACTOR_MESSAGES;

/** The forms of the two-factor card (Admin Settings, Profile Settings). */
export type TwoFactorSettingsIntent = "two-factor-enable" | "two-factor-confirm" | "two-factor-disable";

/** What the enrollment shows: the QR code, its key and the recovery codes. */
export interface TwoFactorEnrollment {
  qrSvg: string;
  secret: string;
  recoveryCodes: string[];
}

/** What turning two-factor sign-in on or off answers. */
export type TwoFactorSettingsReply = FormReply<"password" | "code"> & {
  /** The toast. */
  message?: string;
  /**
   * Right after the password step of the enrollment, and again with a refused code (a page posted
   * without JavaScript has nothing else to show it from).
   */
  enrollment?: TwoFactorEnrollment;
};

/**
 * The confirm form's hidden field carrying back the recovery codes it shows, separated by spaces:
 * one field, as no form of ours sends a field twice (server/request-body.ts refuses it).
 */
export const RECOVERY_CODES_FIELD = "recoveryCodes";

/**
 * The confirm form's hidden field carrying back the key it shows: the enrollment is shown again
 * only to a form that already holds it, so a session alone (no password) cannot read a pending key.
 */
export const ENROLLMENT_KEY_FIELD = "enrollmentKey";

export const totpCodeForm = defineForm({
  fields: ["code"] as const,
  secret: ["code"],
  schema: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, M.codeFormat),
  }),
});

export const recoveryCodeForm = defineForm({
  fields: ["recoveryCode"] as const,
  secret: ["recoveryCode"],
  schema: z.object({
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, M.recoveryFormat)
      // The codes are made as abcde-12345; typed without the dash they are the same code.
      .transform((code) => (code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  }),
});

/** Turning two-factor sign-in on or off asks for the password again. */
export const confirmPasswordForm = defineForm({
  fields: ["password"] as const,
  secret: ["password"],
  schema: z.object({ password: z.string().min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH) }),
});
