import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import {
  APPLICATIONS_CHANNEL,
  type ApplicationsChange,
  createApplicationsFeed,
  FEED_MIN_INTERVAL_MS,
} from "#app/server/realtime.server.ts";
import { applications } from "#db/schema.ts";
import { insertApplication, sampleApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// Migration 0005's trigger and Database.listen, on the database of this run (PGlite in
// process, or PostgreSQL 15): what a change to applications notifies, and the feed's
// coalescing of bursts.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Listens on the applications channel; `payloads` fills as notifications arrive. */
async function listening() {
  const payloads: { op: string; rows: number | null }[] = [];
  const stop = await database.listen(APPLICATIONS_CHANNEL, (payload) => payloads.push(JSON.parse(payload)));
  return { payloads, stop };
}

describe("the applications trigger", () => {
  it("notifies each insert, update and delete with its operation and row count", async () => {
    const { payloads, stop } = await listening();
    try {
      const row = await insertApplication(database.db);
      await vi.waitFor(() => expect(payloads).toEqual([{ op: "insert", rows: 1 }]));
      await database.db.update(applications).set({ status: "approved" }).where(eq(applications.id, row.id));
      await vi.waitFor(() => expect(payloads.at(-1)).toEqual({ op: "update", rows: 1 }));
      await database.db.delete(applications).where(eq(applications.id, row.id));
      await vi.waitFor(() => expect(payloads.at(-1)).toEqual({ op: "delete", rows: 1 }));
      expect(payloads).toHaveLength(3);
    } finally {
      await stop();
    }
  });

  it("sends nothing for an update that changed no row, nor for a change to another table", async () => {
    const { payloads, stop } = await listening();
    try {
      await database.db
        .update(applications)
        .set({ status: "declined" })
        .where(eq(applications.id, crypto.randomUUID()));
      await insertUser(database.db);
      // Then a real change: once it has arrived, anything sent before it has too.
      await insertApplication(database.db);
      await vi.waitFor(() => expect(payloads.length).toBeGreaterThan(0));
      await sleep(100);
      expect(payloads).toEqual([{ op: "insert", rows: 1 }]);
    } finally {
      await stop();
    }
  });

  it("sends one notification for a bulk insert of 1,000 rows, and one for a bulk update", async () => {
    const { payloads, stop } = await listening();
    try {
      const rows = Array.from({ length: 1_000 }, () => sampleApplication({ firstName: "Bulk" }));
      await database.db.insert(applications).values(rows);
      await database.db
        .update(applications)
        .set({ updatedAt: sql`now()` })
        .where(eq(applications.firstName, "Bulk"));
      await vi.waitFor(() => expect(payloads).toHaveLength(2));
      await sleep(200);
      expect(payloads).toEqual([
        { op: "insert", rows: 1_000 },
        { op: "update", rows: 1_000 },
      ]);
    } finally {
      await stop();
    }
  });

  it("stops calling a listener once it has unlistened", async () => {
    const { payloads, stop } = await listening();
    await stop();
    const other = await listening();
    try {
      await insertApplication(database.db);
      await vi.waitFor(() => expect(other.payloads).toHaveLength(1));
      expect(payloads).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});

describe("the applications feed", () => {
  it("coalesces a burst of 50 changes: a call at most every 100 ms, every change counted, the last one delivered", async () => {
    const feed = createApplicationsFeed(database);
    const calls: { at: number; change: ApplicationsChange }[] = [];
    await feed.start();
    feed.subscribe((change) => calls.push({ at: performance.now(), change }));
    try {
      for (let i = 0; i < 50; i += 1) await insertApplication(database.db, { firstName: "Burst" });
      const lastChange = performance.now();
      const counted = () => calls.reduce((sum, call) => sum + call.change.notifications, 0);
      await vi.waitFor(() => expect(counted()).toBe(50), { timeout: 3_000 });
      const last = calls.at(-1);
      // The trailing call comes within one interval of the last change (plus a busy machine's slack).
      expect((last?.at ?? 0) - lastChange).toBeLessThan(FEED_MIN_INTERVAL_MS + 150);
      expect(calls.length).toBeLessThan(50);
      for (let i = 1; i < calls.length; i += 1) {
        // Timers may fire a millisecond early.
        expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(
          FEED_MIN_INTERVAL_MS - 2,
        );
      }
      expect(calls.every((call) => call.change.resync === false)).toBe(true);
      expect(calls.reduce((sum, call) => sum + call.change.rows, 0)).toBe(50);
      await sleep(300);
      expect(counted()).toBe(50);
    } finally {
      await feed.stop();
    }
  });

  it("calls a lone change at once, and nothing after it stopped", async () => {
    const feed = createApplicationsFeed(database);
    const calls: ApplicationsChange[] = [];
    await feed.start();
    const unsubscribeOther = feed.subscribe(() => {});
    feed.subscribe((change) => calls.push(change));
    const started = performance.now();
    await insertApplication(database.db);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 5 });
    expect(performance.now() - started).toBeLessThan(FEED_MIN_INTERVAL_MS);
    unsubscribeOther();
    await feed.stop();
    expect(feed.signal.aborted).toBe(true);
    await insertApplication(database.db);
    await sleep(300);
    expect(calls).toHaveLength(1);
  });
});
