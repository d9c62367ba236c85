import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsersPageData } from "#app/domain/admin/user-views.ts";
import type { UsersActionData } from "#app/domain/user/edit-form.ts";
import { action, loader } from "#app/routes/admin/users.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { shownPhone, storedPhone } from "#app/server/models/user/phone.server.ts";
import { adminUsers, auditLog, emailOutbox, sessions, users, verifications } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// /admin/users as React Router calls it (issue 12): the list from the address (search, filters,
// 'N of M', pages) and the actions with the spec's toasts and the server's refusals.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const SURNAME = `Marlowe${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

type Loaded = Extract<UsersPageData, { ok: true }>;

async function load(path: string, user: SignedInUser | null = admin) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  return outcome<UsersPageData>(() =>
    loader({ request, context: contextFor(services), params: {} } as never),
  );
}

function post(fields: Record<string, string>, user: SignedInUser = admin) {
  const request = formRequest("/admin/users", fields, { Cookie: user.cookie });
  return outcome<UsersActionData>(() =>
    action({ request, context: contextFor(services), params: {} } as never),
  );
}

async function versionOf(userId: string, search = SURNAME): Promise<string> {
  const page = (await load(`/admin/users?q=${encodeURIComponent(search)}`)).body as Loaded;
  const row = page.rows.find((r) => r.id === userId);
  if (!row) throw new Error("the user is not on the page");
  return row.version;
}

describe("who may use it", () => {
  it("sends a visitor to /admin/auth and a customer home, for the page and every action, and nothing changes", async () => {
    expect((await load("/admin/users", null)).location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fusers");
    expect((await load("/admin/users", customer)).location).toBe("/");
    const target = await insertUser(database.db, { lastName: SURNAME });
    const forged: Record<string, string>[] = [
      { intent: "change-role", change: "promote", userId: target.id },
      { intent: "delete-user", userId: target.id },
      {
        intent: "update-user",
        userId: target.id,
        firstName: "Forged",
        lastName: "X",
        email: "f@x.example",
        phone: "5550000000",
      },
    ];
    for (const fields of forged) {
      expect((await post(fields, customer)).location).toBe("/");
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.firstName).toBe("Ada");
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.id, target.id))).toEqual([]);
  });
});

describe("the list", () => {
  it("searches by name, e-mail and phone, filters on the server, and says 'N of M'", async () => {
    const SURNAME = `Lister${Date.now()}`;
    const plain = await insertUser(database.db, {
      firstName: "Nora",
      lastName: SURNAME,
      phone: "2125550142",
    });
    const withApp = await insertUser(database.db, { firstName: "Omar", lastName: SURNAME });
    const boss = await insertUser(database.db, { firstName: "Pia", lastName: SURNAME });
    await database.db.insert(adminUsers).values({ id: boss.id });
    await insertApplication(database.db, { userId: withApp.id, debtAmount: "18250.00", status: "approved" });

    const all = (await load(`/admin/users?q=${SURNAME}`)).body as Loaded;
    expect(all.rows.map((r) => r.id)).toEqual([boss.id, withApp.id, plain.id]);
    expect(all.matching).toBe(3);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const omar = all.rows[1];
    expect(omar).toMatchObject({
      name: `Omar ${SURNAME}`,
      shortId: withApp.id.slice(-8),
      phone: "(555) 123-4567",
      statusLabel: "User",
      application: { debt: "$18,250.00", status: "Approved" },
    });
    expect(all.rows[0]).toMatchObject({ statusLabel: "Admin", isAdmin: true, application: null });

    const admins = (await load(`/admin/users?q=${SURNAME}&filter=admins`)).body as Loaded;
    expect(admins.rows.map((r) => r.id)).toEqual([boss.id]);
    const regular = (await load(`/admin/users?q=${SURNAME}&filter=regular`)).body as Loaded;
    expect(regular.rows.map((r) => r.id)).toEqual([withApp.id, plain.id]);
    const applicants = (await load(`/admin/users?q=${SURNAME}&filter=with-applications`)).body as Loaded;
    expect(applicants.rows.map((r) => r.id)).toEqual([withApp.id]);
    const byPhone = (await load(`/admin/users?q=${encodeURIComponent("(212) 555-01")}`)).body as Loaded;
    expect(byPhone.rows.map((r) => r.id)).toEqual([plain.id]);
    const byEmail = (await load(`/admin/users?q=${plain.email.slice(0, 18)}`)).body as Loaded;
    expect(byEmail.rows.map((r) => r.id)).toEqual([plain.id]);
    const none = (await load("/admin/users?q=nobody-has-this-name-zz")).body as Loaded;
    expect(none).toMatchObject({ rows: [], matching: 0, pageCount: 1 });
    // A filter the page does not know falls back to every user.
    const unknown = (await load(`/admin/users?q=${SURNAME}&filter=drop-table`)).body as Loaded;
    expect(unknown.query.filter).toBe("all");
  });

  it("pages 20 at a time, newest first", async () => {
    const tag = `Pager${Date.now()}`;
    for (let i = 0; i < 23; i += 1) {
      await insertUser(database.db, { lastName: tag, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = (await load(`/admin/users?q=${tag}`)).body as Loaded;
    expect(first).toMatchObject({ matching: 23, pageCount: 2 });
    expect(first.rows).toHaveLength(20);
    const second = (await load(`/admin/users?q=${tag}&page=2`)).body as Loaded;
    expect(second.rows).toHaveLength(3);
    // Midnight UTC on Jan 1 is still New Year's Eve for an admin in US Eastern (the default zone).
    expect(second.rows.at(-1)?.registered).toBe("Dec 31, 2025");
  });
});

describe("editing a user", () => {
  it("saves with the spec's toast and an audit row with before and after; a changed e-mail is unconfirmed again", async () => {
    const target = await insertUser(database.db, { lastName: SURNAME, emailVerified: true });
    const answer = await post({
      intent: "update-user",
      userId: target.id,
      version: await versionOf(target.id),
      firstName: " Ida ",
      lastName: SURNAME,
      email: `IDA.${SURNAME}@Test.Example`,
      phone: "(555) 987-6543",
    });
    expect(answer.body).toMatchObject({ ok: true, message: "User updated successfully" });
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      firstName: "Ida",
      name: `Ida ${SURNAME}`,
      email: `ida.${SURNAME.toLowerCase()}@test.example`,
      emailVerified: false,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, "user_updated")));
    expect(audit).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: "user" });
    expect(audit?.before).toMatchObject({ firstName: "Ada", email: target.email, emailVerified: true });
    expect(shownPhone(testCipher, row?.phone ?? null)).toBe("5559876543");
    // The audit log keeps the phone masked (docs/decisions/0028).
    expect(audit?.before).toMatchObject({ phone: "******4567" });
    expect(audit?.after).toMatchObject({ firstName: "Ida", phone: "******6543", emailVerified: false });
  });

  it("refuses the profile's field rules, an address another account uses, and a stale version, changing nothing", async () => {
    const target = await insertUser(database.db, { lastName: SURNAME });
    const other = await insertUser(database.db, { lastName: SURNAME });
    const version = await versionOf(target.id);
    const base = { intent: "update-user", userId: target.id, version, firstName: "Ada", lastName: SURNAME };

    const bad = await post({ ...base, firstName: "  ", email: "not-an-address", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      message: "Failed to update user",
      fieldErrors: {
        firstName: "First name is required",
        email: "Invalid email address",
        phone: "Please enter a valid 10-digit phone number",
      },
    });

    const taken = await post({ ...base, email: other.email.toUpperCase(), phone: "5551234567" });
    expect(taken.status).toBe(409);
    expect(taken.body?.fieldErrors?.email).toBe("This e-mail address is already used by another account.");
    expect(taken.body?.values?.email).toBe(other.email.toUpperCase());

    // Someone else saved first: this save, made on the old version, is refused.
    await database.db
      .update(users)
      .set({ ...storedPhone(testCipher, "5550001111"), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    const stale = await post({ ...base, email: target.email, phone: "5552223333" });
    expect(stale.status).toBe(409);
    expect(stale.body?.formMessage).toMatch(/changed by someone else/);

    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.email).toBe(target.email);
    expect(shownPhone(testCipher, row?.phone ?? null)).toBe("5550001111");
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audits).toEqual([]);
  });
});

describe("another account's e-mail address (issue 20)", () => {
  it("changed by an admin: the old address is told with the undo link, sessions and reset links end", async () => {
    const target = await insertUser(database.db, { lastName: SURNAME, emailVerified: true });
    await database.db.insert(sessions).values({
      token: `t-${crypto.randomUUID()}`,
      userId: target.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await database.db.insert(verifications).values({
      identifier: `reset-password-hash-${crypto.randomUUID()}`,
      value: target.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const moved = `moved-${crypto.randomUUID()}@test.example`;
    const answer = await post({
      intent: "update-user",
      userId: target.id,
      version: await versionOf(target.id),
      firstName: "Ada",
      lastName: SURNAME,
      email: moved,
      phone: "5551234567",
    });
    expect(answer.body).toMatchObject({ ok: true, message: "User updated successfully" });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(await database.db.select().from(verifications).where(eq(verifications.value, target.id))).toEqual(
      [],
    );
    const told = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, target.email));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(moved);
    expect(told[0]?.textBody).toMatch(/\/auth\/undo-email-change\?token=/);
  });

  it("of another admin: only they may change it; nothing changes", async () => {
    const other = await signedInAdmin(services);
    const version = await versionOf(other.id, other.email);
    const refused = await post({
      intent: "update-user",
      userId: other.id,
      version,
      firstName: "Ada",
      lastName: SURNAME,
      email: `taken-over-${crypto.randomUUID()}@test.example`,
      phone: "5551234567",
    });
    expect(refused.status).toBe(403);
    expect(refused.body?.fieldErrors?.email).toMatch(/Only an admin can change their own e-mail address/);
    const [row] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.email).toBe(other.email);
    // Their name may still be corrected by another admin.
    const renamed = await post({
      intent: "update-user",
      userId: other.id,
      version,
      firstName: "Augusta",
      lastName: SURNAME,
      email: other.email,
      phone: "5551234567",
    });
    expect(renamed.body).toMatchObject({ ok: true });
  });
});

describe("promote, demote and delete", () => {
  it("promotes and demotes with the spec's toasts, and says the server's reason when it refuses", async () => {
    const target = await insertUser(database.db, { firstName: "Rosa", lastName: SURNAME });
    const promote = await post({ intent: "change-role", change: "promote", userId: target.id });
    expect(promote.body).toMatchObject({
      ok: true,
      message: `Rosa ${SURNAME} promoted to admin successfully`,
    });
    const again = await post({ intent: "change-role", change: "promote", userId: target.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: `Rosa ${SURNAME} is already an admin.` });
    const demote = await post({ intent: "change-role", change: "demote", userId: target.id });
    expect(demote.body).toMatchObject({ ok: true, message: `Admin privileges removed from Rosa ${SURNAME}` });
    const self = await post({ intent: "change-role", change: "demote", userId: admin.id });
    expect(self.body).toMatchObject({
      ok: false,
      message: "You cannot remove your own admin privileges. Another admin can.",
    });
    const actions = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, target.id))
      .orderBy(auditLog.createdAt);
    expect(actions).toEqual([
      { action: "user_promoted", before: { isAdmin: false }, after: { isAdmin: true } },
      { action: "user_demoted", before: { isAdmin: true }, after: { isAdmin: false } },
    ]);
  });

  it("deletes with the spec's toast; refuses the admin's own account and an unknown id", async () => {
    const target = await insertUser(database.db, { lastName: SURNAME });
    const deleted = await post({ intent: "delete-user", userId: target.id });
    expect(deleted.body).toMatchObject({ ok: true, message: "User deleted successfully" });
    const gone = await post({ intent: "delete-user", userId: target.id });
    expect(gone.body).toMatchObject({
      ok: false,
      message: "Failed to delete user",
      formMessage: "This user no longer exists.",
    });
    const self = await post({ intent: "delete-user", userId: admin.id });
    expect(self.body).toMatchObject({
      ok: false,
      message: "Failed to delete user",
      formMessage: "You cannot delete your own account. Another admin can.",
    });
    const malformed = await post({ intent: "delete-user", userId: "x'; drop table users; --" });
    expect(malformed.body?.ok).toBe(false);
    expect((await database.db.select().from(users).where(eq(users.id, admin.id))).length).toBe(1);
  });

  it("answers an unknown request with 400", async () => {
    expect((await post({ intent: "make-coffee" })).status).toBe(400);
    expect((await post({ intent: "change-role", change: "crown", userId: admin.id })).status).toBe(400);
  });
});
