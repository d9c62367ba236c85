import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase, RESYNC } from "#app/server/db.server.ts";
import { LISTENER_APPLICATION_NAME } from "#app/server/pg-listener.server.ts";
import {
  APPLICATIONS_CHANNEL,
  type ApplicationsChange,
  createApplicationsFeed,
} from "#app/server/realtime.server.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { requirePostgresUrl } from "#tests/support/postgres-url.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// What only a PostgreSQL server has: several app processes (nodes) on one database, and a
// listener's own connection that can drop. These run in the PostgreSQL leg of npm test
// (TEST_DATABASE_URL); the embedded database belongs to one process and has no connection
// to lose (its listener is tested in applications-notify.test.ts and pglite-thread.test.ts).
const serverUrl = requirePostgresUrl();

describe("listening on PostgreSQL", () => {
  let database: Database;
  let url: string;
  const nodes: Database[] = [];

  /** Another app process's view of the same database: its own pool and its own listener. */
  async function node(): Promise<Database> {
    const opened = await openDatabase({ databaseUrl: url, rootDir: process.cwd(), poolSize: 2 });
    nodes.push(opened);
    return opened;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const target = new URL(serverUrl);
    target.pathname = `/${result.rows[0]?.name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((opened) => opened.close()));
    await database.close();
  });

  it("two nodes both hear a change made through a third", async () => {
    const [first, second, third] = [await node(), await node(), await node()];
    const heard: Record<string, string[]> = { first: [], second: [] };
    const stops = [
      await first.listen(APPLICATIONS_CHANNEL, (payload) => heard.first?.push(payload)),
      await second.listen(APPLICATIONS_CHANNEL, (payload) => heard.second?.push(payload)),
    ];
    try {
      await insertApplication(third.db);
      await vi.waitFor(() => {
        expect(heard.first).toHaveLength(1);
        expect(heard.second).toHaveLength(1);
      });
      expect(JSON.parse(heard.first?.[0] ?? "")).toEqual({ op: "insert", rows: 1 });
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it("a listener whose connection is terminated reconnects, says RESYNC, and hears later changes", async () => {
    const listener = await node();
    const feed = createApplicationsFeed(listener);
    const calls: ApplicationsChange[] = [];
    await feed.start();
    feed.subscribe((change) => calls.push(change));
    try {
      const terminated = (await database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      )) as unknown as { rows: { done: boolean }[] };
      expect(terminated.rows).toEqual([{ done: true }]);
      await vi.waitFor(() => expect(calls).toEqual([{ notifications: 0, rows: 0, resync: true }]), {
        timeout: 5_000,
      });
      await insertApplication(database.db);
      await vi.waitFor(() => expect(calls.at(-1)).toEqual({ notifications: 1, rows: 1, resync: false }));
    } finally {
      await feed.stop();
    }
  });

  it("Database.listen passes RESYNC itself after a reconnection, and close ends the listener's connection", async () => {
    const listener = await node();
    const payloads: string[] = [];
    await listener.listen(APPLICATIONS_CHANNEL, (payload) => payloads.push(payload));
    const countListeners = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n;
    };
    expect(await countListeners()).toBe(1);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await vi.waitFor(() => expect(payloads).toEqual([RESYNC]), { timeout: 5_000 });
    await listener.close();
    nodes.splice(nodes.indexOf(listener), 1);
    await vi.waitFor(async () => expect(await countListeners()).toBe(0));
  });
});
