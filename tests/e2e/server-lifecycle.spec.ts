import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInFirstAdmin, startServer } from "./support/spawned-server.ts";

// The server process itself: one data folder per process, and a clean stop on SIGTERM.

test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-lifecycle-"));
});
test.afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a second process on the same data folder refuses with a clear message; SIGTERM finishes the request in flight", async () => {
  const first = await startServer(dataDir);
  expect(first.output()).toContain("A demo admin was created for this new database");
  expect(first.output()).toMatch(/password: \S{24}\n/);

  const second = await startServer(dataDir, false);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Harborline process`);
  expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace

  // Request logs carry no personal data: not the e-mail, not the password, not the query string.
  const email = `log-check-${Date.now()}@test.example`;
  const secretWord = "Secret-Harbor-Word-77";
  const signUp = await fetch(
    `http://127.0.0.1:${first.port}/auth?mode=sign-up&email=${encodeURIComponent(email)}`,
    {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: `http://127.0.0.1:${first.port}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "sign-up",
        firstName: "Log",
        lastName: "Check",
        phone: "5550001111",
        email,
        password: secretWord,
      }),
    },
  );
  expect(signUp.status).toBe(302);
  await expect.poll(() => first.output()).toContain('"path":"/auth"');
  expect(first.output()).not.toContain(email);
  expect(first.output()).not.toContain("log-check");
  expect(first.output()).not.toContain(secretWord);

  // A request whose body is still arriving when SIGTERM comes in.
  const socket = net.connect(first.port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let response = "";
  socket.on("data", (chunk) => {
    response += chunk;
  });
  const body = "intent=sign-in&email=someone%40test.example&password=x";
  socket.write(
    `POST /auth HTTP/1.1\r\nHost: localhost:${first.port}\r\nOrigin: http://localhost:${first.port}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const signalled = Date.now();
  first.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));

  // New connections are no longer accepted…
  const refused = await new Promise<boolean>((resolve) => {
    const probe = net.connect(first.port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", () => resolve(true));
  });
  expect(refused).toBe(true);

  // …but the one in flight is answered.
  socket.write(body.slice(10));
  await new Promise<void>((resolve) => socket.once("close", () => resolve()));
  expect(response).toMatch(/^HTTP\/1\.1 (200|400|401) /);

  expect(await first.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5_000);
  expect(fs.existsSync(path.join(dataDir, "harborline.lock"))).toBe(false);
});

test("after a clean stop the folder opens again, keeps its data, and no second demo admin is made", async () => {
  const again = await startServer(dataDir);
  expect(again.output()).not.toContain("A demo admin was created");
  const health = await fetch(`http://127.0.0.1:${again.port}/healthz`);
  expect(await health.json()).toEqual({ ok: true, database: "up" });
  const signalled = Date.now();
  again.child.kill("SIGINT");
  expect(await again.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5_000);
});

/** The time of the first JSON log line with message `msg`. */
function loggedAt(output: string, msg: string): number | undefined {
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; time?: number };
    if (entry.msg === msg) return entry.time;
  }
  return undefined;
}

test("SIGTERM ends an admin's open live stream at once rather than waiting for it", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-live-"));
  try {
    const server = await startServer(folder);
    const origin = `http://127.0.0.1:${server.port}`;
    const signIn = await signInFirstAdmin(server);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const stream = await fetch(`${origin}/admin/applications/events`, { headers: { Cookie: cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": live\n\n");

    server.child.kill("SIGTERM");
    const ended = await reader.read().then(
      (next) => next.done,
      () => true,
    );
    expect(ended).toBe(true);
    expect(await server.exited).toBe(0);
    // Without ending the streams first, shutdown would wait 3.5 s for this connection.
    const began = loggedAt(server.output(), "shutting down") ?? 0;
    const stopped = loggedAt(server.output(), "stopped") ?? Number.POSITIVE_INFINITY;
    expect(stopped - began).toBeLessThan(1_000);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("on PostgreSQL (DATABASE_URL) the server migrates, serves and never makes a demo admin", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  expect(serverUrl, "npm test passes TEST_DATABASE_URL (a throw-away PostgreSQL 15)").toBeTruthy();
  const name = `harborline_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  try {
    const server = await startServer(fs.mkdtempSync(path.join(os.tmpdir(), "harborline-pg-")), true, {
      DATABASE_URL: url.toString(),
    });
    expect(server.output()).toContain('"database":"postgres"');
    expect(server.output()).not.toContain("A demo admin was created");
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(await health.json()).toEqual({ ok: true, database: "up" });
    const home = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(home.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const users = await db.query("select count(*)::int as n from users");
    const resources = await db.query("select count(*)::int as n from resources");
    await db.end();
    expect(users.rows[0]).toEqual({ n: 0 });
    expect(resources.rows[0].n).toBeGreaterThan(0);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

test("when PUBLIC_URL is https the session cookie is __Host- (Secure, Path=/, no Domain), only that name signs in, and HSTS is sent", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-host-cookie-"));
  try {
    // NODE_ENV stays "test": the scheme of PUBLIC_URL decides, not a development flag (issue 13).
    const server = await startServer(folder, true, { PUBLIC_URL: "https://harborline.example" });
    const origin = `http://127.0.0.1:${server.port}`;
    const signIn = await signInFirstAdmin(server);
    const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(session).toMatch(/^__Host-harborline\.session_token=[^;]+; Path=\//);
    expect(session).toContain("Secure");
    expect(session).not.toMatch(/domain=/i);
    const value = session?.split(";")[0] ?? "";

    const page = (cookie: string) =>
      fetch(`${origin}/admin/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
    const signedIn = await page(value);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    // Signed in under the __Host- name, the home page is rendered for them, not the stored copy.
    const home = await fetch(`${origin}/`, { headers: { Cookie: value } });
    expect(home.headers.get("Cache-Control")).toBe("no-store");
    // The same token under better-auth's own name, as a sibling domain could plant it, is not read.
    const planted = await page(value.replace("__Host-", "__Secure-"));
    expect(planted.status).toBe(302);
    expect(planted.headers.get("Location")).toMatch(/^\/admin\/auth/);
    server.child.kill("SIGTERM");
    await server.exited;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
