import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { applications } from "#db/schema.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// Cancelling (spec section 4): only the owner, only while pending; it sets status cancelled
// and refreshes updated_at, and a racing admin decision or second cancel cannot also win.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LONG_AGO = new Date("2024-01-01T00:00:00Z");

async function statusOf(id: string) {
  const [row] = await database.db
    .select({ status: applications.status, updatedAt: applications.updatedAt })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}

const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };

/** The applicant's cancel, as the dashboard's action makes it. */
function cancelApplication(user: { id: string; email: string }, applicationId: string) {
  return changeApplicationStatus(database.db, {
    applicationId,
    action: "cancel",
    actor: { id: user.id, email: user.email, role: "customer" },
    env,
  });
}

/** An admin's Approve, through the same function. */
async function adminApprove(id: string, admin: { id: string; email: string }) {
  const result = await changeApplicationStatus(database.db, {
    applicationId: id,
    action: "approve",
    actor: { ...admin, role: "admin" },
    env,
  });
  return result.kind === "changed";
}

describe("the applicant's cancel (changeApplicationStatus)", () => {
  it("cancels the owner's pending application and refreshes updated_at", async () => {
    const user = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: user.id, updatedAt: LONG_AGO });
    const before = Date.now();
    const result = await cancelApplication(user, app.id);
    expect(result.kind).toBe("changed");
    const row = await statusOf(app.id);
    expect(row?.status).toBe("cancelled");
    expect(row?.updatedAt.getTime()).toBeGreaterThan(LONG_AGO.getTime());
    // The database's clock, not the client's: allow a little skew either way.
    expect(Math.abs((row?.updatedAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    if (result.kind === "changed") expect(result.application.status).toBe("cancelled");
  });

  it("refuses another user, leaving the application untouched and saying not-found", async () => {
    const owner = await insertUser(database.db);
    const intruder = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: owner.id, updatedAt: LONG_AGO });
    expect(await cancelApplication(intruder, app.id)).toEqual({ kind: "not-found" });
    expect(await statusOf(app.id)).toEqual({ status: "pending", updatedAt: LONG_AGO });
  });

  it("says not-found for an unowned application, an unknown id and a malformed id", async () => {
    const user = await insertUser(database.db);
    const detached = await insertApplication(database.db, { userId: null });
    for (const applicationId of [detached.id, crypto.randomUUID(), "not-a-uuid", ""]) {
      expect(await cancelApplication(user, applicationId)).toEqual({ kind: "not-found" });
    }
    expect((await statusOf(detached.id))?.status).toBe("pending");
  });

  it.each(["approved", "declined", "cancelled"] as const)(
    "refuses a %s application and says its status",
    async (status) => {
      const user = await insertUser(database.db);
      const app = await insertApplication(database.db, { userId: user.id, status, updatedAt: LONG_AGO });
      expect(await cancelApplication(user, app.id)).toMatchObject({
        kind: "refused",
        application: { status },
      });
      expect(await statusOf(app.id)).toEqual({ status, updatedAt: LONG_AGO });
    },
  );

  it("lets only one of a cancel and a concurrent admin approval win", async () => {
    const user = await insertUser(database.db);
    const admin = await insertUser(database.db);
    for (let round = 0; round < 8; round += 1) {
      const app = await insertApplication(database.db, { userId: user.id });
      // Alternate which starts first; on PostgreSQL they run on two pooled connections.
      const cancel = () => cancelApplication(user, app.id);
      const [cancelled, approved] =
        round % 2 === 0
          ? await Promise.all([cancel(), adminApprove(app.id, admin)])
          : await Promise.all([adminApprove(app.id, admin), cancel()]).then(([a, c]) => [c, a] as const);

      const final = (await statusOf(app.id))?.status;
      expect([cancelled.kind === "changed", approved]).toContain(true);
      expect(cancelled.kind === "changed" && approved).toBe(false);
      if (cancelled.kind === "changed") expect(final).toBe("cancelled");
      else expect(cancelled).toMatchObject({ kind: "refused", application: { status: "approved" } });
      if (approved) expect(final).toBe("approved");
    }
  });

  it("lets only one of two concurrent cancels win", async () => {
    const user = await insertUser(database.db);
    const app = await insertApplication(database.db, { userId: user.id });
    const results = await Promise.all([1, 2, 3].map(() => cancelApplication(user, app.id)));
    expect(results.filter((r) => r.kind === "changed")).toHaveLength(1);
    const refused = results.filter((r) => r.kind === "refused");
    expect(refused).toHaveLength(2);
    for (const r of refused)
      expect(r).toMatchObject({ kind: "refused", application: { status: "cancelled" } });
  });
});
