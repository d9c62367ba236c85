import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./support/constants.ts";
import { type Started, startServer } from "./support/spawned-server.ts";

// The outside re-test's HTTP findings (issue 20), asked over real HTTP as the tester asked them:
// an absolute-form request line, a refusal's Retry-After on every throttled page (as a page and as
// its data request), one Referrer-Policy per answer, a form field sent twice. The limits are run
// down on a server of its own, so no other test's client address is throttled.

test.describe.configure({ mode: "serial", timeout: 120_000 });

let folder: string;
let server: Started;
let origin: string;

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-retest-"));
  server = await startServer(folder);
  origin = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** One raw request line and its headers, over a socket: the status line of the answer. */
function rawRequest(port: number, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

test("an absolute-form request line is served like its path, not answered 500", async () => {
  for (const [target, expected] of [
    [`http://localhost:${E2E_PORT}/`, /^HTTP\/1\.1 200 /],
    [`http://localhost:${E2E_PORT}/how-it-works`, /^HTTP\/1\.1 200 /],
    [
      `http://localhost:${E2E_PORT}/dashboard`,
      /^HTTP\/1\.1 302 [\s\S]*\r\nlocation: \/auth\?redirectTo=%2Fdashboard\r\n/i,
    ],
    [`http://other.example/about-us?x=1`, /^HTTP\/1\.1 200 /],
  ] as const) {
    const answer = await rawRequest(E2E_PORT, [
      `GET ${target} HTTP/1.1`,
      `Host: localhost:${E2E_PORT}`,
      "Connection: close",
    ]);
    expect(answer, target).toMatch(expected);
  }
});

test("every throttled page says when to come back, as a page and as its data request", async () => {
  const retryAfter = (answer: Response) => Number(answer.headers.get("Retry-After"));
  const refusedWithRetryAfter = async (what: string, ask: () => Promise<Response>, times: number) => {
    let last: Response | undefined;
    for (let i = 0; i < times; i += 1) last = await ask();
    expect(last?.status, what).toBe(429);
    expect(retryAfter(last as Response), what).toBeGreaterThan(0);
  };
  // Sign-in: five wrong passwords for one account from one address, then the sixth.
  await refusedWithRetryAfter(
    "/auth",
    () =>
      fetch(
        `${origin}/auth`,
        form({ intent: "sign-in", email: "nobody@test.example", password: "Wrong-Password-1" }),
      ),
    6,
  );
  await refusedWithRetryAfter(
    "/auth.data",
    () =>
      fetch(
        `${origin}/auth.data`,
        form({ intent: "sign-in", email: "nobody@test.example", password: "Wrong-Password-1" }),
      ),
    1,
  );
  // Forgot your password: ten requests an address each quarter hour.
  await refusedWithRetryAfter(
    "/auth/forgot-password",
    () => fetch(`${origin}/auth/forgot-password`, form({ email: "nobody@test.example" })),
    11,
  );
  await refusedWithRetryAfter(
    "/auth/forgot-password.data",
    () => fetch(`${origin}/auth/forgot-password.data`, form({ email: "nobody@test.example" })),
    1,
  );
  // The second step of a sign-in: ten codes an address each quarter hour.
  await refusedWithRetryAfter(
    "/auth/two-factor",
    () => fetch(`${origin}/auth/two-factor`, form({ intent: "totp", code: "123456" })),
    11,
  );
  await refusedWithRetryAfter(
    "/auth/two-factor.data",
    () => fetch(`${origin}/auth/two-factor.data`, form({ intent: "totp", code: "123456" })),
    1,
  );
  // Sign-up: ten an address each hour.
  let n = 0;
  await refusedWithRetryAfter(
    "/auth?mode=sign-up",
    () => {
      n += 1;
      return fetch(
        `${origin}/auth?mode=sign-up`,
        form({
          intent: "sign-up",
          firstName: "Ada",
          lastName: "Lovelace",
          phone: "5551234567",
          email: `retest-${n}-${Date.now()}@test.example`,
          password: "Harbor-Light-42",
        }),
      );
    },
    11,
  );
});

test("a page answers with one Referrer-Policy", async () => {
  for (const url of ["/auth/reset-password?token=nonsense", "/auth/confirm-email?token=nonsense", "/"]) {
    const answer = await fetch(`${origin}${url}`);
    const values = [...answer.headers.entries()]
      .filter(([name]) => name === "referrer-policy")
      .map(([, v]) => v);
    expect(values, url).toHaveLength(1);
    expect(values[0]?.split(",")).toHaveLength(1);
  }
  expect((await fetch(`${origin}/auth/reset-password?token=nonsense`)).headers.get("Referrer-Policy")).toBe(
    "no-referrer",
  );
});

test("a form field sent twice is refused with 400, not read as its first value", async () => {
  const body = "intent=sign-in&email=a%40test.example&email=b%40test.example&password=x";
  const answer = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(answer.status).toBe(400);
});
