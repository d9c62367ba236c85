import crypto from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_FORM_MESSAGES as M } from "#app/domain/password-forms.ts";
import { PASSWORD_MESSAGES } from "#app/domain/password-strength.ts";
import { action as forgotAction } from "#app/routes/auth/forgot-password.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/auth/reset-password.tsx";
import { pendingBackgroundTasks, settleBackgroundTasks } from "#app/server/background.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createCredentialUser, grantAdmin, isCurrentPassword } from "#app/server/models/user/users.server.ts";
import { RESET_LINKS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from "#app/server/password-reset.server.ts";
import { emailOutbox, sessions, verifications } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// 'Forgot your password?' (issue 11): the same answer for every address, a link that works
// once for an hour, sign-up's rules for the new password, every session signed out, the owner
// told; limits per client address and per account.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
const NEW_PASSWORD = "Quiet-Tide-2027!";
let addressCounter = 0;
/** Each test from its own client address, so the per-address limit is the test's own. */
const nextAddress = () => `192.0.2.${++addressCounter}`;

async function newUser() {
  const email = `reset-${crypto.randomUUID()}@test.example`;
  const user = await createCredentialUser(database.db, {
    email,
    password: PASSWORD,
    firstName: "Grace",
    lastName: "Hopper",
    emailVerified: true,
  });
  return { id: user.id, email };
}

function askForLink(email: string, address: string) {
  const request = formRequest("/auth/forgot-password", { email });
  return outcome<{ ok: boolean; formMessage?: string; fieldErrors?: Record<string, string> }>(() =>
    forgotAction({ request, context: contextFor(services, address), params: {} } as never),
  );
}

function setPassword(fields: Record<string, string>, address: string) {
  const request = formRequest("/auth/reset-password", fields);
  return outcome<{
    ok: boolean;
    linkInvalid?: boolean;
    formMessage?: string;
    reasons?: string[];
    fieldErrors?: Record<string, string>;
  }>(() => resetAction({ request, context: contextFor(services, address), params: {} } as never));
}

async function openLink(token: string) {
  const request = new Request(
    new URL(`/auth/reset-password?token=${encodeURIComponent(token)}`, TEST_ORIGIN),
  );
  return (await resetLoader({ request, context: contextFor(services), params: {} } as never)) as {
    token: string | null;
  };
}

async function mail(to: string, kind: "password-reset" | "password-changed") {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

/** The token in the last reset message sent to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  await settleBackgroundTasks();
  const messages = await mail(to, "password-reset");
  const last = messages.at(-1);
  const url = last?.textBody.match(/https?:\/\/\S+/)?.[0];
  expect(url, "a reset link in the message").toBeDefined();
  const link = new URL(url ?? "");
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/auth/reset-password`);
  return link.searchParams.get("token") ?? "";
}

describe("asking for a reset link", () => {
  it("answers a known and an unknown address alike, and queues the link only after answering", async () => {
    const { email } = await newUser();
    const known = await askForLink(email, nextAddress());
    // Answered before the link is made: its work was still running when the answer came. (Read
    // at once: a query here raced the work, and on PostgreSQL once lost.)
    expect(pendingBackgroundTasks()).toBeGreaterThan(0);
    const unknown = await askForLink(`nobody-${crypto.randomUUID()}@test.example`, nextAddress());
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ intent: "forgot-password", ok: true, formMessage: M.linkSent });
    await settleBackgroundTasks();
    const [message] = await mail(email, "password-reset");
    expect(message?.subject).toBe("Reset your Harborline Debt Relief password");
    expect(message?.textBody).toContain("expires in 1 hour");
  });

  it("refuses a malformed address next to the field", async () => {
    const result = await askForLink("not-an-address", nextAddress());
    expect(result.status).toBe(400);
    expect(result.body?.fieldErrors?.email).toBe("Invalid email address");
  });

  it("slows one client address down with a 429 and Retry-After", async () => {
    const address = nextAddress();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS.limit; i += 1) {
      expect((await askForLink(`sweep-${i}-${crypto.randomUUID()}@test.example`, address)).status).toBe(200);
    }
    const refused = await askForLink(`sweep-last@test.example`, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body?.formMessage).toBe(M.tooManyRequests);
  });

  it("sends one account a few links an hour, answering further requests alike", async () => {
    const { email } = await newUser();
    const answers = [];
    for (let i = 0; i < RESET_LINKS_PER_ACCOUNT.limit + 2; i += 1)
      answers.push(await askForLink(email, nextAddress()));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await settleBackgroundTasks();
    expect(await mail(email, "password-reset")).toHaveLength(RESET_LINKS_PER_ACCOUNT.limit);
  });
});

describe("the link", () => {
  it("is stored only as a hash", async () => {
    const { email } = await newUser();
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    const rows = await database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${token}%`));
    expect(rows).toHaveLength(0);
    expect((await openLink(token)).token).toBe(token);
  });

  it("sets a new password once: every session ends, the owner is told, the old password stops working", async () => {
    const { id, email } = await newUser();
    await services.auth.api.signInEmail({ body: { email, password: PASSWORD } });
    await services.auth.api.signInEmail({ body: { email, password: PASSWORD } });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(2);
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);

    const done = await setPassword(
      { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      nextAddress(),
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth");
    expect(done.headers.get("Set-Cookie")).toContain("harborline_flash=");
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await isCurrentPassword(database.db, id, NEW_PASSWORD)).toBe(true);
    expect(await isCurrentPassword(database.db, id, PASSWORD)).toBe(false);
    const [notice] = await mail(email, "password-changed");
    expect(notice?.textBody).toContain("was just changed");

    // Used: the page and a second submission say so.
    expect((await openLink(token)).token).toBeNull();
    const again = await setPassword(
      { token, newPassword: "Another-Tide-99!", confirmPassword: "Another-Tide-99!" },
      nextAddress(),
    );
    expect(again.status).toBe(410);
    expect(again.body?.linkInvalid).toBe(true);
    expect(await isCurrentPassword(database.db, id, NEW_PASSWORD)).toBe(true);
  });

  it("refuses a weak or mismatched password with its reasons, and the link still works after", async () => {
    const { id, email } = await newUser();
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    const weak = await setPassword(
      { token, newPassword: "password1234", confirmPassword: "password1234" },
      nextAddress(),
    );
    expect(weak.status).toBe(400);
    expect(weak.body?.reasons).toContain(PASSWORD_MESSAGES.tooCommon);
    const mismatch = await setPassword(
      { token, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      nextAddress(),
    );
    expect(mismatch.body?.fieldErrors?.confirmPassword).toBe("New passwords do not match");
    const short = await setPassword({ token, newPassword: "Ab1!", confirmPassword: "Ab1!" }, nextAddress());
    expect(short.body?.fieldErrors?.newPassword).toBe("Password must be at least 8 characters long");
    expect(await isCurrentPassword(database.db, id, PASSWORD)).toBe(true);
    expect((await openLink(token)).token).toBe(token);
  });

  it("refuses an altered, malformed or expired link", async () => {
    const { id, email } = await newUser();
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    const altered = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect((await openLink(altered)).token).toBeNull();
    expect((await openLink("../../etc")).token).toBeNull();
    expect((await openLink("")).token).toBeNull();
    const tampered = await setPassword(
      { token: altered, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      nextAddress(),
    );
    expect(tampered.status).toBe(410);

    await database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, id));
    expect((await openLink(token)).token).toBeNull();
    const late = await setPassword(
      { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      nextAddress(),
    );
    expect(late.body?.linkInvalid).toBe(true);
  });

  it("returns an admin to the admin sign-in", async () => {
    const { id, email } = await newUser();
    await grantAdmin(database.db, id);
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    const done = await setPassword(
      { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      nextAddress(),
    );
    expect(done.location).toBe("/admin/auth");
  });
});
