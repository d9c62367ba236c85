import { COMMON_PASSWORDS, passwordStem } from "./common-passwords.ts";

// Spec section 5: one point each for 8+ characters, an uppercase letter, a lowercase
// letter, a digit and a special character. Submitting needs a score of at least 3.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PASSWORD_SCORE = 3;

const LABELS = ["Very Weak", "Very Weak", "Weak", "Fair", "Good", "Strong"] as const;

export function passwordScore(password: string): number {
  return [
    password.length >= MIN_PASSWORD_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

export function passwordStrengthLabel(score: number): (typeof LABELS)[number] {
  return LABELS[Math.max(0, Math.min(5, score))] ?? "Very Weak";
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
