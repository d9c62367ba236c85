// The last Express handler of `npm start` (docs/decisions/0030): an error nothing else answered
// (a URL whose percent-encoding does not decode, a body that could not be read, a failure before
// React Router) becomes a short plain-text answer with its status: never a stack trace, an
// absolute path or the error's message. `npm run dev` keeps Express's own page with details.
import http from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/** The error's own 4xx status (Express and its parsers set `status`), else 500. */
export function statusOf(error: unknown): number {
  const fields = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const status = Number(fields.status ?? fields.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

/** "400 Bad Request": the status and its reason, nothing from the error. */
export function plainAnswer(status: number): string {
  return `${status} ${http.STATUS_CODES[status] ?? "Error"}\n`;
}

export function errorAnswer(log: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = statusOf(error);
    const name = error instanceof Error ? error.name : typeof error;
    // Method and path without the query string; the error's class only (its message may repeat input).
    const fields = { method: req.method, path: req.originalUrl.split("?")[0], status, error: name };
    if (status >= 500) log.error(fields, "request failed before the app answered");
    else log.warn(fields, "request refused");
    // Too late for an answer of our own: Express ends the connection.
    if (res.headersSent) return next(error);
    res
      .status(status)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .send(plainAnswer(status));
  };
}
