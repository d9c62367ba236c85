import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { requirePostgresUrl } from "#tests/support/postgres-url.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// A PostgreSQL server can drop any connection (a restart, a terminated backend). The pool
// listens for errors only on the connections it holds idle: one lost while a request holds it
// (between two statements of a transaction) emitted an "error" nobody heard, and the process
// died (bench/two-nodes.ts, a PostgreSQL restart under load). PostgreSQL leg only.
const serverUrl = requirePostgresUrl();

type Rows<T> = { rows: T[] };

describe("a pooled connection lost while in use", () => {
  let database: Database;
  let node: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as Rows<{
      name: string;
    }>;
    const url = new URL(serverUrl);
    url.pathname = `/${result.rows[0]?.name}`;
    node = await openDatabase({ databaseUrl: url.toString(), rootDir: process.cwd(), poolSize: 1 });
  });
  afterAll(async () => {
    await node?.close();
    await database?.close();
  });

  it("fails that transaction, not the process, and the pool serves the next query", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener("uncaughtException", onUncaught);
    try {
      const transaction = node.db.transaction(async (tx) => {
        const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{
          pid: number;
        }>;
        await database.db.execute(sql`select pg_terminate_backend(${own.rows[0]?.pid ?? 0}::int)`);
        // The connection's end arrives while no statement of this transaction is running.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      expect(await node.ping()).toBe(true);
    } finally {
      process.removeListener("uncaughtException", onUncaught);
    }
  });
});
