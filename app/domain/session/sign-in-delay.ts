// How long a browser an account does not know waits before its next sign-in attempt, after the
// account's failures from every address (issue 20): nothing for the first few, then 1, 2, 4 …
// seconds, never more than the cap. Slowing guessing down without ever locking the owner out.

export interface SignInDelayRule {
  /** Failures (in the counting window) that cost nothing. */
  failuresBeforeDelay: number;
  /** The longest wait, in seconds. */
  maxSeconds: number;
}

/** The wait, in whole seconds, after `failures` failures. */
export function signInDelaySeconds(failures: number, rule: SignInDelayRule): number {
  const over = failures - rule.failuresBeforeDelay;
  if (over <= 0) return 0;
  return Math.min(rule.maxSeconds, 2 ** Math.min(over - 1, 30));
}
