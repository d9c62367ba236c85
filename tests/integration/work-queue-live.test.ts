import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as workQueueEvents } from "#app/routes/admin/work-queue-events.ts";
import type { Database } from "#app/server/db.server.ts";
import { storeDocument } from "#app/server/models/document/documents.server.ts";
import {
  type ApplicationsChange,
  createApplicationsFeed,
  WORK_QUEUE_CHANNEL,
} from "#app/server/realtime.server.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { PNG } from "#tests/support/messages-route.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The Work Queue updates itself (issue 25, migration 0030): a write to a table its sections read
// (here a legal notice uploaded) reaches the work queue's feed at once, one notification per
// statement; its stream is for admins only, refused in plain text to anyone else.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the Work Queue's feed", () => {
  it("hears of a legal notice uploaded within a second", async () => {
    const feed = createApplicationsFeed(database, { channel: WORK_QUEUE_CHANNEL });
    const calls: ApplicationsChange[] = [];
    await feed.start();
    feed.subscribe((change) => calls.push(change));
    try {
      const customer = await insertUser(database.db);
      const started = performance.now();
      await storeDocument(database.db, testCipher, {
        userId: customer.id,
        applicationId: null,
        kind: "legal_notice",
        fileName: "summons.png",
        mediaType: "image/png",
        bytes: PNG,
        now: new Date(),
      });
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 1_000, interval: 5 });
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await feed.stop();
    }
  });

  it("its stream answers a visitor 401 and a customer 403, in plain text", async () => {
    const services = createTestServices(database);
    const customer = await signedInUser(services);
    const ask = (cookie?: string) =>
      workQueueEvents({
        request: new Request(new URL("/admin/work-queue/events", TEST_ORIGIN), {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context: contextFor(services),
        params: {},
      } as never);
    const visitor = await ask();
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect((await ask(customer.cookie)).status).toBe(403);
  });
});
