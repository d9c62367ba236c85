import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import pino from "pino";
import { action } from "#app/routes/api/processor-events.ts";
import type { Clock } from "#app/server/clock.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { signBody } from "#app/server/processor-signature.server.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { requestBodies, withReadBody } from "../../server/request-body.ts";

// The processor's webhook behind the real body middleware, over a real socket (issue 23), and a
// client that signs what it sends as a processor would (or not, to be refused).

export const WEBHOOK_SECRET = "processor-test-secret-0123456789-abcdefghij";

export interface WebhookAnswer {
  status: number;
  body: string;
}

export interface ProcessorServer {
  services: Services;
  /** Posts `body` to /api/processor/events, signed with `secret` unless `signature` is given. */
  post(body: string | Buffer, options?: { signature?: string | null; type?: string }): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export async function startProcessorServer(database: Database, clock: Clock): Promise<ProcessorServer> {
  const services = createTestServices(database, { PROCESSOR_WEBHOOK_SECRET: WEBHOOK_SECRET }, clock);
  const app = express();
  app.use(requestBodies(pino({ level: "silent" })));
  app.all("/{*splat}", async (req, res) => {
    const request = new Request(new URL(req.originalUrl, TEST_ORIGIN), {
      method: req.method,
      headers: new Headers(req.headers as Record<string, string>),
      body: createReadableStreamFromReadable(withReadBody(req)),
      duplex: "half",
    } as RequestInit);
    const response = await action({ request, context: contextFor(services), params: {} } as never);
    res
      .status(response.status)
      .type("application/json")
      .send(await response.text());
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    services,
    post: (body, options = {}) => post(port, body, options),
    async close() {
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function post(
  port: number,
  body: string | Buffer,
  options: { signature?: string | null; type?: string },
): Promise<WebhookAnswer> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const signature = options.signature === undefined ? signBody(WEBHOOK_SECRET, bytes) : options.signature;
  const headers: Record<string, string> = {
    "Content-Type": options.type ?? "application/json",
    "Content-Length": String(bytes.length),
    ...(signature ? { "Processor-Signature": signature } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: "/api/processor/events", method: "POST", headers },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part) => parts.push(part));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}
