import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as forgotAction } from "#app/routes/auth/forgot-password.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/auth/reset-password.tsx";
import { action as profileAction } from "#app/routes/dashboard/profile.tsx";
import { settleBackgroundTasks } from "#app/server/background.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createCredentialUser, isCurrentPassword } from "#app/server/models/user/users.server.ts";
import { rateLimitKey } from "#app/server/rate-limit.server.ts";
import { emailOutbox, rateLimits } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// 'Forgot your password?' (issue 20): a reset link still outstanding dies once the password
// changes, by another link or in Profile Settings, and a reset forgets the failed sign-ins.
// The request and the link themselves are password-reset.test.ts.

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

describe("outstanding links (issue 20)", () => {
  it("die when the password is reset by another of them", async () => {
    const { email } = await newUser();
    await askForLink(email, nextAddress());
    const first = await linkTokenFor(email);
    await askForLink(email, nextAddress());
    const second = await linkTokenFor(email);
    expect(second).not.toBe(first);
    const done = await setPassword(
      { token: second, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      nextAddress(),
    );
    expect(done.status).toBe(302);
    expect((await openLink(first)).token).toBeNull();
  });

  it("die when the password is changed in Profile Settings", async () => {
    const { id, email } = await newUser();
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    const { headers } = await services.auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const changed = await outcome<{ ok: boolean }>(() =>
      profileAction({
        request: formRequest(
          "/dashboard/profile",
          {
            intent: "change-password",
            currentPassword: PASSWORD,
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
          { Cookie: cookie },
        ),
        context: contextFor(services, nextAddress()),
        params: {},
      } as never),
    );
    // Posted as a page: the room again, under the new session (profile-actions.server.ts).
    expect(changed.status).toBe(302);
    expect((await openLink(token)).token).toBeNull();
    const late = await setPassword(
      { token, newPassword: "Another-Tide-99!", confirmPassword: "Another-Tide-99!" },
      nextAddress(),
    );
    expect(late.status).toBe(410);
    expect(await isCurrentPassword(database.db, id, NEW_PASSWORD)).toBe(true);
  });

  it("forget the account's failed sign-ins once a reset succeeds", async () => {
    const { email } = await newUser();
    const failures = rateLimitKey(services.secret, "sign-in:account-failures", email);
    const wait = rateLimitKey(services.secret, "sign-in:account-wait", email);
    await database.db.insert(rateLimits).values([
      { key: failures, hits: 50, resetAt: new Date(Date.now() + 3_600_000) },
      { key: wait, hits: 1, resetAt: new Date(Date.now() + 30_000) },
    ]);
    await askForLink(email, nextAddress());
    const token = await linkTokenFor(email);
    await setPassword({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, nextAddress());
    const left = await database.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, [failures, wait]));
    expect(left).toEqual([]);
  });
});
