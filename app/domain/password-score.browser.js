// @ts-check
// A password's strength (spec section 5): one point each for 8 or more characters, an uppercase
// letter, a lowercase letter, a digit and a special character; a new password needs 3. Plain
// JavaScript, so that the same rules score the server's check, React's strength meter and,
// inlined, the meter of the pages sent without React (docs/decisions/0057); no import, and no
// comment inside a function.

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

/** @param {string} password @returns {number} 0 to 5 */
export function passwordScore(password) {
  return [
    password.length >= MIN_PASSWORD_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}
