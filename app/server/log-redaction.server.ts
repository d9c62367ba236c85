// What no log line may hold, whoever wrote it (our code, better-auth, a driver): e-mail
// addresses, tokens, query strings, and runs of 9 to 17 digits standing alone (a bank account or
// routing number, a phone: issue 44). The logger (logger.server.ts) passes every string it
// writes through redactText, so a library's message or a path with a token in it is cleaned too.

/** An address, plain or URL-encoded (`ada%40test.example`). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
/** A query string with at least one parameter. */
const QUERY = /\?[^\s"'<>?#]*=[^\s"'<>#]*/g;
/** A run of 16+ URL-safe characters with letters and digits: a token, a signature, a code. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{16,}/g;
/** 9 to 17 digits alone (not part of an id, a decimal or a word): a bank account or routing number. */
const DIGIT_RUN = /(?<![\w.-])\d{9,17}(?![\w.-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tokenOrKept(run: string): string {
  // Ids stay: they are how a log line is followed to its row.
  if (UUID.test(run)) return run;
  return /[0-9]/.test(run) && /[A-Za-z]/.test(run) ? "[token]" : run;
}

export function redactText(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(QUERY, "?[query]")
    .replace(TOKEN_LIKE, tokenOrKept)
    .replace(DIGIT_RUN, "[digits]");
}

/** A copy of `value` with every string redacted (objects and arrays a few levels deep). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth >= 4 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  // Only plain objects: an Error or a Date is left to its serializer.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, depth + 1)]));
}
