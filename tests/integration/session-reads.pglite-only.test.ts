import { Worker } from "node:worker_threads";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { findLiveSession } from "#app/server/session-lookup.server.ts";
import { adminUsers, sessions, users } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { tempFolder } from "#tests/support/backup-drill.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// Sessions read from the embedded database in its folder are kept while nothing has been
// written since (docs/decisions/0038): a repeated read asks the database thread nothing, and
// any write (a sign-out, an activity write, a change to the user, an admin grant) is seen by
// the very next read. A kept session past its expiry is not used. PGlite leg only: the server's
// database in a folder (its thread); PostgreSQL has no write counter and reads every time.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await openDatabase({ dataDir: tempFolder("session-reads"), rootDir: process.cwd() });
  await database.migrate();
  services = createTestServices(database);
}, 120_000);
afterAll(() => database.close());

const lookUp = (headers: Headers) => findLiveSession(services.auth, services.db, headers, database.writes);

/** How many messages the database thread was sent while `read` ran. */
async function messagesDuring<T>(read: () => Promise<T>): Promise<{ value: T; messages: number }> {
  const spy = vi.spyOn(Worker.prototype, "postMessage");
  try {
    const value = await read();
    return { value, messages: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe("sessions kept between writes (embedded database in a folder)", () => {
  it("has a write counter that a SELECT leaves alone and a write moves", async () => {
    if (!database.writes) throw new Error("the embedded database in a folder counts its writes");
    const before = database.writes();
    await services.db.execute(sql`select 1`);
    expect(database.writes()).toBe(before);
    await services.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, crypto.randomUUID()));
    expect(database.writes()).toBeGreaterThan(before);
    const inTransaction = database.writes();
    await services.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(database.writes()).toBeGreaterThan(inTransaction);
  });

  it("answers a repeated read without asking the database, and sees every write on the next read", async () => {
    const user = await signedInUser(services);
    const headers = new Headers({ cookie: user.cookie });
    const first = await lookUp(headers);
    expect(first?.user.id).toBe(user.id);
    const again = await messagesDuring(() => lookUp(headers));
    expect(again.messages).toBe(0);
    expect(again.value).toEqual(first);

    await services.db.update(users).set({ firstName: "Grace" }).where(eq(users.id, user.id));
    expect((await lookUp(headers))?.user.firstName).toBe("Grace");
    await services.db.insert(adminUsers).values({ id: user.id });
    expect((await lookUp(headers))?.isAdmin).toBe(true);
    const activeAt = new Date(Date.now() + 5_000);
    await services.db.update(sessions).set({ lastActiveAt: activeAt }).where(eq(sessions.userId, user.id));
    expect((await lookUp(headers))?.lastActiveAt.getTime()).toBe(activeAt.getTime());
    // A sign-out: the kept session is gone with it.
    await services.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await lookUp(headers)).toBeNull();
  });

  it("does not use a kept session past its expiry", async () => {
    const user = await signedInUser(services);
    const headers = new Headers({ cookie: user.cookie });
    await services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.userId, user.id));
    expect(await lookUp(headers)).not.toBeNull();
    expect((await messagesDuring(() => lookUp(headers))).messages).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await lookUp(headers)).toBeNull();
  });

  it("keeps nothing read while a write was under way", async () => {
    const user = await signedInUser(services);
    const headers = new Headers({ cookie: user.cookie });
    // The read is sent while a sign-out of every session is in flight: it must not be kept.
    const [read] = await Promise.all([
      lookUp(headers),
      services.db.delete(sessions).where(eq(sessions.userId, user.id)),
    ]);
    expect(read === null || read.user.id === user.id).toBe(true);
    expect(await lookUp(headers)).toBeNull();
  });
});
