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
