import { logFailure } from "./logger.server.ts";
import type { ApplicationsChange } from "./realtime.server.ts";

// The Server-Sent Events stream of GET /admin/applications/events: one event per (coalesced)
// change to applications, a comment now and then so proxies keep the connection open, and
// an end as soon as the admin's session does (deleted, expired, or no longer an admin), the
// browser goes away, or the server shuts down.

export const HEARTBEAT_MS = 15_000;
/**
 * The most streams one session keeps open on this server (issue 41: 300 on one cookie were all
 * served, each a connection, two timers and a listener). A page opens one; a few tabs a few. The
 * seventh ends the oldest, which its page reopens if it is still there. A guard of this process's
 * resources: each server of several keeps its own count, as each keeps its own connections.
 */
export const STREAMS_PER_SESSION = 6;

/** Each session's open streams on this server, oldest first, by the way each ends. */
const openStreams = new Map<string, Set<() => void>>();

/** Counts a stream of `session` in; ends its oldest beyond the cap. Returns its removal. */
function admitStream(session: string, end: () => void): () => void {
  let streams = openStreams.get(session);
  if (!streams) {
    streams = new Set();
    openStreams.set(session, streams);
  }
  streams.add(end);
  for (const oldest of streams) {
    if (streams.size <= STREAMS_PER_SESSION) break;
    streams.delete(oldest);
    oldest();
  }
  return () => {
    streams.delete(end);
    if (streams.size === 0 && openStreams.get(session) === streams) openStreams.delete(session);
  };
}

/** How many streams `session` has open on this server (tests). */
export const openStreamCount = (session: string) => openStreams.get(session)?.size ?? 0;
/** How often an idle stream checks that its session is still live. */
export const SESSION_CHECK_MS = 5_000;

/** What a stream listens to: the applications feed, the inbox's, or one customer's (issue 25). */
export interface LiveSource<C> {
  subscribe(listener: (change: C) => void): () => void;
  /** Aborted when the feed stops (shutdown): the stream ends. */
  readonly signal: AbortSignal;
}

export interface LiveStreamOptions<C = ApplicationsChange> {
  feed: LiveSource<C>;
  /** The SSE message for a change (the applications' by default). */
  event?: (change: C) => string;
  /** Whether the session may still receive events; asked on a timer and before every write. */
  stillAllowed: () => Promise<boolean>;
  /** The request's signal: aborted when the browser goes away. */
  signal: AbortSignal;
  /** The session the stream is for: at most STREAMS_PER_SESSION of its streams stay open. */
  session: string;
  /** Added to the response (a session refresh's Set-Cookie). */
  headers?: Headers;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /**
   * A session found live this recently is not read again before an event (the timer's check
   * still runs): for a stream whose events say nothing but "something changed" (a customer's,
   * issue 25), so an event never waits behind the session queries of thousands of open streams.
   * Left out, the session is read before every write (the admins' streams, decision 17).
   */
  trustCheckForMs?: number;
  /**
   * A change to send as the stream opens, asked once it is subscribed (so nothing falls between
   * the two): what the page may have missed since it was read, or null when it missed nothing.
   */
  opening?: () => C | null;
}

/** An SSE message: `event: applications` with what changed (counts only, nothing personal). */
export function applicationsEvent(change: ApplicationsChange): string {
  return `event: applications\ndata: ${JSON.stringify(change)}\n\n`;
}

export function liveStreamResponse<C = ApplicationsChange>(options: LiveStreamOptions<C>): Response {
  const { feed, stillAllowed, signal } = options;
  const eventOf = options.event ?? (applicationsEvent as unknown as (change: C) => string);
  const encoder = new TextEncoder();
  let ended = false;
  let end: () => void = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Writes go one after another, each after a fresh session check.
      let queue = Promise.resolve();
      const trustFor = options.trustCheckForMs ?? 0;
      // The request that opened the stream has just found its session live.
      let checkedAt = trustFor > 0 ? performance.now() : Number.NEGATIVE_INFINITY;
      const write = (text: string) => {
        queue = queue.then(async () => {
          if (ended) return;
          if (text && performance.now() - checkedAt < trustFor) {
            controller.enqueue(encoder.encode(text));
            return;
          }
          let allowed = false;
          try {
            allowed = await stillAllowed();
            if (allowed) checkedAt = performance.now();
          } catch (error) {
            // The session cannot be confirmed: end, and let the browser ask again.
            logFailure("live stream session check failed", error, {}, "warn");
          }
          if (ended) return;
          if (!allowed) return end();
          if (text) controller.enqueue(encoder.encode(text));
        });
      };

      const unsubscribe = feed.subscribe((change) => write(eventOf(change)));
      const missed = options.opening?.() ?? null;
      if (missed !== null) write(eventOf(missed));
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      // A check with nothing to write: ends the stream of a session that ended meanwhile.
      const check = setInterval(() => write(""), options.sessionCheckMs ?? SESSION_CHECK_MS);
      let release = () => {};
      end = () => {
        if (ended) return;
        ended = true;
        release();
        unsubscribe();
        clearInterval(heartbeat);
        clearInterval(check);
        signal.removeEventListener("abort", end);
        feed.signal.removeEventListener("abort", end);
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      signal.addEventListener("abort", end);
      feed.signal.addEventListener("abort", end);
      if (signal.aborted || feed.signal.aborted) return end();
      release = admitStream(options.session, end);
      // A first line at once, so that the browser's EventSource opens and any proxy passes the stream on.
      controller.enqueue(encoder.encode(": live\n\n"));
    },
    cancel() {
      end();
    },
  });

  const headers = new Headers(options.headers);
  headers.set("Content-Type", "text/event-stream; charset=utf-8");
  // no-transform: the compression middleware leaves the body alone, so each event leaves at once.
  headers.set("Cache-Control", "no-store, no-transform");
  // A reverse proxy (nginx) would otherwise hold the events back in its buffer.
  headers.set("X-Accel-Buffering", "no");
  return new Response(body, { status: 200, headers });
}

/**
 * A stream's refusal in plain text (401 without a session, 403 not allowed, 503 unavailable): an
 * EventSource cannot follow a redirect to a sign-in page. `headers` carries a session refresh.
 */
export function streamRefusal(status: 401 | 403 | 503, text: string, headers: Headers): Response {
  const refused = new Headers(headers);
  refused.set("Content-Type", "text/plain; charset=utf-8");
  refused.set("Cache-Control", "no-store");
  return new Response(text, { status, headers: refused });
}
