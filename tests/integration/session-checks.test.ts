import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { createSessionChecker } from "#app/server/session-checks.server.ts";
import { sessions } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// The customers' streams confirm their sessions together (issue 25): the checks asked within a
// window are one query, and each gets its own session's answer.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** A signed-in customer's id and session id. */
async function customerSession() {
  const user = await signedInUser(services);
  const [row] = await services.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  if (!row) throw new Error("no session stored");
  return { userId: user.id, sessionId: row.id };
}

/** `db` with its SELECTs counted. */
function countingSelects(db: Db) {
  const counted = { selects: 0 };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") counted.selects += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: wrapped, counted };
}

describe("session checks of many streams", () => {
  it("answer each stream for its own session, all in one query", async () => {
    const [live, revoked, idle, other] = await Promise.all([1, 2, 3, 4].map(() => customerSession()));
    if (!live || !revoked || !idle || !other) throw new Error("sessions missing");
    await services.db.delete(sessions).where(eq(sessions.id, revoked.sessionId));
    await services.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(sessions.id, idle.sessionId));
    const { db, counted } = countingSelects(services.db);
    const check = createSessionChecker(db, { windowMs: 20 });
    const idleSeconds = 30 * 60;
    const answers = await Promise.all([
      check({ ...live, idleSeconds }),
      check({ ...revoked, idleSeconds }),
      check({ ...idle, idleSeconds }),
      // Another customer's session presented as this user's.
      check({ sessionId: other.sessionId, userId: live.userId, idleSeconds }),
      check({ ...other, idleSeconds }),
      check({ ...live, idleSeconds }),
    ]);
    expect(answers).toEqual([true, false, false, false, true, true]);
    expect(counted.selects).toBe(1);

    // A later check is a new query, read afresh: the session ended since.
    await services.db.delete(sessions).where(eq(sessions.id, live.sessionId));
    expect(await check({ ...live, idleSeconds })).toBe(false);
    expect(counted.selects).toBe(2);
  });

  it("fail every check of the window when the query fails, and answer the next window", async () => {
    const customer = await customerSession();
    let broken = true;
    const flaky = new Proxy(services.db, {
      get(target, property, receiver) {
        if (property === "select" && broken) throw new Error("connection lost");
        return Reflect.get(target, property, receiver);
      },
    });
    const check = createSessionChecker(flaky, { windowMs: 10 });
    const failed = await Promise.allSettled([
      check({ ...customer, idleSeconds: 600 }),
      check({ ...customer, idleSeconds: 600 }),
    ]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    broken = false;
    expect(await check({ ...customer, idleSeconds: 600 })).toBe(true);
  });
});
