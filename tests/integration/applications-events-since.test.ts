import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "#app/routes/admin/applications-events.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createApplicationsFeed, SINCE_MARGIN_MS } from "#app/server/realtime.server.ts";
import { adminUsers } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// GET /admin/applications/events?since=… (issue 42): the list says when it was read, and its
// stream's first opening tells it at once, by a change event, whether an application may have
// changed since; the list then reads itself again only if so, not as every stream opens. The
// feed's clock is the test's: a stamp is "known" only SINCE_MARGIN_MS after the feed listens.

let database: Database;
let services: Services;
let admin: SignedInUser;
let time = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...createTestServices(database), feed: createApplicationsFeed(database, { now: () => time }) };
  await services.feed.start();
  time += SINCE_MARGIN_MS + 1;
  admin = await signedInUser(services);
  await services.db.insert(adminUsers).values({ id: admin.id });
});
afterAll(async () => {
  await services.feed.stop();
  await database.close();
});

const EVENT = "event: applications\n";

/** The stream opened with `since`, read up to its first event: that event's data. */
async function firstEvent(since: number, change?: () => Promise<unknown>): Promise<unknown> {
  const stop = new AbortController();
  const request = new Request(new URL(`/admin/applications/events?since=${since}`, TEST_ORIGIN), {
    headers: { Cookie: admin.cookie },
    signal: stop.signal,
  });
  const response = (await loader({
    request,
    context: contextFor(services),
    params: {},
  } as never)) as Response;
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    // The opening's own answer, if any, is written before anything the change sends.
    while (!text.includes(": live\n\n")) text += decoder.decode((await reader.read()).value);
    await change?.();
    while (!/event: applications\ndata: .*\n\n/.test(text))
      text += decoder.decode((await reader.read()).value);
  } finally {
    stop.abort();
  }
  return JSON.parse(
    text
      .slice(text.indexOf(EVENT) + EVENT.length)
      .replace(/^data: /, "")
      .split("\n")[0] ?? "",
  );
}

describe("the list's first stream", () => {
  it("is told nothing when no application changed since the list was read", async () => {
    const readAt = services.feed.now();
    // The first event is the one of a change made after the stream opened, not a missed one.
    expect(await firstEvent(readAt, () => insertApplication(services.db))).toMatchObject({ resync: false });
  });

  it("is told at once of a change made after the list was read", async () => {
    time += SINCE_MARGIN_MS + 1;
    const readAt = services.feed.now();
    await insertApplication(services.db);
    await vi.waitFor(() => expect(services.feed.changedSince(readAt)).toBe(true));
    expect(await firstEvent(readAt)).toEqual({ notifications: 0, rows: 0, resync: true });
  });

  it("is told to read again for a stamp from before the feed listened", async () => {
    expect(await firstEvent(1_000_000 - 60_000)).toMatchObject({ resync: true });
  });
});
