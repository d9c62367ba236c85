// What the pages opened from e-mailed links say (confirmation, undo of an e-mail change), and
// where a confirmation link leads (a page that changes nothing until its button is pressed).

export const CONFIRM_EMAIL_PATH = "/auth/confirm-email";

/** The link a confirmation e-mail carries. */
export function confirmEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

export const CONFIRMED_MESSAGES = {
  verified: "Your e-mail address is confirmed.",
  changed: "Your new e-mail address is confirmed.",
} as const;

export const UNDO_MESSAGES = {
  restored: (email: string) =>
    `Your e-mail address is ${email} again and every session was signed out. If you did not change it yourself, choose a new password now.`,
  taken: "Your old e-mail address now belongs to another account, so it cannot be restored. Please call us.",
  invalid:
    "This link is invalid, has expired or has already been used, or the address has changed again since. If someone else controls your account, reset your password or call us.",
} as const;
