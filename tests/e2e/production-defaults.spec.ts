import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type Started, signInFirstAdmin, startServer } from "./support/spawned-server.ts";

// `npm start` is production-safe by default (issue 13, docs/decisions/0030): with NODE_ENV unset
// and an http PUBLIC_URL, requests the app cannot serve get a plain 4xx without a stack trace,
// an absolute path or the name of a module, and cookies are not Secure (there is no https).

test.describe.configure({ mode: "serial", timeout: 120_000 });

let folder: string;
let server: Started;
let origin: string;

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-npm-start-"));
  server = await startServer(folder, true, { NODE_ENV: undefined, PUBLIC_URL: undefined });
  origin = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Nothing an attacker could learn the code from: no stack frame, no path on this machine, no module name. */
function expectNoDetails(body: string) {
  expect(body).not.toContain(process.cwd());
  expect(body).not.toContain("node_modules");
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|&nbsp;at |\n\s+at /);
  expect(body).not.toMatch(/did not provide an `action`|URIError|TypeError/);
}

const post = (url: string, init: RequestInit = {}) =>
  fetch(`${origin}${url}`, {
    method: "POST",
    redirect: "manual",
    ...init,
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
    body: init.body ?? "a=b",
  });

test("a bad percent-encoding in the URL answers 400 in plain words", async () => {
  for (const url of ["/%E0%A4%A", "/dashboard/%E0%A4%A", "/%E0%A4%A.data"]) {
    const answer = await fetch(`${origin}${url}`);
    const body = await answer.text();
    expect(answer.status, url).toBe(400);
    expect(body).toBe("400 Bad Request\n");
    expectNoDetails(body);
    const posted = await post(url);
    expect(posted.status, url).toBe(400);
    expectNoDetails(await posted.text());
  }
});

test("a POST to a page without an action answers 405 without naming the route's module", async () => {
  for (const url of ["/about-us", "/about-us.data", "/nonexistent", "/blog.data"]) {
    const answer = await post(url);
    expect(answer.status, url).toBe(405);
    expectNoDetails(await answer.text());
  }
});

test("bad .data requests answer without details", async () => {
  for (const url of ["/nonexistent.data", "/dashboard.data?_routes=nonsense", "/_root.data?_routes=%00"]) {
    const answer = await fetch(`${origin}${url}`, { redirect: "manual" });
    expect(answer.status, url).toBeLessThan(500);
    expectNoDetails(await answer.text());
  }
});

test("a form action refuses JSON or text (415), a broken multipart body (400) and a body over its limit (413)", async () => {
  const json = await post("/auth", {
    headers: { "Content-Type": "application/json" },
    body: '{"intent":"sign-in"}',
  });
  expect(json.status).toBe(415);
  const text = await post("/dashboard.data", {
    headers: { "Content-Type": "text/plain" },
    body: "intent=profile",
  });
  expect(text.status).toBe(415);
  const broken = await post("/auth", {
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: '--y\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsign-in\r\n--y--\r\n',
  });
  expect(broken.status).toBe(400);
  const large = await post("/auth", { body: `intent=sign-in&email=${"a".repeat(70 * 1024)}` });
  expect(large.status).toBe(413);
  for (const answer of [json, text, broken, large]) expectNoDetails(await answer.text());
});

test("over http the session cookie is not Secure, and no HSTS is sent", async () => {
  const signIn = await signInFirstAdmin(server);
  const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
  expect(session).toMatch(/^harborline\.session_token=/);
  expect(session).not.toMatch(/;\s*Secure/i);
  const page = await fetch(`${origin}/`);
  expect(page.headers.get("Strict-Transport-Security")).toBeNull();
  expect(page.headers.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
});
