// The browser's side of a live stream (the admins' GET /admin/applications/events, the
// customer's GET /dashboard/events): the back-off and the coalescing of refreshes, kept apart so
// they can be tested with a fake EventSource and fake timers. React's pages wire it through
// use-live-revalidation.ts.

/** Spec section 4: reconnect after 1 s, 2 s, 5 s, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export const LIVE_EVENTS_URL = "/admin/applications/events";

/** "off": not started (server rendering, or no JavaScript yet). */
export type LiveStatus = "off" | "connecting" | "live" | "reconnecting";

/** What is used of the browser's EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url?: string;
  /**
   * The address of the first opening, when it differs: one that tells the stream when the page
   * was read (`?since=`), so the stream itself says, by a change event, whether the page missed
   * something; that first opening is then not a change of its own.
   */
  firstUrl?: string | undefined;
  /** The SSE event that says something changed: "applications" unless given ("inbox", "changed"). */
  event?: string;
  /** Opens the stream; the browser's EventSource unless a test gives its own. */
  open?: (url: string) => EventSourceLike;
  onStatus: (status: LiveStatus) => void;
  /**
   * Something changed (`missed` false), or the stream has just opened and changes may have been
   * missed while it was not (`missed` true): the page should read its data again.
   */
  onChange: (missed: boolean) => void;
}

/** The wait before reconnecting after `failures` failures in a row (1 or more). */
export function reconnectDelay(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RECONNECT_DELAYS_MS.length) - 1;
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

/**
 * Keeps the stream open: on any error the EventSource is closed (its own retry would ignore
 * our schedule) and a new one opened after the back-off; a successful open resets it.
 * Returns the function that ends it all.
 */
export function connectLive({
  url = LIVE_EVENTS_URL,
  firstUrl,
  event = "applications",
  open = (target) => new EventSource(target),
  onStatus,
  onChange,
}: LiveConnectionOptions): () => void {
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  let first = true;

  function connect() {
    if (closed) return;
    const told = first && firstUrl !== undefined;
    first = false;
    const current = open(told ? (firstUrl ?? url) : url);
    source = current;
    current.addEventListener("open", () => {
      if (closed || source !== current) return;
      failures = 0;
      onStatus("live");
      if (!told) onChange(true);
    });
    current.addEventListener(event, () => {
      if (!closed && source === current) onChange(false);
    });
    current.addEventListener("error", () => {
      if (closed || source !== current) return;
      current.close();
      source = null;
      failures += 1;
      onStatus("reconnecting");
      retry = setTimeout(connect, reconnectDelay(failures));
    });
  }

  onStatus("connecting");
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
    source = null;
  };
}

export interface RefreshSchedulerOptions {
  /** Reads the page's data again, keeping its URL and scroll. */
  revalidate: () => Promise<void>;
  /** A navigation, a revalidation or a form is under way: wait for it to end. */
  isBusy: () => boolean;
  /** A refresh asked for by a change (not only by a reopened stream) has finished. */
  onUpdated: () => void;
}

export interface RefreshScheduler {
  /** Asks for a refresh; `announce`: a change, worth telling the person about. */
  request(announce: boolean): void;
  /** Runs the refresh asked for, if nothing else is running: call when the page becomes idle. */
  poke(): void;
}

/**
 * Coalesces refreshes: any number of requests while the page is busy (or a refresh of ours
 * runs) become one refresh, run once it is idle; never two at a time. A failed refresh is left
 * to the page's own error handling: the next change tries again.
 */
export function createRefreshScheduler({
  revalidate,
  isBusy,
  onUpdated,
}: RefreshSchedulerOptions): RefreshScheduler {
  let wanted = false;
  let announce = false;
  let running = false;

  function poke() {
    if (!wanted || running || isBusy()) return;
    const announced = announce;
    wanted = false;
    announce = false;
    running = true;
    revalidate()
      .catch(() => {})
      .then(() => {
        running = false;
        if (announced) onUpdated();
        poke();
      });
  }

  return {
    request(changed) {
      wanted = true;
      announce ||= changed;
      poke();
    },
    poke,
  };
}
