import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_LIMIT } from "#app/domain/admin/applications-query.ts";
import type { Database } from "#app/server/db.server.ts";
import { findApplicationsPageForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { applications } from "#db/schema.ts";
import { type NewApplication, sampleApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { testCipher } from "../support/test-cipher.ts";

// Applications Management's list (spec section 2): one page of 20, newest first, searched by
// name or e-mail and filtered by status in the database, with the total of the same filter.
// Each test marks its rows with a token of its own and searches for it, so the rows of the
// other tests in this file's database stay out of its pages.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Letters only, so it can sit inside a name and an e-mail address. */
function token(): string {
  return Array.from(crypto.randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

async function insert(rows: Partial<NewApplication>[]) {
  return database.db
    .insert(applications)
    .values(rows.map((row) => sampleApplication(row)))
    .returning({ id: applications.id, createdAt: applications.createdAt });
}

const newestFirst = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe("findApplicationsPageForAdmin", () => {
  it("pages 20 at a time, newest first and by id among equal times, with the total", async () => {
    const mark = token();
    const base = Date.parse("2025-06-01T12:00:00Z");
    // Three applications share each moment, so the id decides their order.
    const inserted = await insert(
      Array.from({ length: 45 }, (_, i) => ({
        email: `${mark}-${i}@test.example`,
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      })),
    );
    const expected = [...inserted].sort(newestFirst).map((row) => row.id);

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        findApplicationsPageForAdmin(database.db, testCipher, { search: mark, filter: "all", page }),
      ),
    );
    expect(pages.map((p) => p.total)).toEqual([45, 45, 45, 45]);
    expect(pages.map((p) => p.rows.length)).toEqual([20, 20, 5, 0]);
    expect(pages.flatMap((p) => p.rows.map((row) => row.id))).toEqual(expected);
  });

  it("finds a name fragment, a full name and an e-mail fragment, whatever their case", async () => {
    const mark = token();
    const [byName, byEmail] = await insert([
      { firstName: "Ada", lastName: `Lovell${mark}`, email: `ada-${crypto.randomUUID()}@test.example` },
      { firstName: "Grace", lastName: "Hopper", email: `grace.${mark}@test.example` },
    ]);
    const search = (text: string) =>
      findApplicationsPageForAdmin(database.db, testCipher, { search: text, filter: "all", page: 1 });
    const ids = async (text: string) => (await search(text)).rows.map((row) => row.id);

    expect(await ids(`OVELL${mark.toUpperCase()}`)).toEqual([byName?.id]);
    expect(await ids(`ada lovell${mark}`)).toEqual([byName?.id]);
    expect(await ids(`.${mark}@TEST`)).toEqual([byEmail?.id]);
    expect((await search(mark)).total).toBe(2);
    expect(await search(`${mark}-nobody`)).toEqual({ rows: [], total: 0, more: false });
  });

  it("combines the status filter with the search", async () => {
    const mark = token();
    const rows = await insert(
      (["pending", "declined", "declined", "cancelled"] as const).map((status, i) => ({
        status,
        email: `${mark}-${i}@test.example`,
        createdAt: new Date(Date.parse("2025-07-01T00:00:00Z") + i * 1000),
      })),
    );
    const declined = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: mark,
      filter: "declined",
      page: 1,
    });
    expect(declined.total).toBe(2);
    expect(declined.rows.map((row) => [row.id, row.status])).toEqual([
      [rows[2]?.id, "declined"],
      [rows[1]?.id, "declined"],
    ]);
  });

  it("searches for % and _ as the characters themselves", async () => {
    const mark = token();
    const [literal] = await insert([
      { email: `${mark}_100%@test.example` },
      { email: `${mark}x100y@test.example` },
    ]);
    const found = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: `${mark}_100%`,
      filter: "all",
      page: 1,
    });
    expect(found.rows.map((row) => row.id)).toEqual([literal?.id]);
    expect(found.total).toBe(1);
  });

  it("counts a broad search only up to its limit, says there are more, and still finds deeper pages", async () => {
    const mark = token();
    const base = Date.parse("2025-07-01T12:00:00Z");
    const inserted = await insert(
      Array.from({ length: SEARCH_COUNT_LIMIT + 30 }, (_, i) => ({
        email: `${mark}-${i}@test.example`,
        createdAt: new Date(base + i * 1_000),
      })),
    );
    const expected = [...inserted].sort(newestFirst).map((row) => row.id);
    const first = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: mark,
      filter: "all",
      page: 1,
    });
    expect(first).toMatchObject({ total: SEARCH_COUNT_LIMIT, more: true });
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));

    // The last page: counted past it, so the count is exact again and says no more follow.
    const lastPage = Math.ceil(expected.length / 20);
    const last = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: mark,
      filter: "all",
      page: lastPage,
    });
    expect(last).toMatchObject({ total: expected.length, more: false });
    expect(last.rows.map((row) => row.id)).toEqual(expected.slice((lastPage - 1) * 20));
    const beyond = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: mark,
      filter: "all",
      page: 51,
    });
    expect(beyond).toMatchObject({ total: 1_020, more: true });

    // The status filter alone counts exactly, however many.
    const all = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: "",
      filter: "pending",
      page: 1,
    });
    expect(all.more).toBe(false);
    expect(all.total).toBeGreaterThanOrEqual(expected.length);
  });
});
