import { type Database, RESYNC } from "./db.server.ts";
import { logFailure } from "./logger.server.ts";
import { FEED_MIN_INTERVAL_MS, SINCE_MARGIN_MS } from "./realtime.server.ts";

// Live updates for customers (issue 25): one LISTEN per process on 'user_changed', whose
// payload is the user id of the customer whose records changed (migration 0029's triggers). Each
// notification goes to that user's open streams only, at most 10 times a second per user
// (leading and trailing, as the applications feed); a lost connection's RESYNC goes to every
// stream, since any of them may have missed something. Nothing is kept that another node needs:
// each node listens on its own.

export const USER_CHANNEL = "user_changed";

/** How long a feed remembers when each user's records last changed (`changedSince`). */
export const CHANGES_KEPT_MS = 120_000;
export { SINCE_MARGIN_MS };

export interface UserChange {
  /** Notifications may have been missed: read everything again. */
  resync: boolean;
}

export type UserListener = (change: UserChange) => void;

export interface UserFeed {
  start(): Promise<void>;
  /** Calls `listener` after changes to this user's records; returns the unsubscribe. */
  subscribe(userId: string, listener: UserListener): () => void;
  readonly signal: AbortSignal;
  stop(): Promise<void>;
  /** Open subscriptions (the bench's count of streams held). */
  size(): number;
  /** The feed's clock: a page's stamp for `changedSince`, taken before the page reads its data. */
  now(): number;
  /**
   * Whether this user's records may have changed since `since` (a stamp of `now()`, from any node):
   * false only when the feed has been listening since before it, without a gap, and heard no
   * change of theirs from a little before it (`SINCE_MARGIN_MS`) in the time it remembers.
   */
  changedSince(userId: string, since: number): boolean;
}

interface UserState {
  listeners: Set<UserListener>;
  pending: UserChange | null;
  lastCall: number;
  timer: NodeJS.Timeout | undefined;
}

export function createUserFeed(
  database: Pick<Database, "listen">,
  {
    minIntervalMs = FEED_MIN_INTERVAL_MS,
    now = Date.now,
  }: { minIntervalMs?: number; now?: () => number } = {},
): UserFeed {
  const users = new Map<string, UserState>();
  // When each user's records last changed, as heard here; and since when nothing can have been
  // missed (the LISTEN established, or its last gap: a RESYNC).
  const lastChange = new Map<string, number>();
  let knownFrom = Number.POSITIVE_INFINITY;
  let prunedAt = Number.NEGATIVE_INFINITY;
  const stopping = new AbortController();
  let started: Promise<() => Promise<void>> | null = null;
  let count = 0;

  function deliver(state: UserState) {
    state.timer = undefined;
    const change = state.pending;
    state.pending = null;
    if (!change) return;
    state.lastCall = performance.now();
    for (const listener of [...state.listeners]) {
      try {
        listener(change);
      } catch (error) {
        logFailure("a user feed listener failed", error);
      }
    }
  }

  function nudge(state: UserState, change: UserChange) {
    state.pending = { resync: (state.pending?.resync ?? false) || change.resync };
    if (state.timer) return;
    const wait = state.lastCall + minIntervalMs - performance.now();
    if (wait <= 0) deliver(state);
    else state.timer = setTimeout(() => deliver(state), wait);
  }

  function remember(userId: string) {
    const at = now();
    lastChange.set(userId, at);
    if (at - prunedAt < CHANGES_KEPT_MS) return;
    prunedAt = at;
    for (const [id, changed] of lastChange) if (at - changed > CHANGES_KEPT_MS) lastChange.delete(id);
  }

  function onPayload(payload: string) {
    if (stopping.signal.aborted) return;
    if (payload === RESYNC) {
      knownFrom = now();
      for (const state of users.values()) nudge(state, { resync: true });
      return;
    }
    remember(payload);
    const state = users.get(payload);
    if (state) nudge(state, { resync: false });
  }

  function start(): Promise<void> {
    if (stopping.signal.aborted) return Promise.reject(new Error("the user feed has stopped"));
    if (!started) {
      const starting = database.listen(USER_CHANNEL, onPayload);
      started = starting;
      starting.then(
        () => {
          if (started === starting) knownFrom = Math.min(knownFrom, now());
        },
        () => {},
      );
      starting.catch(() => {
        if (started === starting) started = null;
      });
    }
    return started.then(() => {});
  }

  return {
    start,
    subscribe(userId, listener) {
      let state = users.get(userId);
      if (!state) {
        state = { listeners: new Set(), pending: null, lastCall: Number.NEGATIVE_INFINITY, timer: undefined };
        users.set(userId, state);
      }
      state.listeners.add(listener);
      count += 1;
      const own = state;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count -= 1;
        own.listeners.delete(listener);
        if (own.listeners.size === 0) {
          clearTimeout(own.timer);
          if (users.get(userId) === own) users.delete(userId);
        }
      };
    },
    signal: stopping.signal,
    size: () => count,
    now,
    changedSince(userId, since) {
      const from = since - SINCE_MARGIN_MS;
      if (!Number.isFinite(since) || from < knownFrom || now() - from > CHANGES_KEPT_MS) return true;
      return (lastChange.get(userId) ?? Number.NEGATIVE_INFINITY) >= from;
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      for (const state of users.values()) clearTimeout(state.timer);
      users.clear();
      const unlisten = await started?.catch(() => null);
      await unlisten?.();
    },
  };
}
