import pino from "pino";
import { redactText, redactValue } from "./log-redaction.server.ts";

// JSON logs. Never personal data (names, e-mail addresses, SSN digits, dates of birth,
// incomes, passwords, tokens): ids and outcomes only. A failure is logged with `logFailure`,
// and whatever reaches the `err` key goes through `errorSummary`, so an error's message and
// detail (which repeat a query's parameters or a failing row) never reach the log.

/**
 * What can be logged of an error: its class, SQLSTATE code, constraint and table, and where it
 * was thrown (the stack's frames). Never the message or detail: Drizzle's message repeats the
 * query's parameters (the applicant's answers) and PostgreSQL's detail repeats the failing row.
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

/** The stack's "at …" lines only: the first line repeats the message. */
function framesOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof error.stack !== "string") return undefined;
  const frames = error.stack
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 12);
  return frames.length > 0 ? frames.join("\n") : undefined;
}

/** Summaries already made, which the `err` serializer passes through unchanged. */
const summaries = new WeakSet<object>();

/** The `err` serializer: the summary and the frames, whatever was passed. */
export function serializeError(error: unknown): Record<string, string> {
  if (typeof error === "object" && error !== null && summaries.has(error)) {
    return error as Record<string, string>;
  }
  const frames = framesOf(error);
  const summary = frames ? { ...errorSummary(error), stack: frames } : errorSummary(error);
  summaries.add(summary);
  return summary;
}

/** The app's logger settings; a test passes its own stream to read what would be written. */
export function createLogger(stream?: pino.DestinationStream, level?: string) {
  const options: pino.LoggerOptions = {
    level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    // Every string written loses e-mail addresses, tokens and query strings (log-redaction.server.ts).
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    formatters: {
      log: (fields) =>
        Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            key === "err" || key === "error" ? value : redactValue(value),
          ]),
        ),
    },
    redact: {
      paths: ["password", "*.password", "email", "*.email", "token", "*.token", "headers.cookie"],
      censor: "[redacted]",
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

export const logger = createLogger();

/** Ids and small facts that help find what failed: never text a person typed. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Logs a failure: what was being done, the error's summary (never its message) and the ids
 * given. The one way the app logs an error.
 */
export function logFailure(
  what: string,
  error: unknown,
  fields: LogFields = {},
  level: "error" | "warn" = "error",
) {
  // Summarised here, not only by the serializer: what reaches pino (and anything listening to
  // the logger's calls) never holds the error object with its message and parameters.
  logger[level]({ ...fields, err: serializeError(error) }, what);
}
