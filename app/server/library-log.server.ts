import type { Logger } from "pino";
import { redactText } from "./log-redaction.server.ts";
import { serializeError } from "./logger.server.ts";

// Log calls made by libraries (better-auth's `logger` option): `(level, message, ...args)`,
// where args may be an error whose message repeats a query's parameters, or the user being
// changed. Only these reach our log: the message and string arguments, redacted; an error's
// summary (class, SQLSTATE code, constraint, never its message); the count of what was dropped.

type LibraryLevel = "debug" | "info" | "success" | "warn" | "error";

export function libraryLogger(log: Logger, source: string) {
  return {
    // Everything is handed over; the logger's own level decides what is written.
    level: "debug" as const,
    log(level: LibraryLevel, message: unknown, ...args: unknown[]) {
      const fields: Record<string, unknown> = { source };
      const strings: string[] = [];
      let dropped = 0;
      for (const arg of args) {
        if (typeof arg === "string") strings.push(redactText(arg));
        else if (arg instanceof Error && fields.err === undefined) fields.err = serializeError(arg);
        else dropped += 1;
      }
      if (strings.length > 0) fields.args = strings;
      if (dropped > 0) fields.dropped = dropped;
      const text = typeof message === "string" ? redactText(message) : "(not a text message)";
      log[level === "success" ? "info" : level](fields, text);
    },
  };
}
