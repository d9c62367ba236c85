import pino from "pino";

// JSON logs. Never pass personal data (names, e-mail addresses, SSN digits, dates of
// birth, incomes, passwords, tokens): log ids and outcomes only.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: ["password", "*.password", "email", "*.email", "token", "*.token", "headers.cookie"],
    censor: "[redacted]",
  },
});

/**
 * What can be logged of a database error: its class, SQLSTATE code and constraint. Never
 * the message or detail: Drizzle's message repeats the query's parameters (the
 * applicant's answers) and PostgreSQL's detail repeats the failing row.
 */
export function errorSummary(error: unknown): Record<string, string> {
  const summary: Record<string, string> = {};
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const fields = current as Error & { code?: unknown; constraint?: unknown; table?: unknown };
    summary.name ??= current.name;
    if (typeof fields.code === "string") summary.code ??= fields.code;
    if (typeof fields.constraint === "string") summary.constraint ??= fields.constraint;
    if (typeof fields.table === "string") summary.table ??= fields.table;
    current = current.cause;
  }
  return summary;
}
