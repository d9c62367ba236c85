// A password's strength (spec section 5): one point each for 8 or more characters, an uppercase
// letter, a lowercase letter, a digit and a special character; a new password needs 3. The same
// rules score the server's check (password-strength.ts) and the strength meter in the browser
// (new-password-fields.tsx).

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

/** 0 to 5: how many of the five rules the password meets. */
export function passwordScore(password: string): number {
  return [
    password.length >= MIN_PASSWORD_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}
