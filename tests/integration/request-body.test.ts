import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createReadableStreamFromReadable } from "@react-router/node";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "#app/domain/application/schema.ts";
import { action as submitAction } from "#app/routes/api/applications.ts";
import { action as dashboardAction } from "#app/routes/dashboard/dashboard.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { applications, users } from "#db/schema.ts";
import { fullDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import {
  APPLICATION_BODY_LIMIT,
  DISCARD_LIMIT,
  FORM_BODY_LIMIT,
  requestBodies,
  withReadBody,
} from "../../server/request-body.ts";

// Body limits everywhere (issue 13, docs/decisions/0030): real HTTP requests through the
// middleware of server/express-app.ts to the real dashboard action and submit API, as React
// Router's adapter hands them the body. A refused body never reaches an action: nothing stored.

let database: Database;
let services: Services;
let user: SignedInUser;
let port = 0;
let server: http.Server;
const reached: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  user = await signedInUser(services);
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
    const args = { request, context: contextFor(services), params: {} } as never;
    if (req.path === "/api/applications") {
      const response = await submitAction(args);
      res
        .status(response.status)
        .type("application/json")
        .send(await response.text());
      return;
    }
    const answer = await outcome(() => dashboardAction(args));
    res.status(answer.status).json(answer.body ?? null);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.close();
  await database.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request over a real socket; `chunks` are written one by one (chunked unless Content-Length is given). */
function send(
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

const form = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());
const split = (buffer: Buffer, size = 16 * 1024) =>
  Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) =>
    buffer.subarray(i * size, (i + 1) * size),
  );
/** The status, or 0 when the connection failed before an answer arrived. */
const statusOf = (answer: Answer | { error: string }) => ("status" in answer ? answer.status : 0);
const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };

async function firstName() {
  const [row] = await services.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.firstName;
}

function profile(firstNameValue: string, padding = "") {
  return form({
    intent: "profile",
    firstName: firstNameValue,
    lastName: "Lovelace",
    email: user.email,
    phone: "5551234567",
    padding,
  });
}

function expectRefused(answer: Answer | { error: string }, status: number) {
  expect(answer).toMatchObject({ status });
  const { headers, body } = answer as Answer;
  expect(headers.connection).toBe("close");
  expect(body.length).toBeLessThan(200);
}

describe("a form action's body", () => {
  it("within the limit reaches the action whole, as a Content-Length body or chunked", async () => {
    const body = profile("Grace", "x".repeat(FORM_BODY_LIMIT - 200));
    expect(
      statusOf(await send("/dashboard", { ...URLENCODED, "Content-Length": String(body.length) }, [body])),
    ).toBe(200);
    expect(await firstName()).toBe("Grace");
    expect(statusOf(await send("/dashboard", URLENCODED, split(profile("Hopper"))))).toBe(200);
    expect(await firstName()).toBe("Hopper");
  });

  it("over the limit is refused with 413 before the action, declared or chunked, urlencoded or multipart", async () => {
    const before = await firstName();
    reached.length = 0;
    const big = profile("Mallory", "x".repeat(FORM_BODY_LIMIT));
    expectRefused(
      await send("/dashboard", { ...URLENCODED, "Content-Length": String(big.length) }, [big]),
      413,
    );
    expectRefused(await send("/dashboard", URLENCODED, split(big)), 413);
    expectRefused(await send("/dashboard.data", URLENCODED, split(big)), 413);
    const multipart = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n${"M".repeat(FORM_BODY_LIMIT)}\r\n--b--\r\n`,
    );
    expectRefused(
      await send("/dashboard", { "Content-Type": "multipart/form-data; boundary=b" }, split(multipart)),
      413,
    );
    expect(reached).toEqual([]);
    expect(await firstName()).toBe(before);
  });

  it("far over the limit (50 MB declared) is answered and the connection closed, nothing read into the action", async () => {
    reached.length = 0;
    const chunk = Buffer.alloc(256 * 1024, "a");
    const answer = await send(
      "/dashboard",
      { ...URLENCODED, "Content-Length": String(50 * 1024 * 1024) },
      Array.from({ length: (2 * DISCARD_LIMIT) / chunk.length }, () => chunk),
    );
    // The answer is sent before the connection closes; a client still writing may see the reset first.
    if ("status" in answer) expect(answer.status).toBe(413);
    else expect(answer.error).toMatch(/ECONNRESET|EPIPE/);
    expect(reached).toEqual([]);
  });

  it("in another encoding is refused: gzip 415, JSON or text 415, broken multipart 400", async () => {
    const before = await firstName();
    reached.length = 0;
    const gzipped = zlib.gzipSync(profile("Gzip"));
    expectRefused(await send("/dashboard", { ...URLENCODED, "Content-Encoding": "gzip" }, [gzipped]), 415);
    const json = Buffer.from(JSON.stringify({ intent: "profile", firstName: "Json" }));
    expectRefused(await send("/dashboard", { "Content-Type": "application/json" }, [json]), 415);
    expectRefused(await send("/auth", { "Content-Type": "application/json" }, [json]), 415);
    expectRefused(
      await send("/dashboard", { "Content-Type": "text/plain" }, [Buffer.from("intent=profile")]),
      415,
    );
    expectRefused(await send("/dashboard", {}, [Buffer.from("intent=profile")]), 415);
    const part = `--right\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--right--\r\n`;
    expectRefused(
      await send("/dashboard", { "Content-Type": "multipart/form-data; boundary=wrong" }, [
        Buffer.from(part),
      ]),
      400,
    );
    expectRefused(
      await send("/dashboard", { "Content-Type": "multipart/form-data; boundary=right" }, [
        Buffer.from(part.slice(0, 40)),
      ]),
      400,
    );
    expect(reached).toEqual([]);
    expect(await firstName()).toBe(before);
  });

  it("in valid multipart reaches the action", async () => {
    // A boundary as long as a browser's: undici's parser fails on a one-letter boundary that also
    // occurs in the content (half of the random e-mail addresses here contain a "b").
    const boundary = "----HarborlineFormBoundary7MA4YWxkTrZu0gW";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.from(
      `${part("intent", "profile")}${part("firstName", "Multi")}${part("lastName", "Part")}${part("email", user.email)}${part("phone", "5551234567")}--${boundary}--\r\n`,
    );
    const first = await send("/dashboard", { "Content-Type": `multipart/form-data; boundary=${boundary}` }, [
      body,
    ]);
    expect(first, JSON.stringify(first)).toMatchObject({ status: 200 });
    expect(await firstName()).toBe("Multi");
  });
});

describe("the wizard's JSON submit", () => {
  const storedCount = async () =>
    (
      await services.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.userId, user.id))
    ).length;

  /** The largest application the wizard can send: 50 accounts, every text at its longest in 3-byte characters. */
  function largestApplication() {
    const wide = (n: number) => "債".repeat(n);
    return {
      submissionId: crypto.randomUUID(),
      application: validDraft({
        firstName: wide(100),
        lastName: wide(100),
        address: wide(300),
        debtAccounts: Array.from({ length: 50 }, () =>
          fullDebtAccount({
            originalCreditor: wide(200),
            term: wide(50),
            currentBalance: "9,999,999.99",
            paymentAmount: "9,999,999.99",
            originalBalance: "9,999,999.99",
          }),
        ),
      }),
    };
  }

  it("takes the largest legitimate application, chunked, and stores it", async () => {
    const largest = largestApplication();
    expect(applicationSchema().safeParse(largest.application).success).toBe(true);
    const body = Buffer.from(JSON.stringify(largest));
    expect(body.length).toBeLessThan(APPLICATION_BODY_LIMIT / 2);
    const before = await storedCount();
    const answer = await send("/api/applications", { "Content-Type": "application/json" }, split(body));
    expect(answer).toMatchObject({ status: 201 });
    expect(await storedCount()).toBe(before + 1);
  });

  it("from a visitor is passed on unread, so the route's 401 comes before any refusal of the body", async () => {
    const body = [Buffer.from("not json")];
    const visitor = await send("/api/applications", { Cookie: "", "Content-Type": "text/plain" }, body);
    expect(visitor).toMatchObject({ status: 401 });
    expect(await send("/api/applications", { "Content-Type": "text/plain" }, body)).toMatchObject({
      status: 415,
    });
  });

  it("over its limit is answered 413 (not a reset connection), chunked or declared, and nothing is stored", async () => {
    const before = await storedCount();
    reached.length = 0;
    const big = Buffer.from(
      JSON.stringify({ ...largestApplication(), padding: "x".repeat(APPLICATION_BODY_LIMIT) }),
    );
    expectRefused(await send("/api/applications", { "Content-Type": "application/json" }, split(big)), 413);
    expectRefused(
      await send(
        "/api/applications",
        { "Content-Type": "application/json", "Content-Length": String(big.length) },
        [big],
      ),
      413,
    );
    expectRefused(
      await send("/api/applications", { "Content-Type": "application/json", "Content-Encoding": "gzip" }, [
        zlib.gzipSync(big),
      ]),
      415,
    );
    expectRefused(await send("/api/applications", URLENCODED, [form({ a: "b" })]), 415);
    expect(reached).toEqual([]);
    expect(await storedCount()).toBe(before);
  });
});
