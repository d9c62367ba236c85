import { PASSWORD_FORM_MESSAGES as M } from "#app/domain/password-forms.ts";
import { passwordLengthProblem } from "#app/domain/password-strength.ts";

/**
 * What New Password and Confirm New Password say while they are typed (spec section 5), so a
 * disabled submit button is explained: too short once something is typed, different once the
 * confirmation holds something.
 */
export function newPasswordHints(password: string, confirm: string) {
  return {
    newPassword: password === "" ? undefined : passwordLengthProblem(password),
    confirmPassword: confirm !== "" && confirm !== password ? M.mismatch : undefined,
  };
}
