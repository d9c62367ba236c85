import { COMMON_PASSWORDS, passwordStem } from "./common-passwords.ts";
import { MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE, passwordScore } from "./password-score.browser.js";

// Spec section 5: the score (password-score.browser.js, shared with the pages' own scripts), its
// labels, and every reason the server refuses a password.
export const MAX_PASSWORD_LENGTH = 128;

/** The label of each score, 0 to 5. */
export const PASSWORD_STRENGTH_LABELS = ["Very Weak", "Very Weak", "Weak", "Fair", "Good", "Strong"] as const;

export function passwordStrengthLabel(score: number): (typeof PASSWORD_STRENGTH_LABELS)[number] {
  return PASSWORD_STRENGTH_LABELS[Math.max(0, Math.min(5, score))] ?? "Very Weak";
}

export const PASSWORD_MESSAGES = {
  tooShort: "Password must be at least 8 characters long",
  tooLong: "Password must be at most 128 characters long",
  tooWeak:
    "Password is too weak: use at least three of uppercase letters, lowercase letters, digits and symbols",
  tooCommon: "Password is too common: choose one that is harder to guess",
  containsEmail: "Password must not contain your email address",
} as const;

/** Every reason the server refuses a password; an empty list means it is acceptable. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (passwordScore(password) < MIN_PASSWORD_SCORE) problems.push(PASSWORD_MESSAGES.tooWeak);
  const stem = passwordStem(password);
  if (COMMON_PASSWORDS.has(stem) || (stem.length < 4 && password.length > 0)) {
    problems.push(PASSWORD_MESSAGES.tooCommon);
  }
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local)) {
    problems.push(PASSWORD_MESSAGES.containsEmail);
  }
  return problems;
}
