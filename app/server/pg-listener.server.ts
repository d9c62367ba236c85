import pg from "pg";
import { logFailure, logger } from "./logger.server.ts";

// LISTEN on a PostgreSQL server for Database.listen (db.server.ts). A pooled connection
// cannot listen (the pool hands it to other queries and closes it when idle), so each
// listener holds a connection of its own. When that connection drops (server restart, a
// terminated backend, a network failure) it connects again with back-off, then calls
// onReconnected: whatever was notified in between is lost, so the listener must reread.

/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** A connection that answers nothing is as good as dropped: a ping finds out. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 5_000;
/** Shown in pg_stat_activity, so an operator can tell the listeners from the pool. */
export const LISTENER_APPLICATION_NAME = "harborline_listen";

export interface PostgresListenOptions {
  reconnectDelaysMs?: readonly number[];
}

export interface PostgresListener {
  onPayload: (payload: string) => void;
  /** The connection dropped and is back: notifications may have been missed. */
  onReconnected: () => void;
}

export async function listenOnPostgres(
  url: string,
  channel: string,
  { onPayload, onReconnected }: PostgresListener,
  { reconnectDelaysMs = RECONNECT_DELAYS_MS }: PostgresListenOptions = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: PING_TIMEOUT_MS,
    });
    let failed = false;
    const dropped = (error?: Error) => {
      if (failed) return;
      failed = true;
      // Ends the socket if the error did not; a second "error" event finds no listener otherwise.
      client.end().catch(() => {});
      if (client === current) onDropped(error);
    };
    client.on("error", dropped);
    client.on("end", () => dropped());
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      failed = true;
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  function watch(client: pg.Client) {
    current = client;
    clearInterval(ping);
    ping = setInterval(() => {
      client.query("select 1").catch(() => {
        // A timed-out ping leaves the connection in doubt: drop it and start again.
        if (client === current) {
          current = null;
          client.end().catch(() => {});
          onDropped(undefined);
        }
      });
    }, PING_EVERY_MS);
    ping.unref();
  }

  function onDropped(error: Error | undefined) {
    current = null;
    clearInterval(ping);
    if (stopped) return;
    logFailure("the database listener's connection dropped; reconnecting", error, { channel }, "warn");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 10_000;
    attempt += 1;
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        const client = await connect();
        if (stopped) {
          await client.end().catch(() => {});
          return;
        }
        attempt = 0;
        watch(client);
        logger.info({ channel }, "the database listener reconnected");
        onReconnected();
      } catch (error) {
        logFailure("the database listener could not reconnect", error, { channel, attempt }, "warn");
        scheduleReconnect();
      }
    }, delay);
    retry.unref();
  }

  // The first connection must work: a server that cannot listen should not start.
  watch(await connect());

  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
