import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import {
  hitRateLimit,
  peekRateLimit,
  type RateLimitKey,
  type RateLimitRule,
  rateLimitKey,
  resetRateLimit,
} from "#app/server/rate-limit.server.ts";
import { rateLimits } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const uniqueKey = () =>
  rateLimitKey("test-secret-test-secret-test-secret-0123456789", "test", crypto.randomUUID());

async function hits(key: RateLimitKey): Promise<number | undefined> {
  const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.hits;
}

describe("hitRateLimit", () => {
  it("allows `limit` hits in a window, then refuses with a retry delay within the window", async () => {
    const key = uniqueKey();
    const rule: RateLimitRule = { limit: 3, windowSeconds: 60 };
    for (let i = 1; i <= 3; i++) {
      const result = await hitRateLimit(database.db, key, rule);
      expect(result.allowed, `hit ${i}`).toBe(true);
    }
    const refused = await hitRateLimit(database.db, key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
    // Every refused attempt is still counted.
    expect((await hitRateLimit(database.db, key, rule)).allowed).toBe(false);
    expect(await hits(key)).toBe(5);
  });

  it("reports the time left in the window on every hit", async () => {
    const key = uniqueKey();
    const first = await hitRateLimit(database.db, key, { limit: 5, windowSeconds: 600 });
    expect(first).toEqual({ allowed: true, hits: 1, retryAfterSeconds: expect.any(Number) });
    expect(first.retryAfterSeconds).toBeGreaterThan(590);
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("counts each key on its own", async () => {
    const rule: RateLimitRule = { limit: 1, windowSeconds: 60 };
    const a = uniqueKey();
    const b = uniqueKey();
    expect((await hitRateLimit(database.db, a, rule)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, a, rule)).allowed).toBe(false);
    expect((await hitRateLimit(database.db, b, rule)).allowed).toBe(true);
    expect(await hits(a)).toBe(2);
    expect(await hits(b)).toBe(1);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = uniqueKey();
    const rule: RateLimitRule = { limit: 1, windowSeconds: 1 };
    expect((await hitRateLimit(database.db, key, rule)).allowed).toBe(true);
    const refused = await hitRateLimit(database.db, key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const again = await hitRateLimit(database.db, key, rule);
    expect(again.allowed).toBe(true);
    expect(await hits(key)).toBe(1);
  });

  it("counts concurrent hits on one key exactly (one atomic statement each)", async () => {
    const key = uniqueKey();
    const rule: RateLimitRule = { limit: 12, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, key, rule)));
    expect(await hits(key)).toBe(20);
    expect(results.filter((r) => r.allowed)).toHaveLength(12);
    expect(results.filter((r) => !r.allowed)).toHaveLength(8);
  });
});

describe("resetRateLimit", () => {
  it("forgets the key's counter", async () => {
    const key = uniqueKey();
    const rule: RateLimitRule = { limit: 2, windowSeconds: 60 };
    await hitRateLimit(database.db, key, rule);
    await hitRateLimit(database.db, key, rule);
    expect((await hitRateLimit(database.db, key, rule)).allowed).toBe(false);
    await resetRateLimit(database.db, key);
    expect(await hits(key)).toBeUndefined();
    expect((await hitRateLimit(database.db, key, rule)).allowed).toBe(true);
    expect(await hits(key)).toBe(1);
  });

  it("leaves other keys alone and accepts an unknown key", async () => {
    const kept = uniqueKey();
    await hitRateLimit(database.db, kept, { limit: 5, windowSeconds: 60 });
    await resetRateLimit(database.db, uniqueKey());
    expect(await hits(kept)).toBe(1);
  });
});

describe("peekRateLimit", () => {
  it("reads a counter without counting: allowed below the limit, refused at it, open once the window passed", async () => {
    const key = uniqueKey();
    expect(await peekRateLimit(database.db, key, 2)).toEqual({
      allowed: true,
      hits: 0,
      retryAfterSeconds: 0,
    });
    await hitRateLimit(database.db, key, { limit: 2, windowSeconds: 600 });
    expect((await peekRateLimit(database.db, key, 2)).allowed).toBe(true);
    await hitRateLimit(database.db, key, { limit: 2, windowSeconds: 600 });
    const refused = await peekRateLimit(database.db, key, 2);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await hits(key)).toBe(2);
    await database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, key));
    expect((await peekRateLimit(database.db, key, 2)).allowed).toBe(true);
  });
});

describe("rateLimitKey", () => {
  const secret = "test-secret-test-secret-test-secret-0123456789";
  it("is the kind in clear and a keyed hash of the parts: stable, and different under another secret", () => {
    const key = rateLimitKey(secret, "sign-in:pair", "ada@test.example", "203.0.113.7");
    expect(key).toMatch(/^sign-in:pair:[0-9a-f]{64}$/);
    expect(key).toBe(rateLimitKey(secret, "sign-in:pair", "ada@test.example", "203.0.113.7"));
    expect(key).not.toBe(rateLimitKey(`${secret}x`, "sign-in:pair", "ada@test.example", "203.0.113.7"));
    expect(key).not.toBe(rateLimitKey(secret, "sign-in:pair", "ada@test.example203.0.113.7"));
    expect(key).not.toContain("ada");
  });
});
