// Admin Settings (spec section 2): the security status panel, Change Password, two-factor
// sign-in, and the spec's recommendations.
import type { FormReply } from "../forms.ts";

export const SECURITY_RECOMMENDATIONS = [
  "Change your password at least every 90 days.",
  "Use a unique password that you use nowhere else.",
  "Use a password manager to create and keep your passwords.",
  "Log out when you finish on a shared computer.",
] as const;

export const PASSWORD_MAX_AGE_DAYS = 90;

export const SETTINGS_INTENTS = [
  "change-password",
  "two-factor-enable",
  "two-factor-confirm",
  "two-factor-disable",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export type SettingsReply = FormReply<
  "password" | "code" | "currentPassword" | "newPassword" | "confirmPassword"
> & {
  /** The toast. */
  message?: string;
  /** Shown once, right after the password step of the enrolment. */
  enrolment?: { qrSvg: string; secret: string; recoveryCodes: string[] };
};

export interface SecurityStatusView {
  twoFactorEnabled: boolean;
  passwordChangedAt: string | null;
  lastSignInAt: string | null;
}

/** Whole days since `iso`, or null. */
export function daysSince(iso: string | null, now: Date = new Date()): number | null {
  if (!iso) return null;
  return Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
}
