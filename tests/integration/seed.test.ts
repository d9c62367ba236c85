import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import type { Database } from "#app/server/db.server.ts";
import { seedReferenceData } from "#app/server/seed.server.ts";
import { resources } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function resourceCount() {
  const [row] = await database.db.select({ n: count() }).from(resources);
  return row?.n ?? 0;
}

describe("seedReferenceData", () => {
  it("inserts every seeded resource, and running it again adds nothing", async () => {
    expect(RESOURCE_SEEDS.length).toBeGreaterThan(0);
    await seedReferenceData(database.db);
    expect(await resourceCount()).toBe(RESOURCE_SEEDS.length);
    await seedReferenceData(database.db);
    expect(await resourceCount()).toBe(RESOURCE_SEEDS.length);

    const stored = await database.db.select().from(resources);
    const key = (r: { category: string; url: string }) => `${r.category} ${r.url}`;
    expect(stored.map(key).sort()).toEqual(RESOURCE_SEEDS.map(key).sort());
    for (const seed of RESOURCE_SEEDS) {
      const row = stored.find((r) => key(r) === key(seed));
      expect(row).toMatchObject({ title: seed.title, description: seed.description });
    }
  });

  it("links only to https addresses", async () => {
    await seedReferenceData(database.db);
    const stored = await database.db.select({ url: resources.url }).from(resources);
    expect(stored.length).toBeGreaterThan(0);
    for (const { url } of stored) {
      expect(url.startsWith("https://"), url).toBe(true);
      expect(() => new URL(url)).not.toThrow();
    }
  });

  it.each(["guides", "by-state", "calculator", "faqs"])(
    "has at least one resource in the dropdown category %s",
    async (category) => {
      await seedReferenceData(database.db);
      const found = await database.db.select().from(resources).where(eq(resources.category, category));
      expect(found.length).toBeGreaterThanOrEqual(1);
      for (const row of found) {
        expect(row.title.trim()).not.toBe("");
        expect(row.description.trim()).not.toBe("");
      }
    },
  );

  it("restores a seeded title and description that were changed", async () => {
    await seedReferenceData(database.db);
    const seed = RESOURCE_SEEDS[0];
    if (!seed) throw new Error("no seeds");
    await database.db
      .update(resources)
      .set({ title: "Changed", description: "Changed" })
      .where(and(eq(resources.category, seed.category), eq(resources.url, seed.url)));
    await seedReferenceData(database.db);
    const [row] = await database.db
      .select()
      .from(resources)
      .where(and(eq(resources.category, seed.category), eq(resources.url, seed.url)));
    expect(row).toMatchObject({ title: seed.title, description: seed.description });
  });
});
