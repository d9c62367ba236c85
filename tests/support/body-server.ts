import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import pino from "pino";
import { expect } from "vitest";
import { action as submitAction } from "#app/routes/api/applications.ts";
import { action as applyAction } from "#app/routes/apply/apply.tsx";
import { action as documentsAction } from "#app/routes/dashboard/documents.tsx";
import { action as profileAction } from "#app/routes/dashboard/profile.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { requestBodies, streamedBody, withReadBody } from "../../server/request-body.ts";

// An Express app with the body middleware in front of the real Profile Settings, Documents and /apply actions and submit API,
// as server/express-app.ts has it, and a raw HTTP client to it (tests/integration/request-body*).

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface BodyServer {
  database: Database;
  services: Services;
  user: SignedInUser;
  /** Paths that reached a route: a refused body never does. */
  reached: string[];
  /** A POST as `user`, written chunk by chunk; a failed connection gives its error code. */
  send(path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<Answer | { error: string }>;
  close(): Promise<void>;
}

export async function startBodyServer(): Promise<BodyServer> {
  const reached: string[] = [];
  const database = await createTestDatabase();
  const services = createTestServices(database);
  const user = await signedInUser(services);
  const app = express();
  app.use(requestBodies(pino({ level: "silent" })));
  app.all("/{*splat}", async (req, res) => {
    reached.push(req.path);
    const readable = withReadBody(req);
    const request = new Request(new URL(req.originalUrl, TEST_ORIGIN), {
      method: req.method,
      headers: new Headers(req.headers as Record<string, string>),
      body: createReadableStreamFromReadable(readable),
      duplex: "half",
    } as RequestInit);
    const context = contextFor(services, undefined, { uploadBody: streamedBody(req) });
    const args = { request, context, params: {} } as never;
    if (req.path === "/api/applications") {
      const response = await submitAction(args);
      res
        .status(response.status)
        .type("application/json")
        .send(await response.text());
      return;
    }
    const room =
      req.path === "/apply" || req.path === "/apply.data"
        ? applyAction
        : req.path.startsWith("/dashboard/documents")
          ? documentsAction
          : profileAction;
    const answer = await outcome(() => room(args));
    res.status(answer.status).json(answer.body ?? null);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    server.close();
    await database.close();
  };
  return { database, services, user, reached, send: (...args) => send(port, user, ...args), close };
}

/** A request over a real socket; `chunks` are written one by one (chunked unless Content-Length is given). */
function send(
  port: number,
  user: SignedInUser,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method: "POST", headers: { Cookie: user.cookie, ...headers } },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part) => parts.push(part));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString(),
          }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    (async () => {
      for (const chunk of chunks) {
        if (!request.write(chunk)) await new Promise((r) => request.once("drain", r));
      }
      request.end();
    })().catch(() => undefined);
  });
}

export const form = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());
export const split = (buffer: Buffer, size = 16 * 1024) =>
  Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) =>
    buffer.subarray(i * size, (i + 1) * size),
  );
/** The status, or 0 when the connection failed before an answer arrived. */
export const statusOf = (answer: Answer | { error: string }) => ("status" in answer ? answer.status : 0);
export const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };

export function expectRefused(answer: Answer | { error: string }, status: number) {
  expect(answer).toMatchObject({ status });
  const { headers, body } = answer as Answer;
  expect(headers.connection).toBe("close");
  expect(body.length).toBeLessThan(200);
}
