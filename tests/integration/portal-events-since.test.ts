import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "#app/routes/dashboard/events.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { USER_CHANNEL } from "#app/server/user-feed.server.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// GET /dashboard/events?since=… (docs/decisions/0056): the portal's page says when its frame was
// read (useLivePortal), and its stream's first opening tells it at once whether a change of the
// customer's records may have come since; the page then reads itself again only if so.

let database: Database;
let services: Services;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  await services.userFeed.start();
  customer = await signedInUser(services);
});
afterAll(async () => {
  await services.userFeed.stop();
  await database.close();
});

/** What the stream opened with `since` sends in its first 400 ms. */
async function firstWords(since: number): Promise<string> {
  const stop = new AbortController();
  const request = new Request(new URL(`/dashboard/events?since=${since}`, TEST_ORIGIN), {
    headers: { Cookie: customer.cookie },
    signal: stop.signal,
  });
  const response = (await loader({
    request,
    context: contextFor(services),
    params: {},
  } as never)) as Response;
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = Date.now() + 400;
  while (reader && Date.now() < until) {
    const next = await Promise.race([
      reader.read(),
      new Promise<"late">((resolve) => setTimeout(() => resolve("late"), until - Date.now())),
    ]);
    if (next === "late" || next.done) break;
    text += decoder.decode(next.value);
  }
  stop.abort();
  return text;
}

describe("a page's first stream", () => {
  it("is told nothing when nothing changed since the page was read", async () => {
    await vi.waitFor(
      () => expect(services.userFeed.changedSince(customer.id, services.userFeed.now())).toBe(false),
      {
        timeout: 5_000,
      },
    );
    const text = await firstWords(services.userFeed.now());
    expect(text).toContain(": live");
    expect(text).not.toContain("event: changed");
  });

  it("is told at once of a change made after the page was read, and only its own customer's", async () => {
    const readAt = services.userFeed.now();
    await services.db.execute(sql`select pg_notify(${USER_CHANNEL}, ${customer.id})`);
    await vi.waitFor(() => expect(services.userFeed.changedSince(customer.id, readAt)).toBe(true));
    expect(await firstWords(readAt)).toContain("event: changed");

    const other = await signedInUser(services);
    expect(services.userFeed.changedSince(other.id, readAt)).toBe(false);
  });

  it("is told to read again when the stamp is older than the feed remembers", async () => {
    expect(await firstWords(services.userFeed.now() - 10 * 60_000)).toContain("event: changed");
  });
});
