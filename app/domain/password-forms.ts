// The forms that set a password other than sign-up (issue 11): asking for a reset link, the
// page that sets a new password from that link, and Change Password (Profile Settings now, the
// admin's Settings next). The strength rules are sign-up's (password-strength.ts): the browser
// shows them, the action refuses with every reason listed. Plain rules (form-rules.ts), so a page
// with one of these forms checks it without loading Zod (issue 42).
import { emailRule } from "./field-rules.ts";
import { checkFields, type FieldRule, fieldsSchema, ruleSchema } from "./form-rules.ts";
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

/** Kept as typed: a password is never trimmed. */
const newPassword: FieldRule = (value) => {
  if (value.length === 0) return { ok: false, message: M.newRequired };
  if (value.length < MIN_PASSWORD_LENGTH) return { ok: false, message: M.tooShort };
  if (value.length < NEW_PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooShortForNew };
  if (value.length > MAX_PASSWORD_LENGTH) return { ok: false, message: M.tooLong };
  return { ok: true, value };
};

function requiredPassword(required: string): FieldRule {
  return (value) => {
    if (value.length === 0) return { ok: false, message: required };
    if (value.length > MAX_PASSWORD_LENGTH) return { ok: false, message: M.tooLong };
    return { ok: true, value };
  };
}

/**
 * Each field by its rule, and the confirmation the same as the new password (said under the
 * confirmation, unless it is refused for itself or still empty).
 */
function confirmedSchema<R extends { newPassword: FieldRule; confirmPassword: FieldRule }>(rules: R) {
  const fields = Object.keys(rules) as (keyof R & string)[];
  return ruleSchema(fields, (values) => {
    const checked = checkFields(rules, values);
    const { newPassword: typed, confirmPassword: confirmation } = values as Record<string, string>;
    if (confirmation === "" || typed === confirmation) return checked;
    const fieldErrors: Partial<Record<keyof R & string, string>> = checked.ok ? {} : checked.fieldErrors;
    return {
      ok: false,
      fieldErrors: { ...fieldErrors, confirmPassword: fieldErrors.confirmPassword ?? M.mismatch },
    };
  });
}

/** 'Forgot your password?': the address to send the link to. */
export const forgotPasswordForm = defineForm({
  fields: ["email"] as const,
  schema: fieldsSchema({ email: emailRule }),
});

/** The page the reset link opens: a new password, twice. The token travels in a hidden field. */
export const resetPasswordForm = defineForm({
  fields: ["newPassword", "confirmPassword"] as const,
  secret: ["newPassword", "confirmPassword"],
  schema: confirmedSchema({ newPassword, confirmPassword: requiredPassword(M.confirmRequired) }),
});

/** Change Password: the current one (checked by the server), then the new one twice. */
export const changePasswordForm = defineForm({
  fields: ["currentPassword", "newPassword", "confirmPassword"] as const,
  secret: ["currentPassword", "newPassword", "confirmPassword"],
  schema: confirmedSchema({
    currentPassword: requiredPassword(M.currentRequired),
    newPassword,
    confirmPassword: requiredPassword(M.confirmRequired),
  }),
});

export type ForgotPasswordReply = FormReply<"email">;
export type ResetPasswordReply = FormReply<"newPassword" | "confirmPassword">;
export type ChangePasswordField = (typeof changePasswordForm.fields)[number];
export type ChangePasswordReply = FormReply<ChangePasswordField>;

/** A reset token as better-auth makes them (24 letters and digits); anything else is refused unread. */
export function isWellFormedResetToken(token: string): boolean {
  return /^[A-Za-z0-9]{16,64}$/.test(token);
}
