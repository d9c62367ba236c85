// How a customer's account is signed in to (issue 20): passkeys, and the sessions open now, in
// Profile Settings. The forms and what they say; two-factor sign-in has its own (two-factor.ts).
// Plain rules (form-rules.ts): Profile Settings checks them without loading Zod (issue 42).
import { type FieldRule, fieldsSchema, trimmedText } from "../form-rules.ts";
import { defineForm } from "../forms.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "../text-rules.ts";

export const SECURITY_MESSAGES = {
  passkeyAdded: "Passkey added",
  passkeyRemoved: "Passkey removed",
  passkeyFailed: "The passkey could not be added. Please try again.",
  passkeyNotFound: "This passkey is no longer on your account.",
  lastPasskeyRequired:
    "Two-factor sign-in is required for every admin, so your last passkey cannot be removed before an authenticator app is set up.",
  passkeyCancelled: "No passkey was made: the request was canceled or timed out.",
  passkeyUnsupported: "This browser cannot make or use passkeys.",
  passkeyNameRequired: "Give the passkey a name",
  passkeyNameTooLong: "Keep the name under 60 characters",
  passkeySignInFailed: "That passkey could not sign you in. Try again, or sign in with your password.",
  sessionEnded: "That session is signed out",
  sessionNotFound: "That session had already ended.",
  otherSessionsEnded: (count: number) =>
    count === 0
      ? "No other session was open"
      : count === 1
        ? "1 other session is signed out"
        : `${count} other sessions are signed out`,
  failed: "Nothing was changed. Please try again in a moment.",
} as const;

const M = SECURITY_MESSAGES;
export const PASSKEY_NAME_MAX = 60;

/** Text of `min` to `max` characters as typed, refused with one message (the ceremony's fields). */
function sized(min: number, max: number, message: string): FieldRule {
  return (value) => (value.length < min || value.length > max ? { ok: false, message } : { ok: true, value });
}

/** Adding a passkey: the name the person gives it, the challenge's id and the browser's answer. */
export const passkeyAddForm = defineForm({
  fields: ["name", "challengeId", "response"] as const,
  schema: fieldsSchema({
    name: trimmedText({
      required: M.passkeyNameRequired,
      max: PASSKEY_NAME_MAX,
      tooLong: M.passkeyNameTooLong,
      more: [
        [isStorableText, UNSTORABLE_TEXT],
        [isOneLine, ONE_LINE_TEXT],
      ],
    }),
    challengeId: sized(1, 64, M.passkeyFailed),
    response: sized(2, 16_000, M.passkeyFailed),
  }),
});

/** Signing in with a passkey: the challenge's id and the browser's answer. */
export const passkeySignInForm = defineForm({
  fields: ["challengeId", "response"] as const,
  schema: fieldsSchema({
    challengeId: sized(1, 64, M.passkeySignInFailed),
    response: sized(2, 16_000, M.passkeySignInFailed),
  }),
});

/** What /auth/passkey answers, in JSON: the challenge first, then a session and the page to open. */
export interface PasskeySignInReply {
  intent: "passkey-options" | "passkey-sign-in";
  ok: boolean;
  formMessage?: string;
  passkey?: { challengeId: string; options: unknown };
  /** Signed in: the page to open. */
  location?: string;
}

/** The browser's answer, as JSON; null when it is not a JSON object. */
export function parseCeremonyResponse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
