// Admin Settings (spec section 2): the security status panel, Change Password, two-factor
// sign-in, and the spec's recommendations.
import type { FormReply } from "../forms.ts";
import { formatDateTimeIn } from "../time-zone.ts";

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
  /** Shown once, right after the password step of the enrollment. */
  enrollment?: { qrSvg: string; secret: string; recoveryCodes: string[] };
};

/**
 * The security status as shown, built on the server: its moments in the admin's own time zone,
 * named ("Nov 26, 2026, 7:35 PM MST"), so the server's render and the browser's are the same
 * text (issue 21: formatting in the browser's zone threw React #418 for an admin not on UTC).
 */
export interface SecurityStatusView {
  twoFactorEnabled: boolean;
  /** "Nov 26, 2026, 7:35 PM MST", or "Not known". */
  passwordChanged: string;
  /** The password is PASSWORD_MAX_AGE_DAYS days old or more. */
  passwordStale: boolean;
  lastSignIn: string;
}

export const NOT_KNOWN = "Not known";

/** Whole days from `then` to `now`, or null. */
export function daysSince(then: Date | null, now: Date): number | null {
  if (!then) return null;
  return Math.floor((now.getTime() - then.getTime()) / 86_400_000);
}

export function securityStatusView(
  status: { twoFactorEnabled: boolean; passwordChangedAt: Date | null; lastSignInAt: Date | null },
  now: Date,
  timeZone: string,
): SecurityStatusView {
  const when = (moment: Date | null) => (moment ? formatDateTimeIn(moment, timeZone) : NOT_KNOWN);
  const age = daysSince(status.passwordChangedAt, now);
  return {
    twoFactorEnabled: status.twoFactorEnabled,
    passwordChanged: when(status.passwordChangedAt),
    passwordStale: age !== null && age >= PASSWORD_MAX_AGE_DAYS,
    lastSignIn: when(status.lastSignInAt),
  };
}
