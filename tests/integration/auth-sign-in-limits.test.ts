import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { rateLimitKey } from "#app/server/rate-limit.server.ts";
import { clearSignInFailures } from "#app/server/sign-in-throttle.server.ts";
import { rateLimits } from "#db/schema.ts";
import { PASSWORD, signInWith, signUpWith, uniqueEmail, validSignUp } from "#tests/support/auth-actions.ts";
import { TestClock } from "#tests/support/clock.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// Sign-in's limits (issue 11, decision 0021; issue 20): the account and address pair slowed for a
// minute, attempts per address over all accounts (checked first), and an account's failures that
// slow strangers' browsers for seconds and never its owner's.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** The cookies a response set, as the browser sends them back. */
const cookieHeaderOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

const countRows = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimits))[0]?.n ?? 0;

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

  it("never keeps the owner out, whatever an account's failures from other addresses (issue 20)", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const clock = new TestClock();
    const slowing = createTestServices(database, { SIGN_IN_FAILURES_BEFORE_DELAY: "3" }, clock);
    const attempt = (password: string, address: string, cookie?: string) =>
      signInWith(slowing, email, password, "/auth", address, cookie);
    // The owner's browser signed in once before: it holds the signed cookie that names the account.
    const before = await attempt(PASSWORD, "192.0.2.10");
    expect(before.status).toBe(302);
    const ownBrowser = cookieHeaderOf(before.headers);
    expect(ownBrowser).toMatch(/harborline_device=/);

    // 60 failures from 20 addresses (each within its own limits), as the outside test made them.
    for (let i = 0; i < 60; i++) {
      const failed = await attempt("Wrong-Password-1", `203.0.113.${(i % 20) + 1}`);
      expect([401, 429]).toContain(failed.status);
      clock.advance({ seconds: 31 });
    }
    // The owner's browser, right password: in at once.
    const owner = await attempt(PASSWORD, "192.0.2.10", ownBrowser);
    expect(owner.status).toBe(302);
    expect(owner.location).toBe("/account");

    // Another browser is slowed, for seconds, not the day; then it is let in.
    await attempt("Wrong-Password-1", "203.0.113.99");
    const stranger = await attempt(PASSWORD, "198.51.100.50");
    expect(stranger.status).toBe(429);
    const wait = Number(stranger.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(slowing.env.limits.signInDelayMaxSeconds);
    clock.advance({ seconds: wait });
    expect((await attempt(PASSWORD, "198.51.100.50")).status).toBe(302);

    // A password reset clears the slate: a new browser is let in at once.
    await attempt("Wrong-Password-1", "203.0.113.98");
    expect((await attempt(PASSWORD, "198.51.100.51")).status).toBe(429);
    await clearSignInFailures(database.db, slowing.secret, email);
    expect((await attempt(PASSWORD, "198.51.100.51")).status).toBe(302);
  });

  it("writes no per-account row for attempts the address limit refuses (issue 20)", async () => {
    const address = "198.51.100.77";
    const before = await countRows();
    for (let i = 0; i < services.env.limits.signInPerAddress + 30; i++) {
      await signIn(uniqueEmail(), "Wrong-Password-1", "/auth", address);
    }
    // One address row, and per-account rows for the allowed attempts only (pair and failures).
    const written = (await countRows()) - before;
    expect(written).toBeLessThanOrEqual(1 + 2 * services.env.limits.signInPerAddress);
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
