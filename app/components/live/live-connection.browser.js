// @ts-check
// The browser's side of a live stream (the admins' GET /admin/applications/events, the
// customer's GET /dashboard/events): the back-off and the coalescing of refreshes, kept apart so
// they can be tested with a fake EventSource and fake timers. React's pages wire it through
// use-live-revalidation.ts. (Plain JavaScript from when a page script inlined it too, decision 55;
// no page inlines it any more, and it becomes an ordinary module with the other helpers: issue 42.)

/** Spec section 4: reconnect after 1 s, 2 s, 5 s, then every 10 s. */
export const RECONNECT_DELAYS_MS = /** @type {const} */ ([1_000, 2_000, 5_000, 10_000]);

export const LIVE_EVENTS_URL = "/admin/applications/events";

/** @typedef {"off" | "connecting" | "live" | "reconnecting"} LiveStatus "off": not started (server rendering, or no JavaScript yet). */

/**
 * What is used of the browser's EventSource.
 * @typedef {object} EventSourceLike
 * @property {(type: string, listener: () => void) => void} addEventListener
 * @property {() => void} close
 */

/**
 * @typedef {object} LiveConnectionOptions
 * @property {string} [url]
 * @property {string} [firstUrl] The address of the first opening, when it differs: one that tells
 *   the stream when the page was read (`?since=`), so the stream itself says, by a change event,
 *   whether the page missed something; that first opening is then not a change of its own.
 * @property {string} [event] The SSE event that says something changed: "applications" unless
 *   given ("inbox", "changed": issue 25).
 * @property {(url: string) => EventSourceLike} [open] Opens the stream; the browser's EventSource
 *   unless a test gives its own.
 * @property {(status: LiveStatus) => void} onStatus
 * @property {(missed: boolean) => void} onChange Something changed (`missed` false), or the stream
 *   has just opened and changes may have been missed while it was not (`missed` true): the page
 *   should read its data again.
 */

/**
 * The wait before reconnecting after `failures` failures in a row (1 or more).
 * @param {number} failures
 */
export function reconnectDelay(failures) {
  const index = Math.min(Math.max(failures, 1), RECONNECT_DELAYS_MS.length) - 1;
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

/**
 * Keeps the stream open: on any error the EventSource is closed (its own retry would ignore
 * our schedule) and a new one opened after the back-off; a successful open resets it.
 * Returns the function that ends it all.
 * @param {LiveConnectionOptions} options
 * @returns {() => void}
 */
export function connectLive({
  url = LIVE_EVENTS_URL,
  firstUrl,
  event = "applications",
  open = (target) => new EventSource(target),
  onStatus,
  onChange,
}) {
  /** @type {EventSourceLike | null} */
  let source = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retry;
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

/**
 * @typedef {object} RefreshSchedulerOptions
 * @property {() => Promise<void>} revalidate Reads the page's data again, keeping its URL and scroll.
 * @property {() => boolean} isBusy A navigation, a revalidation or a form is under way: wait for it to end.
 * @property {() => void} onUpdated A refresh asked for by a change (not only by a reopened stream) has finished.
 */

/**
 * @typedef {object} RefreshScheduler
 * @property {(announce: boolean) => void} request Asks for a refresh; `announce`: a change, worth
 *   telling the person about.
 * @property {() => void} poke Runs the refresh asked for, if nothing else is running: call when
 *   the page becomes idle.
 */

/**
 * Coalesces refreshes: any number of requests while the page is busy (or a refresh of ours
 * runs) become one refresh, run once it is idle; never two at a time. A failed refresh is left
 * to the page's own error handling: the next change tries again.
 * @param {RefreshSchedulerOptions} options
 * @returns {RefreshScheduler}
 */
export function createRefreshScheduler({ revalidate, isBusy, onUpdated }) {
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
