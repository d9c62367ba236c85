import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { schema } from "#db/schema.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { logFailure } from "./logger.server.ts";
import { listenOnPostgres } from "./pg-listener.server.ts";
import { nameRepeatedStatements, StatementNames } from "./pg-named-statements.server.ts";
import { PGliteThread } from "./pglite-thread.server.ts";
import { retryTransactions } from "./transaction-retry.server.ts";

/** The payload Database.listen gives after its connection came back, in place of what it missed. */
export const RESYNC = "resync";

/** The one database type the app sees, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs pending migrations (safe when several nodes start at once). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` (a plain lower-case
   * identifier), from any connection or, on PostgreSQL, any node. Resolves once listening;
   * returns the unlisten. On PostgreSQL the listener has a connection of its own, and after
   * that connection dropped and came back it receives RESYNC: notifications may have been
   * missed. `close` ends every listener.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PGlite only: a gzip dump of the whole database, loadable with `loadDataDir`; in a folder,
   * taken between transactions while the server keeps running (backups, docs/decisions/0035).
   */
  dump?(): Promise<Blob>;
  /**
   * The embedded database in its folder only: a number that changes whenever a statement that
   * may write is sent and answered (pglite-thread.server.ts, docs/decisions/0038). Absent where
   * another process may write (PostgreSQL) or nothing needs it (in-memory tests).
   */
  writes?(): number;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /**
   * A folder for PGlite, which then runs in a worker thread of its own (the server's case),
   * or undefined for an in-memory database in this thread (tests).
   */
  dataDir?: string | undefined;
  rootDir: string;
  /** PGlite only: start from a dump of an already migrated database (tests). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

// Any fixed number: nodes that start together take turns at migrating.
const MIGRATION_LOCK_ID = 724_301_977;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = path.join(options.rootDir, "db/migrations");
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options.poolSize ?? 10);
  return openPglite(options, migrationsFolder);
}

async function openPglite(options: OpenOptions, migrationsFolder: string): Promise<Database> {
  if (options.dataDir) {
    if (options.loadDataDir) throw new Error("loadDataDir starts an in-memory database, not a folder");
    return openPgliteThread(options.dataDir, options.rootDir, migrationsFolder);
  }
  const client = new PGlite("memory://", { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: () => ping(db),
    listen: (channel, onPayload) => client.listen(checkedChannel(channel), guarded(channel, onPayload)),
    dump: async () => (await client.dumpDataDir("gzip")) as Blob,
    close: () => client.close(),
  };
}

/**
 * The embedded database kept in a folder, as the server uses it: PGlite in a worker thread of
 * its own (pglite-thread.server.ts), so its work runs beside the server's, not in its way.
 */
async function openPgliteThread(
  dataDir: string,
  rootDir: string,
  migrationsFolder: string,
): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  const client = PGliteThread.start(path.join(dataDir, "pglite"), rootDir);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
  // drizzle uses only query and transaction, which the thread answers like PGlite.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client: asPglite, schema }), { migrationsFolder }),
    ping: () => ping(db),
    // The worker listens and posts each notification to this thread (pglite-thread.*).
    listen: (channel, onPayload) => client.listen(checkedChannel(channel), guarded(channel, onPayload)),
    dump: async () => new Blob([(await client.dump()) as Uint8Array<ArrayBuffer>]),
    writes: () => client.writes,
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can fail at any time (server restart, terminated backend, network).
  // Without a listener the pool's "error" event would crash the process; the pool drops
  // that connection and opens a new one when next needed.
  pool.on("error", (error) => logFailure("idle database connection failed", error, {}, "warn"));
  // The pool hears only its idle connections: one lost while a request holds it (between two
  // statements of a transaction) would emit an "error" nobody hears, and the process would die.
  // Heard here, the request's next statement fails instead and the pool discards the connection.
  // Repeated statements are parsed and planned once per connection (pg-named-statements.server.ts).
  const names = new StatementNames();
  pool.on("connect", (client) => {
    client.on("error", (error) => logFailure("database connection in use failed", error, {}, "warn"));
    nameRepeatedStatements(client, names);
  });
  // numeric stays a string (exact money); timestamptz and date parsing keep pg's defaults.
  // A transaction that lost a deadlock or a serialization race is run again (transaction-retry).
  const db = retryTransactions(drizzlePg({ client: pool, schema }) as unknown as Db);
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    ping: () => ping(db),
    async listen(channel, onPayload) {
      const deliver = guarded(channel, onPayload);
      const stop = await listenOnPostgres(url, checkedChannel(channel), {
        onPayload: deliver,
        onReconnected: () => deliver(RESYNC),
      });
      const unlisten = async () => {
        if (listeners.delete(unlisten)) await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** LISTEN takes an identifier, not a parameter: only plain names reach the SQL. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

/** A listener that throws must not break the connection or thread that delivered the payload. */
function guarded(channel: string, onPayload: (payload: string) => void): (payload: string) => void {
  return (payload) => {
    try {
      onPayload(payload);
    } catch (error) {
      logFailure("a database notification's listener failed", error, { channel });
    }
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
