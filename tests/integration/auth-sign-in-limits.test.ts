import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, type AuthActionData } from "#app/domain/auth-schemas.ts";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { rateLimitKey } from "#app/server/rate-limit.server.ts";
import { rateLimits } from "#db/schema.ts";
import { PASSWORD, signInWith, signUpWith, uniqueEmail, validSignUp } from "#tests/support/auth-actions.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest } from "#tests/support/test-services.ts";

// Sign-in's limits (issue 11, decision 0021): the account and address pair slowed for a minute,
// failures per account per day, attempts per address over all accounts.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const signUp = (fields: Record<string, string>, address?: string) => signUpWith(services, fields, address);
const signIn = (email: string, password: string, path = "/auth", address?: string) =>
  signInWith(services, email, password, path, address);

describe("sign-in limits", () => {
  it("slows the account and address pair for at most a minute, while the owner elsewhere signs in", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const stranger = "198.51.100.1";
    for (let i = 0; i < services.env.limits.signInPerPair; i++) {
      expect((await signIn(email, "Wrong-Password-1", "/auth", stranger)).status).toBe(401);
    }
    const limited = await signIn(email, PASSWORD, "/auth", stranger);
    expect(limited.status).toBe(429);
    expect(limited.body?.formMessage).toBe(AUTH_MESSAGES.rateLimited);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The owner, at their own address, is not kept out by the stranger's failures.
    const owner = await signIn(email, PASSWORD, "/auth", "198.51.100.2");
    expect(owner.status).toBe(302);
    expect(owner.location).toBe("/account");

    // Once the minute has passed (the window is moved back here), the pair may try again.
    await database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, rateLimitKey(services.secret, "sign-in:pair", email, stranger)));
    expect((await signIn(email, PASSWORD, "/auth", stranger)).status).toBe(302);
  });

  it("caps failures per account per day, whatever the addresses, with Retry-After", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const capped8 = createTestServices(database, { SIGN_IN_FAILURES_PER_ACCOUNT_DAY: "8" });
    const attempt = (password: string, address: string) =>
      outcome<AuthActionData>(() =>
        signInAction({
          request: formRequest("/auth", { intent: "sign-in", email, password }),
          context: contextFor(capped8, address),
          params: {},
        } as never),
      );
    for (let i = 0; i < 8; i++) {
      expect((await attempt("Wrong-Password-1", `203.0.113.${i + 1}`)).status).toBe(401);
    }
    const capped = await attempt(PASSWORD, "192.0.2.77");
    expect(capped.status).toBe(429);
    const retryAfter = Number(capped.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("throttles sign-in attempts per address over all accounts", async () => {
    const address = "198.51.100.3";
    for (let i = 0; i < services.env.limits.signInPerAddress; i++) {
      await signIn(uniqueEmail(), "Wrong-Password-1", "/auth", address);
    }
    const byAddress = await signIn(uniqueEmail(), "Wrong-Password-1", "/auth", address);
    expect(byAddress.status).toBe(429);
  });
});
