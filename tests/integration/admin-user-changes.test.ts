import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser, requireAdmin } from "#app/server/guards.server.ts";
import { changeAdminRole, deleteUser } from "#app/server/models/user/admin-changes.server.ts";
import { isLiveAdminSession } from "#app/server/models/user/sessions.server.ts";
import { accounts, adminUsers, applications, auditLog, paymentMethods, sessions, users } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { testCipher } from "../support/test-cipher.ts";

// The rules of promote, demote and delete (issue 12, decisions.md): there is always one admin;
// an admin cannot delete themself; a delete removes login, sessions and profile in one
// transaction and keeps the applications, detached; a demoted or deleted admin's open sessions
// lose admin access at once. Each test file has its own database, so "the last admin" is real.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const actorOf = (user: SignedInUser) => ({ id: user.id, email: user.email });

/** The admin guard's answer for `user`'s cookie, on a fresh request (no cached lookup). */
async function adminAccess(user: SignedInUser): Promise<"admin" | string> {
  const request = new Request(new URL("/admin/users", TEST_ORIGIN), { headers: { Cookie: user.cookie } });
  const answer = await outcome(() => requireAdmin(request, contextFor(services)));
  return answer.location ?? "admin";
}

async function sessionIdOf(user: SignedInUser): Promise<string> {
  const request = new Request(new URL("/", TEST_ORIGIN), { headers: { Cookie: user.cookie } });
  const found = await getOptionalUser(request, contextFor(services));
  if (!found) throw new Error("no session");
  return found.sessionId;
}

describe("there is always one admin", () => {
  it("refuses to demote or delete the last admin, even when two admins remove each other at once", async () => {
    await database.db.delete(adminUsers);
    const first = await signedInUser(services);
    const second = await signedInUser(services);
    await database.db.insert(adminUsers).values([{ id: first.id }, { id: second.id }]);

    // Each demotes the other at the same moment: one wins, the other is refused.
    const results = await Promise.all([
      changeAdminRole(database.db, { actor: actorOf(first), userId: second.id, change: "demote" }),
      changeAdminRole(database.db, { actor: actorOf(second), userId: first.id, change: "demote" }),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const refused = results.find((r) => !r.success);
    expect(refused?.message).toMatch(
      /is the last admin and cannot be demoted: there must always be at least one admin\.$/,
    );
    const left = await database.db.select().from(adminUsers);
    expect(left).toHaveLength(1);

    // The last one can be neither demoted nor deleted by anyone (a forged actor included).
    const last = left[0]?.id === first.id ? first : second;
    const other = last === first ? second : first;
    const demote = await changeAdminRole(database.db, {
      actor: actorOf(other),
      userId: last.id,
      change: "demote",
    });
    expect(demote).toEqual({
      success: false,
      message:
        "Ada Lovelace is the last admin and cannot be demoted: there must always be at least one admin.",
    });
    const remove = await deleteUser(database.db, testCipher, { actor: actorOf(other), userId: last.id });
    expect(remove).toEqual({
      success: false,
      message:
        "Ada Lovelace is the last admin and cannot be deleted: there must always be at least one admin.",
    });
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
  });
});

describe("a demoted admin", () => {
  it("loses admin access with the next request, and the live stream's check at once", async () => {
    const boss = await signedInUser(services);
    const demoted = await signedInUser(services);
    await database.db.insert(adminUsers).values([{ id: boss.id }, { id: demoted.id }]);
    const sessionId = await sessionIdOf(demoted);
    expect(await adminAccess(demoted)).toBe("admin");
    expect(await isLiveAdminSession(database.db, sessionId, services.env.sessions.adminIdleSeconds)).toBe(
      true,
    );

    const result = await changeAdminRole(database.db, {
      actor: actorOf(boss),
      userId: demoted.id,
      change: "demote",
    });
    expect(result).toEqual({ success: true, message: "Admin privileges removed from Ada Lovelace" });
    expect(await adminAccess(demoted)).toBe("/");
    expect(await isLiveAdminSession(database.db, sessionId, services.env.sessions.adminIdleSeconds)).toBe(
      false,
    );

    // Promoted again: back in with the next request, no new sign-in needed.
    await changeAdminRole(database.db, { actor: actorOf(boss), userId: demoted.id, change: "promote" });
    expect(await adminAccess(demoted)).toBe("admin");
  });
});

describe("deleting a user", () => {
  it("removes login, sessions, admin membership, payment methods and profile; keeps the applications, detached", async () => {
    const boss = await signedInUser(services);
    const target = await signedInUser(services);
    await database.db.insert(adminUsers).values([{ id: boss.id }, { id: target.id }]);
    const sessionId = await sessionIdOf(target);
    const app = await insertApplication(database.db, { userId: target.id });
    await database.db.insert(paymentMethods).values({
      userId: target.id,
      type: "bank",
      holderName: "Ada Lovelace",
      lastFour: "6789",
      routingLastFour: "0021",
    });

    const result = await deleteUser(database.db, testCipher, { actor: actorOf(boss), userId: target.id });
    expect(result).toEqual({ success: true, name: "Ada Lovelace" });

    for (const table of [sessions, accounts, paymentMethods] as const) {
      expect(await database.db.select().from(table).where(eq(table.userId, target.id))).toEqual([]);
    }
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.id, target.id))).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    const [kept] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(kept).toMatchObject({ id: app.id, userId: null, email: app.email });
    expect(await adminAccess(target)).toMatch(/^\/admin\/auth/);
    expect(await isLiveAdminSession(database.db, sessionId, services.env.sessions.adminIdleSeconds)).toBe(
      false,
    );

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toMatchObject({ action: "user_deleted", actorId: boss.id, after: null });
    expect(audit?.before).toMatchObject({ email: target.email, isAdmin: true, applicationIds: [app.id] });
  });

  it("writes nothing when any part fails: the transaction is undone whole", async () => {
    const boss = await signedInUser(services);
    const target = await signedInUser(services);
    await database.db.insert(adminUsers).values({ id: boss.id });
    const app = await insertApplication(database.db, { userId: target.id });
    // The audit row is written last; make it fail (an actor id that is no user breaks its foreign key).
    const forged = { id: "00000000-0000-4000-8000-000000000000", email: "ghost@test.example" };
    await expect(deleteUser(database.db, testCipher, { actor: forged, userId: target.id })).rejects.toThrow();
    expect(await database.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).not.toEqual([]);
    const [still] = await database.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [app.id]));
    expect(still?.userId).toBe(target.id);
  });

  it("refuses an admin deleting themself", async () => {
    const boss = await signedInUser(services);
    await database.db.insert(adminUsers).values({ id: boss.id });
    const result = await deleteUser(database.db, testCipher, { actor: actorOf(boss), userId: boss.id });
    expect(result).toEqual({
      success: false,
      message: "You cannot delete your own account. Another admin can.",
    });
    expect(await adminAccess(boss)).toBe("admin");
  });
});
