import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MESSAGES, passwordProblems, passwordStem } from "#app/domain/password-strength.ts";

// The server's judgement of a new password (sign-up, Change Password, a reset, create-admin):
// the rules the browser shows too (password-strength.ts), and a list of passwords found in
// breaches (issue 41: `abcdefg1` was accepted). The list is zxcvbn-ts's common passwords (about
// 49,000, from public breach corpora), a well-kept package read here on the server and never sent
// to a browser or asked of a network service.

let breached: ReadonlySet<string> | undefined;

function breachList(): ReadonlySet<string> {
  breached ??= new Set(dictionary["passwords-common"].map((word) => String(word).toLowerCase()));
  return breached;
}

/** Whether the password, or it without its trailing digits and symbols, is on the breach list. */
export function isBreachedPassword(password: string): boolean {
  const list = breachList();
  const lower = password.toLowerCase();
  const stem = passwordStem(password);
  return list.has(lower) || (stem.length >= 4 && list.has(stem));
}

/** Every reason a new password is refused; an empty list means it is acceptable. */
export function newPasswordProblems(password: string, email?: string): string[] {
  const problems = passwordProblems(password, email);
  if (isBreachedPassword(password) && !problems.includes(PASSWORD_MESSAGES.tooCommon)) {
    problems.push(PASSWORD_MESSAGES.tooCommon);
  }
  return problems;
}
