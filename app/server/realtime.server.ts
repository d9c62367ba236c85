import { type Database, RESYNC } from "./db.server.ts";
import { logFailure } from "./logger.server.ts";

// The applications feed (docs/design.md "Live updates"): one LISTEN per process on the
// channel the applications trigger notifies (migration 0005), passed on to every open
// admin stream. On PostgreSQL each node listens on its own, so a change made through any
// node reaches the admins of all of them; nothing is held here that another node needs.

export const APPLICATIONS_CHANNEL = "applications_changed";
/** At most 10 calls a second to each listener, however many changes arrive (spec: 10 events a second). */
export const FEED_MIN_INTERVAL_MS = 100;
/**
 * A change this long before a page's stamp counts as after it (`changedSince`): the nodes'
 * clocks, and the moments between the stamp and the page's reads.
 */
export const SINCE_MARGIN_MS = 2_000;

/** What changed since a listener was last called. */
export interface ApplicationsChange {
  /** Notifications merged into this call (PostgreSQL sends one per statement that changed rows). */
  notifications: number;
  /** Rows they changed, as far as known (a TRUNCATE does not say). */
  rows: number;
  /** Notifications may have been missed (the listener's connection came back): reread everything. */
  resync: boolean;
}

export type FeedListener = (change: ApplicationsChange) => void;

export interface ApplicationsFeed {
  /** Starts listening (once; later calls wait for the same start). Rejects when the database cannot listen. */
  start(): Promise<void>;
  /** Calls `listener` after changes, at most 10 times a second; returns the unsubscribe. */
  subscribe(listener: FeedListener): () => void;
  /** Aborted once the feed stops (the server is shutting down): open streams end then. */
  readonly signal: AbortSignal;
  stop(): Promise<void>;
  /** The feed's clock: a page's stamp for `changedSince`, taken before the page reads its data. */
  now(): number;
  /**
   * Whether anything on the channel may have changed since `since` (a stamp of `now()`, from any
   * node): false only when the feed has been listening since before it, without a gap, and heard
   * no change from a little before it (`SINCE_MARGIN_MS`). It may say yes without need; never no
   * after a change.
   */
  changedSince(since: number): boolean;
}

export interface FeedOptions {
  minIntervalMs?: number;
  /** The channel listened to: the applications' by default; the Messages inbox's (issue 25) too. */
  channel?: string;
  now?: () => number;
}

/** The channel every change to a conversation notifies (migration 0029): the admins' Messages inbox. */
export const CONVERSATIONS_CHANNEL = "conversations_changed";
/** The channel a change to any table of the Work Queue's sections notifies (migration 0030). */
export const WORK_QUEUE_CHANNEL = "work_queue_changed";

/** The change a notification's payload (`{"op": …, "rows": n}` from the trigger) stands for. */
function changeOf(payload: string): ApplicationsChange {
  if (payload === RESYNC) return { notifications: 0, rows: 0, resync: true };
  try {
    const { rows } = JSON.parse(payload) as { rows?: unknown };
    return { notifications: 1, rows: typeof rows === "number" ? rows : 0, resync: false };
  } catch {
    return { notifications: 1, rows: 0, resync: false };
  }
}

function merged(a: ApplicationsChange | null, b: ApplicationsChange): ApplicationsChange {
  if (!a) return b;
  return {
    notifications: a.notifications + b.notifications,
    rows: a.rows + b.rows,
    resync: a.resync || b.resync,
  };
}

export function createApplicationsFeed(
  database: Pick<Database, "listen">,
  { minIntervalMs = FEED_MIN_INTERVAL_MS, channel = APPLICATIONS_CHANNEL, now = Date.now }: FeedOptions = {},
): ApplicationsFeed {
  const listeners = new Set<FeedListener>();
  const stopping = new AbortController();
  let started: Promise<() => Promise<void>> | null = null;
  let pending: ApplicationsChange | null = null;
  let lastCall = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  // When a change was last heard, and since when nothing can have been missed (the LISTEN
  // established, or its last gap: a RESYNC).
  let lastChange = Number.NEGATIVE_INFINITY;
  let knownFrom = Number.POSITIVE_INFINITY;

  function deliver() {
    timer = undefined;
    const change = pending;
    pending = null;
    if (!change) return;
    lastCall = performance.now();
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        logFailure("an applications feed listener failed", error);
      }
    }
  }

  // Throttled, leading and trailing: a lone change goes out at once; during a burst the
  // changes gather and go out together every `minIntervalMs`, the last of them included.
  function onPayload(payload: string) {
    if (stopping.signal.aborted) return;
    if (payload === RESYNC) knownFrom = now();
    else lastChange = now();
    pending = merged(pending, changeOf(payload));
    if (timer) return;
    const wait = lastCall + minIntervalMs - performance.now();
    if (wait <= 0) deliver();
    else timer = setTimeout(deliver, wait);
  }

  function start(): Promise<void> {
    if (stopping.signal.aborted) return Promise.reject(new Error("the applications feed has stopped"));
    if (!started) {
      const starting = database.listen(channel, onPayload);
      started = starting;
      // A failed start is tried again by the next caller.
      starting.then(
        () => {
          if (started === starting) knownFrom = Math.min(knownFrom, now());
        },
        () => {
          if (started === starting) started = null;
        },
      );
    }
    return started.then(() => {});
  }

  return {
    start,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signal: stopping.signal,
    now,
    changedSince(since) {
      const from = since - SINCE_MARGIN_MS;
      return !Number.isFinite(since) || from < knownFrom || lastChange >= from;
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      clearTimeout(timer);
      listeners.clear();
      const unlisten = await started?.catch(() => null);
      await unlisten?.();
    },
  };
}
