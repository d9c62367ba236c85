import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { findLiveSession } from "#app/server/session-lookup.server.ts";
import { hashStoredSessionTokens, storedSessionToken } from "#app/server/session-token.server.ts";
import { sessions } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// Session tokens are kept only as keyed hashes (issue 41, item 7): the outside re-test found them
// in clear in `sessions`, so a copy of the database opened every session. The cookie still holds
// the token; the row holds its HMAC under a key derived from the auth secret; rows from before are
// hashed once at start and their cookies keep working.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const cookieName = async () => (await services.auth.$context).authCookies.sessionToken.name;

/** A cookie as better-auth signs it, for `token`: what someone holding the database and the secret could make. */
async function cookieFor(token: string) {
  const signature = await makeSignature(token, services.secret);
  return new Headers({ cookie: `${await cookieName()}=${encodeURIComponent(`${token}.${signature}`)}` });
}

const tokenOfCookie = (cookie: string) =>
  decodeURIComponent(/session_token=([^;]*)/.exec(cookie)?.[1] ?? "").split(".")[0] ?? "";

const rowOf = async (userId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

const signedIn = async (headers: Headers) =>
  Boolean(await services.auth.api.getSession({ headers })) ||
  Boolean(await findLiveSession(services.auth, services.db, headers));

describe("session tokens at rest", () => {
  it("keeps only the keyed hash of a new session's token, and the cookie still signs in", async () => {
    const user = await signedInUser(services);
    const token = tokenOfCookie(user.cookie);
    const row = await rowOf(user.id);
    expect(token).toMatch(/^[A-Za-z0-9]{20,}$/);
    expect(row?.token).toBe(storedSessionToken(services.secret, token));
    expect(row?.token).not.toContain(token);
    expect(
      await findLiveSession(services.auth, services.db, new Headers({ cookie: user.cookie })),
    ).not.toBeNull();
    expect(
      await services.auth.api.getSession({ headers: new Headers({ cookie: user.cookie }) }),
    ).not.toBeNull();
  });

  it("opens no session from what the database holds, even signed with the secret", async () => {
    const user = await signedInUser(services);
    const row = await rowOf(user.id);
    expect(await signedIn(await cookieFor(row?.token ?? ""))).toBe(false);
  });

  it("hashes the tokens of sessions made before, whose cookies keep working", async () => {
    const user = await signedInUser(services);
    const token = tokenOfCookie(user.cookie);
    // As a row was stored before issue 41: the token in clear.
    await database.db.update(sessions).set({ token }).where(eq(sessions.userId, user.id));
    expect(await hashStoredSessionTokens(database.db, services.secret)).toBeGreaterThanOrEqual(1);
    expect((await rowOf(user.id))?.token).toBe(storedSessionToken(services.secret, token));
    expect(await hashStoredSessionTokens(database.db, services.secret)).toBe(0);
    expect(await signedIn(await cookieFor(token))).toBe(true);
  });
});
