import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type Started, startServer } from "./support/spawned-server.ts";

// Every 429 the product sends says when to come back (issue 41, item 6; decision 41): the outside
// re-test found the uploads' and the messages' refusals without Retry-After. This walks every
// rate-limited route a customer or a visitor reaches beyond sign-in's own (outside-retest.spec.ts
// covers /auth, sign-up, Forgot your password and the second step), each as a page and as its data
// request, on a server of its own so that no other test's address or account is throttled.

test.describe.configure({ mode: "serial", timeout: 180_000 });

let folder: string;
let server: Started;
let origin: string;
let cookie = "";

const PASSWORD = "Harbor-Light-42-Retry";

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-retry-after-"));
  server = await startServer(folder);
  origin = `http://127.0.0.1:${server.port}`;
  const email = `retry-${Date.now()}@test.example`;
  const fields = { firstName: "Ada", lastName: "Lovelace", phone: "5551234567", email, password: PASSWORD };
  const signUp = await post("/auth?mode=sign-up", urlencoded({ intent: "sign-up", ...fields }));
  expect(signUp.status).toBe(302);
  const signIn = await post("/auth", urlencoded({ intent: "sign-in", email, password: PASSWORD }));
  expect(signIn.status).toBe(302);
  cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(folder, { recursive: true, force: true });
});

const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields);

function multipart(fields: Record<string, string>, file?: { field: string; name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: "image/png" }), file.name);
  return form;
}

function post(target: string, body: URLSearchParams | FormData) {
  return fetch(`${origin}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
}

/** `page` until refused, then the page and its data request: both 429 with a Retry-After. */
async function refusedBothWays(
  what: string,
  { page, data }: { page: string; data: string },
  body: () => URLSearchParams | FormData,
  attempts: number,
) {
  let last: Response | undefined;
  for (let i = 0; i < attempts; i += 1) {
    last = await post(page, body());
    if (last.status === 429) break;
  }
  for (const [kind, answer] of [
    ["page", last],
    ["data", await post(data, body())],
  ] as const) {
    expect(answer?.status, `${what} (${kind})`).toBe(429);
    expect(Number(answer?.headers.get("Retry-After")), `${what} (${kind})`).toBeGreaterThan(0);
  }
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

test("a customer's throttled forms say when to come back", async () => {
  await refusedBothWays(
    "uploads",
    { page: "/dashboard/documents", data: "/dashboard/documents.data" },
    () =>
      multipart(
        { intent: "upload-document", kind: "other" },
        { field: "file", name: "letter.png", bytes: PNG },
      ),
    11,
  );
  await refusedBothWays(
    "messages",
    { page: "/dashboard/messages", data: "/dashboard/messages.data" },
    () => multipart({ intent: "send-message", body: "Hello, a question about my deposit." }),
    31,
  );
  // Support's request is a message too, and counts against the same hour.
  await refusedBothWays(
    "support",
    { page: "/dashboard/support", data: "/dashboard/support.data" },
    () => urlencoded({ intent: "support", subject: "A question", message: "When is my next deposit?" }),
    1,
  );
  await refusedBothWays(
    "a new confirmation link",
    { page: "/dashboard", data: "/dashboard.data" },
    () => urlencoded({ intent: "resend-verification" }),
    4,
  );
  await refusedBothWays(
    "the current password",
    { page: "/dashboard/profile", data: "/dashboard/profile.data" },
    () =>
      urlencoded({
        intent: "change-password",
        currentPassword: "Not-The-Password-1",
        newPassword: "Another-Harbor-Light-43",
        confirmPassword: "Another-Harbor-Light-43",
      }),
    6,
  );
});

test("a visitor's throttled links and sign-in by passkey say when to come back", async () => {
  cookie = "";
  for (const [page, fields] of [
    ["/auth/confirm-email", { token: "nonsense" }],
    ["/auth/undo-email-change", { token: "nonsense" }],
    [
      "/auth/reset-password?token=nonsense",
      { token: "nonsense", newPassword: "Harbor-Light-44", confirmPassword: "Harbor-Light-44" },
    ],
  ] as const) {
    const [pathname, query] = page.split("?");
    await refusedBothWays(
      pathname ?? page,
      { page, data: `${pathname}.data${query ? `?${query}` : ""}` },
      () => urlencoded(fields),
      31,
    );
  }
  // The passkey's challenge counts against the address's sign-ins: last, as it closes sign-in here.
  let last: Response | undefined;
  for (let i = 0; i < 21 && last?.status !== 429; i += 1) {
    last = await post("/auth/passkey", urlencoded({ intent: "passkey-options" }));
  }
  expect(last?.status).toBe(429);
  expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
});
