// Two-factor sign-in (issue 12 for admins, issue 20 for customers too): the forms of the
// sign-in's second step and of the enrollment (Admin Settings, Profile Settings); what they say is
// two-factor-messages.ts. Plain rules (form-rules.ts): Profile Settings checks them without
// loading Zod (issue 42).
import { fieldsSchema } from "./form-rules.ts";
import { defineForm, type FormReply } from "./forms.ts";
import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./password-strength.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

export { TWO_FACTOR_MESSAGES };

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
  schema: fieldsSchema({
    /** Six digits, spaces around them ignored. */
    code: (typed) => {
      const value = typed.trim();
      return /^\d{6}$/.test(value) ? { ok: true, value } : { ok: false, message: M.codeFormat };
    },
  }),
});

export const recoveryCodeForm = defineForm({
  fields: ["recoveryCode"] as const,
  secret: ["recoveryCode"],
  schema: fieldsSchema({
    recoveryCode: (typed) => {
      const code = typed.trim();
      if (!/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code)) return { ok: false, message: M.recoveryFormat };
      // The codes are made as abcde-12345; typed without the dash they are the same code.
      return { ok: true, value: code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}` };
    },
  }),
});

/** Turning two-factor sign-in on or off asks for the password again. */
export const confirmPasswordForm = defineForm({
  fields: ["password"] as const,
  secret: ["password"],
  schema: fieldsSchema({
    password: (value) =>
      value.length === 0
        ? { ok: false, message: M.passwordRequired }
        : value.length > MAX_PASSWORD_LENGTH
          ? { ok: false, message: PASSWORD_MESSAGES.tooLong }
          : { ok: true, value },
  }),
});
