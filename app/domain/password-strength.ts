import { MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE, passwordScore } from "./password-score.ts";

// Spec section 5: the score (password-score.ts, shared with the strength meter), its
// labels, and every reason the server refuses a password.
export const MAX_PASSWORD_LENGTH = 128;
/**
 * A new password's least length (issue 41: the outside re-test set `abcdefg1`). The spec's 8 stays
 * the floor its message names and its meter scores; from 8 a new password needs 10, in words of
 * its own. Passwords set before keep working: sign-in never judges a password's length.
 */
export const NEW_PASSWORD_MIN_LENGTH = 10;

/** The label of each score, 0 to 5. */
export const PASSWORD_STRENGTH_LABELS = ["Very Weak", "Very Weak", "Weak", "Fair", "Good", "Strong"] as const;

export function passwordStrengthLabel(score: number): (typeof PASSWORD_STRENGTH_LABELS)[number] {
  return PASSWORD_STRENGTH_LABELS[Math.max(0, Math.min(5, score))] ?? "Very Weak";
}

export const PASSWORD_MESSAGES = {
  tooShort: "Password must be at least 8 characters long",
  tooShortForNew: "Use at least 10 characters: passwords this short are easy to guess",
  tooLong: "Password must be at most 128 characters long",
  tooWeak:
    "Password is too weak: use at least three of uppercase letters, lowercase letters, digits and symbols",
  tooCommon: "Password is too common: choose one that is harder to guess",
  containsEmail: "Password must not contain your email address",
} as const;

/**
 * Words of this site that make a password easy to guess here, compared like the breach list's
 * (server/password-rules.server.ts): lower-cased, without trailing digits and symbols.
 */
const SITE_WORDS: ReadonlySet<string> = new Set(["harborline", "harbor", "debtrelief", "debt relief"]);

/** The core of a password with its leading and trailing digits and symbols removed, lower-cased. */
export function passwordStem(password: string): string {
  return password
    .toLowerCase()
    .replace(/[^a-z]+$/, "")
    .replace(/^[^a-z]+/, "");
}

/** What a new password's length says, if anything: the browser's hint and the server's reason. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShortForNew;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

/**
 * Every reason a new password is refused, but the breach list's (the server's own, in
 * server/password-rules.server.ts, which adds it); an empty list means it is acceptable.
 */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  const length = passwordLengthProblem(password);
  if (length) problems.push(length);
  if (passwordScore(password) < MIN_PASSWORD_SCORE) problems.push(PASSWORD_MESSAGES.tooWeak);
  const stem = passwordStem(password);
  if (SITE_WORDS.has(stem) || (stem.length < 4 && password.length > 0)) {
    problems.push(PASSWORD_MESSAGES.tooCommon);
  }
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local)) {
    problems.push(PASSWORD_MESSAGES.containsEmail);
  }
  return problems;
}
