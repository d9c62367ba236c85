import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthActionData } from "#app/domain/auth-schemas.ts";
import { action as forgotAction } from "#app/routes/auth/forgot-password.tsx";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import { settleBackgroundTasks } from "#app/server/background.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { rateLimits } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest } from "#tests/support/test-services.ts";

// The rate-limit counters are kept under a keyed hash of what they count (an e-mail typed at
// sign-in, a client address): a copy of the table says who tried nothing about who.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
const address = "198.51.100.23";

function post(run: typeof signInAction, path: string, fields: Record<string, string>) {
  return outcome<AuthActionData>(() =>
    run({ request: formRequest(path, fields), context: contextFor(services, address), params: {} } as never),
  );
}

async function rawKeys(): Promise<string[]> {
  const rows = await database.db.select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((row) => row.key);
}

describe("rate-limit keys", () => {
  it("after a throttled sign-in and a reset request the table holds no e-mail address or client address", async () => {
    const email = `throttled-${Date.now()}@test.example`;
    const signUp = await post(signInAction, "/auth?mode=sign-up", {
      intent: "sign-up",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "(555) 123-4567",
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(302);
    let last = 0;
    for (let i = 0; i <= services.env.limits.signInPerPair; i++) {
      last = (await post(signInAction, "/auth", { intent: "sign-in", email, password: "Wrong-Password-1" }))
        .status;
    }
    expect(last).toBe(429);
    expect((await post(forgotAction as never, "/auth/forgot-password", { email })).status).toBe(200);
    await settleBackgroundTasks();

    const keys = await rawKeys();
    // sign-up per address, sign-in per address, per pair, failures per account, reset per address and per account.
    expect(keys.length).toBeGreaterThanOrEqual(6);
    const dump = keys.join("\n");
    expect(dump).not.toContain(email);
    expect(dump).not.toContain("throttled-");
    expect(dump).not.toContain("@");
    expect(dump).not.toContain(address);
    // Each key is its kind and a 64-hex-digit HMAC.
    for (const key of keys) expect(key).toMatch(/^[a-z-]+(:[a-z-]+)*:[0-9a-f]{64}$/);
  });
});
