import { PASSWORD_FORM_MESSAGES as M } from "#app/domain/password-forms.ts";
import { MIN_PASSWORD_LENGTH } from "#app/domain/password-score.browser.js";

/**
 * What New Password and Confirm New Password say while they are typed (spec section 5), so a
 * disabled submit button is explained: too short once something is typed, different once the
 * confirmation holds something.
 */
export function newPasswordHints(password: string, confirm: string) {
  return {
    newPassword: password !== "" && password.length < MIN_PASSWORD_LENGTH ? M.tooShort : undefined,
    confirmPassword: confirm !== "" && confirm !== password ? M.mismatch : undefined,
  };
}
