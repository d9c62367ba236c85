// The forms that set a password other than sign-up (issue 11): asking for a reset link, the
// page that sets a new password from that link, and Change Password (Profile Settings now, the
// admin's Settings next). The strength rules are sign-up's (password-strength.ts): the browser
// shows them, the action refuses with every reason listed.
import { z } from "#app/domain/zod.ts";
import { emailField } from "./fields.ts";
import { defineForm, type FormReply } from "./forms.ts";
import { MIN_PASSWORD_LENGTH } from "./password-score.ts";
import { MAX_PASSWORD_LENGTH, NEW_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from "./password-strength.ts";

export const PASSWORD_FORM_MESSAGES = {
  // Spec section 5, Change password.
  mismatch: "New passwords do not match",
  tooShort: PASSWORD_MESSAGES.tooShort,
  tooLong: PASSWORD_MESSAGES.tooLong,
  // Spec section 8, toasts.
  updated: "Password updated successfully",
  failed: "Failed to update password",
  currentRequired: "Enter your current password",
  newRequired: "Enter a new password",
  confirmRequired: "Confirm your new password",
  sameAsCurrent: "The new password must differ from the current one",
  // Password reset.
  linkSent:
    "If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.",
  linkInvalid:
    "This password reset link is invalid, has expired or has already been used. Ask for a new one below.",
  resetDone: "Your password has been changed. Please sign in with your new password.",
  tooManyRequests: "Too many reset requests. Please wait a while and try again.",
} as const;

const M = PASSWORD_FORM_MESSAGES;

const newPassword = z
  .string()
  .min(1, M.newRequired)
  .min(MIN_PASSWORD_LENGTH, M.tooShort)
  .min(NEW_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShortForNew)
  .max(MAX_PASSWORD_LENGTH, M.tooLong);
const confirmPassword = z.string().min(1, M.confirmRequired).max(MAX_PASSWORD_LENGTH, M.tooLong);

function confirmed<T extends { newPassword: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.confirmPassword !== "" && value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: M.mismatch });
  }
}

/** 'Forgot your password?': the address to send the link to. */
export const forgotPasswordForm = defineForm({
  fields: ["email"] as const,
  schema: z.object({ email: emailField }),
});

/** The page the reset link opens: a new password, twice. The token travels in a hidden field. */
export const resetPasswordForm = defineForm({
  fields: ["newPassword", "confirmPassword"] as const,
  secret: ["newPassword", "confirmPassword"],
  schema: z.object({ newPassword, confirmPassword }).superRefine(confirmed),
});

/** Change Password: the current one (checked by the server), then the new one twice. */
export const changePasswordForm = defineForm({
  fields: ["currentPassword", "newPassword", "confirmPassword"] as const,
  secret: ["currentPassword", "newPassword", "confirmPassword"],
  schema: z
    .object({
      currentPassword: z.string().min(1, M.currentRequired).max(MAX_PASSWORD_LENGTH, M.tooLong),
      newPassword,
      confirmPassword,
    })
    .superRefine(confirmed),
});

export type ForgotPasswordReply = FormReply<"email">;
export type ResetPasswordReply = FormReply<"newPassword" | "confirmPassword">;
export type ChangePasswordField = (typeof changePasswordForm.fields)[number];
export type ChangePasswordReply = FormReply<ChangePasswordField>;

/** A reset token as better-auth makes them (24 letters and digits); anything else is refused unread. */
export function isWellFormedResetToken(token: string): boolean {
  return /^[A-Za-z0-9]{16,64}$/.test(token);
}
