// The embedded database's own thread (docs/decisions/0013). PGlite runs PostgreSQL compiled
// to WebAssembly on the thread that calls it; here, in a worker thread, so its work no longer
// holds up the server's requests, and the machine's second core runs it. The server talks
// to it through PGliteThread (pglite-thread.server.ts) with the messages below.
//
// This file is started as it is by Node (no bundler): it imports only PGlite and its sibling.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PreparedStatements } from "./pglite-prepared.ts";

export type Request =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode?: "array" | "object" | undefined;
      tx?: number | undefined;
    }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; channel: string }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };

/** A NOTIFY on a channel the server listens to, passed on as it comes (no request of its own). */
export interface Notification {
  op: "notification";
  channel: string;
  payload: string;
}

if (!parentPort) throw new Error("pglite-thread.worker.ts runs as a worker thread");
const port = parentPort;
const { dataDir } = workerData as { dataDir: string };

// The types drizzle-orm parses itself stay the text PostgreSQL sends: dates, intervals, and
// arrays of numerics, dates and timestamps (drizzle-orm/pglite asks for exactly these, on
// every statement). Set once on the database: PGlite copies its whole table of parsers
// (some 200 types) for each statement given parsers of its own, about 150 µs a statement.
const AS_TEXT = (value: string) => value;
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const db = new PGlite(dataDir, { extensions: { pg_trgm } });
const prepared = new PreparedStatements(db);

interface OpenTransaction {
  handle: Transaction | undefined;
  /** Commit (true) or roll back (false): ends the transaction's callback. */
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}
const open = new Map<number, OpenTransaction>();
let nextTx = 1;

/** The channels listened to, each with PGlite's unlisten. The server side counts its listeners. */
const listening = new Map<string, () => Promise<void>>();

async function listen(channel: string): Promise<void> {
  if (listening.has(channel)) return;
  // PGlite calls this after the statement that committed the change, whichever way it was
  // sent (query(), a transaction, or a prepared statement: all parse what PostgreSQL answers).
  const unlisten = await db.listen(channel, (payload) =>
    port.postMessage({ op: "notification", channel, payload } satisfies Notification),
  );
  listening.set(channel, unlisten);
}

async function unlisten(channel: string): Promise<void> {
  const stop = listening.get(channel);
  listening.delete(channel);
  await stop?.();
}

/** An error as plain data: its message and PostgreSQL's fields (code, constraint…). */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return fields;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const handle = open.get(tx)?.handle;
  // Closed: committed or rolled back, though its entry is removed only afterwards.
  if (!handle || handle.closed) throw new Error(`no open transaction ${tx}`);
  return handle;
}

function resultOf(result: Results) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function begin(): Promise<number> {
  const tx = nextTx++;
  let finish: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let started: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const entry: OpenTransaction = { handle: undefined, finish, done: Promise.resolve() };
  open.set(tx, entry);
  // PGlite holds its lock for the whole callback: other statements wait, as in one process.
  entry.done = db
    .transaction(async (handle) => {
      entry.handle = handle;
      started();
      if (!(await decided)) await handle.rollback();
    })
    .finally(() => open.delete(tx));
  // Awaited by "end"; this only keeps a failure from going unhandled meanwhile.
  entry.done.catch(() => {});
  await Promise.race([ready, entry.done]);
  return tx;
}

/**
 * The whole database as a gzip tarball of its folder (PGlite's dumpDataDir), for a backup
 * taken while the server runs (docs/decisions/0035). A checkpoint first writes what the
 * buffers hold, then the copy is made holding the transaction lock: no transaction of the
 * server's is open while the files are read, and none starts before the copy is done.
 */
async function dump(): Promise<Uint8Array> {
  await db.exec("checkpoint");
  const tarball = await db._runExclusiveTransaction(() => db.dumpDataDir("gzip"));
  return new Uint8Array(await tarball.arrayBuffer());
}

async function run(request: Request): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const { sql, params, rowMode, tx } = request;
      if (prepared.handles(sql)) {
        if (tx !== undefined) target(tx); // the transaction must still be open
        return resultOf(await prepared.query(sql, params, rowMode, tx !== undefined));
      }
      return resultOf(await target(tx).query(sql, params, { rowMode }));
    }
    case "begin":
      return begin();
    case "end": {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`no open transaction ${request.tx}`);
      entry.finish(request.commit);
      await entry.done;
      return null;
    }
    case "listen":
      await listen(request.channel);
      return null;
    case "unlisten":
      await unlisten(request.channel);
      return null;
    case "dump":
      return dump();
    case "close":
      await db.close();
      return null;
  }
}

await db.waitReady;
// After waitReady, which has set the array types' parsers this replaces.
for (const type of DRIZZLE_TEXT_TYPES) db.parsers[type] = AS_TEXT;
port.on("message", (request: Request) => {
  run(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: plain(error) } satisfies Reply),
  );
});
port.postMessage({ id: 0, ok: true, value: "ready" } satisfies Reply);
