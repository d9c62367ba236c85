import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/admin/applications-events.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  liveStreamResponse,
  openStreamCount,
  SESSION_CHECK_MS,
  STREAMS_PER_SESSION,
} from "#app/server/live-stream.server.ts";
import type { ApplicationsChange, ApplicationsFeed, FeedListener } from "#app/server/realtime.server.ts";
import { adminUsers, sessions } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// GET /admin/applications/events as React Router calls it: who may follow the live stream,
// what it sends, and when it ends.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

async function admin(): Promise<SignedInUser> {
  const user = await signedInUser(services);
  await services.db.insert(adminUsers).values({ id: user.id });
  return user;
}

function open(user?: SignedInUser, signal?: AbortSignal): Promise<Response> {
  const request = new Request(new URL("/admin/applications/events", TEST_ORIGIN), {
    headers: user ? { Cookie: user.cookie } : {},
    signal,
  });
  return loader({ request, context: contextFor(services), params: {} } as never) as Promise<Response>;
}

interface Read {
  text: string;
  ended: boolean;
}

/** Reads the stream until `until` holds for what came, it ends, or `timeoutMs` passes. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (text: string) => boolean,
  timeoutMs: number,
  sofar = "",
): Promise<Read> {
  const decoder = new TextDecoder();
  let text = sofar;
  const deadline = Date.now() + timeoutMs;
  while (!until(text)) {
    const left = deadline - Date.now();
    if (left <= 0) return { text, ended: false };
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left));
    const next = await Promise.race([reader.read(), timeout]);
    if (next === "timeout") return { text, ended: false };
    if (next.done) return { text, ended: true };
    text += decoder.decode(next.value);
  }
  return { text, ended: false };
}

const EVENT = "event: applications\n";

describe("who may follow the live stream", () => {
  it("answers a visitor 401 and a customer 403 in plain text, without a redirect", async () => {
    const visitor = await open();
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("Content-Type")).toContain("text/plain");
    expect(visitor.headers.get("Location")).toBeNull();
    expect(await visitor.text()).toBe("Sign in as an admin to receive live updates.");

    const customer = await open(await signedInUser(services));
    expect(customer.status).toBe(403);
    expect(customer.headers.get("Location")).toBeNull();
    expect(await customer.text()).toBe("Only admins receive live updates.");
  });

  it("streams an event to an admin after a change to applications, with no personal data", async () => {
    const response = await open(await admin());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store, no-transform");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    try {
      const first = await readUntil(reader, (text) => text.includes("\n\n"), 2_000);
      expect(first.text).toBe(": live\n\n");
      const changed = Date.now();
      await insertApplication(services.db, { firstName: "Streamed", email: "streamed@test.example" });
      const read = await readUntil(reader, (text) => text.includes(EVENT), 2_000);
      expect(Date.now() - changed).toBeLessThan(1_000);
      const message = read.text.slice(read.text.indexOf(EVENT));
      expect(message).toBe('event: applications\ndata: {"notifications":1,"rows":1,"resync":false}\n\n');
      expect(read.text).not.toContain("Streamed");
      expect(read.text).not.toContain("streamed@");
    } finally {
      await reader.cancel();
    }
  });
});

describe("when the live stream ends", () => {
  it("ends a stream whose session was deleted, on its next check, with no change needed", async () => {
    const user = await admin();
    const response = await open(user);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, (text) => text.includes("\n\n"), 2_000);
    await services.db.delete(sessions).where(eq(sessions.userId, user.id));
    const deleted = Date.now();
    const read = await readUntil(reader, () => false, SESSION_CHECK_MS + 3_000);
    expect(read.ended).toBe(true);
    expect(Date.now() - deleted).toBeLessThan(SESSION_CHECK_MS + 1_500);
  });

  it("ends a stream before sending, once its user is no longer an admin", async () => {
    const user = await admin();
    const response = await open(user);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, (text) => text.includes("\n\n"), 2_000);
    await services.db.delete(adminUsers).where(eq(adminUsers.id, user.id));
    await insertApplication(services.db);
    const read = await readUntil(reader, () => false, 2_000);
    expect(read.ended).toBe(true);
    expect(read.text).not.toContain(EVENT);
  });

  it("ends when the browser goes away", async () => {
    const controller = new AbortController();
    const response = await open(await admin(), controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, (text) => text.includes("\n\n"), 2_000);
    controller.abort();
    expect((await readUntil(reader, () => false, 1_000)).ended).toBe(true);
  });
});

/** A feed the test drives, counting its subscribers. */
function fakeFeed() {
  const listeners = new Set<FeedListener>();
  const stopping = new AbortController();
  const feed: ApplicationsFeed = {
    start: async () => {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signal: stopping.signal,
    stop: async () => stopping.abort(),
    now: () => 0,
    changedSince: () => true,
  };
  const change: ApplicationsChange = { notifications: 1, rows: 1, resync: false };
  const emit = () => {
    for (const listener of listeners) listener(change);
  };
  return { feed, listeners, emit };
}

describe("the stream itself", () => {
  it("sends a heartbeat comment on its timer, checking the session each time", async () => {
    const { feed } = fakeFeed();
    let checks = 0;
    const response = liveStreamResponse({
      feed,
      stillAllowed: async () => {
        checks += 1;
        return true;
      },
      signal: new AbortController().signal,
      session: "heartbeat",
      heartbeatMs: 50,
      sessionCheckMs: 60_000,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const read = await readUntil(reader, (text) => text.split(": heartbeat\n\n").length > 3, 2_000);
    expect(read.text.startsWith(": live\n\n: heartbeat\n\n: heartbeat\n\n")).toBe(true);
    expect(checks).toBeGreaterThanOrEqual(3);
    await reader.cancel();
  });

  it("with trustCheckForMs, sends events at once on a session found live that recently (a customer's stream)", async () => {
    const { feed, emit } = fakeFeed();
    let checks = 0;
    const response = liveStreamResponse({
      feed,
      stillAllowed: async () => {
        checks += 1;
        return true;
      },
      signal: new AbortController().signal,
      session: "trusted",
      sessionCheckMs: 60_000,
      trustCheckForMs: 60_000,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let i = 0; i < 3; i += 1) emit();
    const read = await readUntil(reader, (text) => text.split(EVENT).length > 3, 2_000);
    expect(read.text.split(EVENT).length - 1).toBe(3);
    expect(checks).toBe(0);
    await reader.cancel();
  });

  it("ends at once, unsubscribed, when the server shuts the feed down or the browser leaves", async () => {
    for (const how of ["shutdown", "browser"] as const) {
      const { feed, listeners, emit } = fakeFeed();
      const browser = new AbortController();
      const response = liveStreamResponse({
        feed,
        stillAllowed: async () => true,
        signal: browser.signal,
        session: how,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      emit();
      const read = await readUntil(reader, (text) => text.includes(EVENT), 1_000);
      expect(read.text).toContain(EVENT);
      expect(listeners.size).toBe(1);
      const started = Date.now();
      if (how === "shutdown") await feed.stop();
      else browser.abort();
      expect((await readUntil(reader, () => false, 1_000)).ended).toBe(true);
      expect(Date.now() - started).toBeLessThan(100);
      expect(listeners.size).toBe(0);
    }
  });

  it("ends when the session cannot be checked (the database is down), sending nothing more", async () => {
    const { feed, emit, listeners } = fakeFeed();
    const response = liveStreamResponse({
      feed,
      stillAllowed: async () => {
        throw new Error("database unavailable");
      },
      signal: new AbortController().signal,
      session: "unchecked",
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    emit();
    const read = await readUntil(reader, () => false, 1_000);
    expect(read).toEqual({ text: ": live\n\n", ended: true });
    expect(listeners.size).toBe(0);
  });
});

describe("streams per session", () => {
  it("keeps at most six of one session's streams open, ending the oldest (issue 41: 300 were all served)", async () => {
    const user = await admin();
    const [row] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const readers = [];
    for (let i = 0; i < STREAMS_PER_SESSION + 4; i += 1) {
      const response = await open(user);
      expect(response.status).toBe(200);
      readers.push((response.body as ReadableStream<Uint8Array>).getReader());
    }
    const reads = await Promise.all(readers.map((reader) => readUntil(reader, () => false, 300)));
    expect(reads.map((read) => read.ended)).toEqual([
      ...Array.from({ length: 4 }, () => true),
      ...Array.from({ length: STREAMS_PER_SESSION }, () => false),
    ]);
    expect(openStreamCount(row?.id ?? "")).toBe(STREAMS_PER_SESSION);
    for (const reader of readers.slice(4)) await reader.cancel();
    expect(openStreamCount(row?.id ?? "")).toBe(0);
    // Another session is counted on its own.
    const other = await admin();
    const reader = ((await open(other)).body as ReadableStream<Uint8Array>).getReader();
    expect((await readUntil(reader, () => false, 100)).ended).toBe(false);
    await reader.cancel();
  });
});
