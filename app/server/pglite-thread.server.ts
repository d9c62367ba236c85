import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Notification, Reply, Request } from "./pglite-thread.worker.ts";

// The server's side of the embedded database's thread (pglite-thread.worker.ts): the part
// of PGlite's interface that drizzle-orm/pglite uses (query, transaction), answered by
// the worker. Statements outside a transaction wait while one is open, as with PGlite itself.

/** What drizzle reads of a statement's result. */
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  /**
   * drizzle passes identity parsers for the date types and a few arrays: the worker always
   * answers those as text (pglite-thread.worker.ts), so they are not sent.
   */
  parsers?: Record<number, unknown>;
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type Ask = <T>(request: DistributiveOmit<Request, "id">) => Promise<T>;

/** An error from the worker, with PostgreSQL's fields (code, constraint, detail…) kept. */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? "database error"));
  Object.assign(error, fields);
  return error;
}

class Handle {
  protected readonly ask: Ask;
  private readonly tx: number | undefined;

  constructor(ask: Ask, tx?: number) {
    this.ask = ask;
    this.tx = tx;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.ask({ op: "query", sql, params, rowMode: options.rowMode, tx: this.tx });
  }
}

type NotificationListener = (payload: string) => void;

/** One channel the worker listens to: the server's listeners, and the worker's answer to LISTEN. */
interface Channel {
  listeners: Set<NotificationListener>;
  ready: Promise<unknown>;
}

/** A statement that changes no row: a plain SELECT outside a transaction (see `writes`). */
const READ_ONLY = /^\s*select\b/i;

/** Whether a request may change data, so reads made before it may no longer be current. */
function mayWrite(request: DistributiveOmit<Request, "id">): boolean {
  if (request.op === "query") return request.tx !== undefined || !READ_ONLY.test(request.sql);
  return request.op === "begin" || request.op === "end";
}

export class PGliteThread extends Handle {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  /** The listeners of each channel; the worker LISTENs once per channel. */
  private readonly listeners: Map<string, Channel>;
  private readonly counter: { writes: number };

  private constructor(
    worker: Worker,
    ask: Ask,
    ready: Promise<void>,
    listeners: Map<string, Channel>,
    counter: { writes: number },
  ) {
    super(ask);
    this.worker = worker;
    this.waitReady = ready;
    this.listeners = listeners;
    this.counter = counter;
  }

  /**
   * Changes whenever a statement that may write is sent to the database and again when it has
   * been answered (docs/decisions/0038). This thread is the only way into the folder (the data
   * folder's lock keeps other processes out), so while the number stays the same no row can have
   * changed: a read made meanwhile is still what the database holds.
   */
  get writes(): number {
    return this.counter.writes;
  }

  /**
   * Starts the worker on `dataDir` (PGlite's folder); `waitReady` settles once it is open.
   * The worker runs from the source file (`rootDir`/app/server), as Node runs TypeScript.
   */
  static start(dataDir: string, rootDir: string): PGliteThread {
    const worker = new Worker(path.join(rootDir, "app/server/pglite-thread.worker.ts"), {
      workerData: { dataDir },
    });
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    let nextId = 1;
    let readyResolve: () => void = () => {};
    let readyReject: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      readyResolve = resolve;
      readyReject = reject;
    });
    const listeners = new Map<string, Channel>();
    worker.on("message", (reply: Reply | Notification) => {
      if ("op" in reply) {
        for (const listener of listeners.get(reply.channel)?.listeners ?? []) listener(reply.payload);
        return;
      }
      if (reply.id === 0) return readyResolve();
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(rebuilt(reply.error));
    });
    // Once the thread has stopped (closed, or crashed), every statement fails at once: the
    // health check then reports the database down instead of requests waiting forever.
    let stopped: Error | null = null;
    const failAll = (error: Error) => {
      stopped ??= error;
      readyReject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the database thread has stopped (exit code ${code})`)));
    const counter = { writes: 0 };
    const send: Ask = <T>(request: DistributiveOmit<Request, "id">) =>
      new Promise<T>((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ ...request, id });
      });
    const ask: Ask = <T>(request: DistributiveOmit<Request, "id">) => {
      if (!mayWrite(request)) return send<T>(request);
      counter.writes++;
      return send<T>(request).finally(() => {
        counter.writes++;
      });
    };
    return new PGliteThread(worker, ask, ready, listeners, counter);
  }

  /**
   * Calls `listener` with the payload of every NOTIFY on `channel` (a plain identifier),
   * forwarded from the worker. Resolves once the worker listens; returns the unlisten.
   */
  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    let entry = this.listeners.get(channel);
    if (!entry) {
      const created: Channel = { listeners: new Set(), ready: this.ask({ op: "listen", channel }) };
      // A refused LISTEN leaves nothing behind: the next listen asks again.
      created.ready.catch(() => {
        if (this.listeners.get(channel) === created) this.listeners.delete(channel);
      });
      this.listeners.set(channel, created);
      entry = created;
    }
    const channelEntry = entry;
    channelEntry.listeners.add(listener);
    try {
      await channelEntry.ready;
    } catch (error) {
      channelEntry.listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!channelEntry.listeners.delete(listener) || channelEntry.listeners.size > 0) return;
      if (this.listeners.get(channel) !== channelEntry) return;
      this.listeners.delete(channel);
      await this.ask({ op: "unlisten", channel });
    };
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: Handle) => Promise<T>): Promise<T> {
    const tx = await this.ask<number>({ op: "begin" });
    let result: T;
    try {
      result = await callback(new Handle(this.ask, tx));
    } catch (error) {
      await this.ask({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.ask({ op: "end", tx, commit: true });
    return result;
  }

  /** A gzip tarball of the whole database, consistent: taken between transactions (the worker's dump). */
  dump(): Promise<Uint8Array> {
    return this.ask({ op: "dump" });
  }

  /** Closes PGlite (it writes what it holds to the folder), then ends the thread. */
  async close(): Promise<void> {
    try {
      await this.ask({ op: "close" });
    } finally {
      await this.worker.terminate();
    }
  }
}
