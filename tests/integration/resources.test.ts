import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import { loader as resourcesLoader } from "#app/routes/marketing/resources.tsx";
import { loader as categoryLoader } from "#app/routes/marketing/resources-category.tsx";
import type { Database } from "#app/server/db.server.ts";
import { findResources, loadResourceList } from "#app/server/models/resources.server.ts";
import { seedReferenceData } from "#app/server/seed.server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

const byTitle = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function callCategoryLoader(db: Database, category: string, search = "") {
  const request = new Request(new URL(`/resources/${category}${search}`, TEST_ORIGIN));
  const context = contextFor(createTestServices(db));
  return categoryLoader({ request, params: { category }, context } as never);
}

describe("findResources", () => {
  it("returns every seeded resource, ordered by title", async () => {
    const found = await findResources(database.db);
    expect(found).toHaveLength(RESOURCE_SEEDS.length);
    const titles = found.map((r) => r.title);
    expect(titles).toEqual([...titles].sort(byTitle));
    expect(new Set(found.map((r) => `${r.category} ${r.url}`))).toEqual(
      new Set(RESOURCE_SEEDS.map((r) => `${r.category} ${r.url}`)),
    );
  });

  it.each(["guides", "by-state", "calculator", "faqs", "credit", "debt-collection"])(
    "filters by the category %s (at least two each), ordered by title",
    async (category) => {
      const found = await findResources(database.db, { category });
      const seeded = RESOURCE_SEEDS.filter((r) => r.category === category);
      expect(seeded.length).toBeGreaterThanOrEqual(2);
      expect(found.map((r) => r.title)).toEqual(seeded.map((r) => r.title).sort(byTitle));
      for (const row of found)
        expect(row).toMatchObject({ category, url: expect.stringMatching(/^https:\/\//) });
    },
  );

  it("returns nothing for an unknown category", async () => {
    expect(await findResources(database.db, { category: "no-such-category" })).toEqual([]);
  });
});

describe("resources loaders", () => {
  it("/resources lists every resource", async () => {
    const context = contextFor(createTestServices(database));
    const result = await resourcesLoader({
      request: new Request(new URL("/resources", TEST_ORIGIN)),
      params: {},
      context,
    } as never);
    expect(result.failed).toBe(false);
    expect(result.resources).toHaveLength(RESOURCE_SEEDS.length);
  });

  it("/resources/guides lists that category's resources", async () => {
    const result = await callCategoryLoader(database, "guides");
    expect(result.failed).toBe(false);
    expect(result.category).toBe("guides");
    expect(result.resources.map((r) => r.title)).toEqual(
      RESOURCE_SEEDS.filter((r) => r.category === "guides")
        .map((r) => r.title)
        .sort(byTitle),
    );
    expect(result.calculator).toBeNull();
  });

  it("an unknown category gives an empty list, not an error", async () => {
    const result = await callCategoryLoader(database, "unknown-category");
    expect(result).toMatchObject({ category: "unknown-category", resources: [], failed: false });
  });

  it("/resources/calculator computes the submitted query on the server", async () => {
    const result = await callCategoryLoader(database, "calculator", "?debt=20%2C000&apr=22&payment=500");
    expect(result.resources.length).toBeGreaterThanOrEqual(2);
    expect(result.calculator?.submitted).toBe(true);
    const outcome = result.calculator?.outcome;
    if (!outcome?.ok) throw new Error("expected a comparison");
    expect(outcome.comparison.minimum).toMatchObject({ kind: "pays-off", months: 73 });
    // Settles for 45% ($9,000), a 25% fee on the $11,000 saved ($2,750): $8,250 saved after fees.
    expect(outcome.comparison.program).toMatchObject({
      settlements: 9000,
      fee: 2750,
      estimatedSavings: 8250,
    });
  });

  it("/resources/calculator returns the errors of an invalid query", async () => {
    const result = await callCategoryLoader(database, "calculator", "?debt=abc&apr=&payment=0");
    expect(result.calculator?.outcome).toMatchObject({ ok: false });
  });

  it("a failed read is logged and gives an empty list; the loaders do not throw", async () => {
    const closed = await createTestDatabase();
    const services = createTestServices(closed);
    await closed.close();
    await expect(loadResourceList(closed.db)).resolves.toEqual({ resources: [], failed: true });
    const result = await categoryLoader({
      request: new Request(new URL("/resources/guides", TEST_ORIGIN)),
      params: { category: "guides" },
      context: contextFor(services),
    } as never);
    expect(result).toMatchObject({ category: "guides", resources: [], failed: true });
    const all = await resourcesLoader({
      request: new Request(new URL("/resources", TEST_ORIGIN)),
      params: {},
      context: contextFor(services),
    } as never);
    expect(all).toEqual({ resources: [], failed: true });
  });
});
