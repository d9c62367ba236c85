import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as authApiLoader } from "#app/routes/api/auth.ts";
import { action as confirmAction, loader as confirmLoader } from "#app/routes/auth/confirm-email.tsx";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { emailOutbox, sessions, users } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The confirmation link after sign-up (issue 11): it opens a page that changes nothing, its
// button confirms the address and signs no one in, and better-auth is reachable only that way.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

let counter = 0;
function uniqueEmail() {
  counter += 1;
  return `confirm-${Date.now()}-${counter}@test.example`;
}

async function signUp(email: string) {
  const fields = {
    intent: "sign-up",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "(555) 123-4567",
    email,
    password: "Harbor-Light-42",
  };
  const request = formRequest("/auth?mode=sign-up", fields);
  await outcome(() => signInAction({ request, context: contextFor(services), params: {} } as never));
}

const sessionsOf = (userId: string | undefined) =>
  database.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId ?? ""));

describe("the confirmation link", () => {
  it("confirms the address only by the page's POST, signs no one in, and never follows a callbackURL", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const link = /https?:\/\/\S+\/auth\/confirm-email\?token=\S+/.exec(mail?.textBody ?? "")?.[0];
    if (!link) throw new Error("no verification link in the message");
    const token = new URL(link).searchParams.get("token") ?? "";
    const verified = async () =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified;

    // A page on another site sends the victim to the attacker's link in better-auth's old form,
    // with a callback of its choice: it lands on our page, with the token only, changing nothing.
    const hostile = new URL("/api/auth/verify-email", TEST_ORIGIN);
    hostile.searchParams.set("token", token);
    hostile.searchParams.set("callbackURL", "/.//evil.example");
    const answer = await outcome(() =>
      authApiLoader({ request: new Request(hostile), context: contextFor(services), params: {} } as never),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/auth/confirm-email?token=${encodeURIComponent(token)}`);
    const page = (await confirmLoader({
      request: new Request(link),
      context: contextFor(services),
      params: {},
    } as never)) as { token: string; change: boolean };
    expect(page).toEqual({ token, change: false });
    expect(await verified()).toBe(false);

    const confirmed = await outcome(() =>
      confirmAction({
        request: formRequest("/auth/confirm-email", { token }),
        context: contextFor(services),
        params: {},
      } as never),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/auth?redirectTo=%2Fdashboard");
    expect(confirmed.headers.get("Set-Cookie") ?? "").not.toMatch(/session_token=[^;]+/);
    expect(await verified()).toBe(true);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(await sessionsOf(row?.id)).toHaveLength(0);
  });

  it("keeps every other better-auth endpoint closed", async () => {
    for (const [method, path] of [
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/request-password-reset"],
      ["GET", "/api/auth/reset-password/abc?callbackURL=/"],
      ["POST", "/api/auth/change-email"],
    ] as const) {
      const request = new Request(new URL(path, TEST_ORIGIN), { method, headers: { Origin: TEST_ORIGIN } });
      const answer = await outcome(() =>
        authApiLoader({ request, context: contextFor(services), params: {} } as never),
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });
});
