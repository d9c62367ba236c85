// What the pages opened from e-mailed links say (confirmation, undo of an e-mail change).

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
