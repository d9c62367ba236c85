import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "#app/domain/password-strength.ts";
import {
  createOrPromoteAdmin,
  DEMO_ADMIN_EMAIL,
  ensureDemoAdmin,
  randomPassword,
} from "#app/server/admin-bootstrap.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createCredentialUser, isAdmin } from "#app/server/models/user/users.server.ts";
import { verifyPassword } from "#app/server/password.server.ts";
import { newPasswordProblems } from "#app/server/password-rules.server.ts";
import { accounts, adminUsers, users } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
const uniqueEmail = () => `admin-${crypto.randomUUID()}@test.example`;

async function userByEmail(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function passwordHashOf(userId: string) {
  const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
  return account?.password;
}

describe("createOrPromoteAdmin", () => {
  it("creates a verified user with a credential login and admin membership", async () => {
    const email = uniqueEmail();
    const result = await createOrPromoteAdmin(database.db, {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(result).toEqual({ ok: true, action: "created", userId: expect.any(String), email });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ emailVerified: true, firstName: "Admin", lastName: "User" });
    expect(result.ok && result.userId).toBe(user?.id);
    expect(await isAdmin(database.db, user?.id ?? "")).toBe(true);
    const hash = await passwordHashOf(user?.id ?? "");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword({ hash: hash ?? "", password: PASSWORD })).toBe(true);
  });

  it("uses the names it is given", async () => {
    const email = uniqueEmail();
    await createOrPromoteAdmin(database.db, {
      email,
      password: PASSWORD,
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(await userByEmail(email)).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      name: "Grace Hopper",
    });
  });

  it("promotes an existing user without touching their password, then reports already-admin", async () => {
    const email = uniqueEmail();
    const user = await createCredentialUser(database.db, {
      email,
      password: "Original-Pass-77",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    const hashBefore = await passwordHashOf(user.id);
    expect(await isAdmin(database.db, user.id)).toBe(false);

    const promoted = await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
    expect(promoted).toEqual({ ok: true, action: "promoted", userId: user.id, email });
    expect(await isAdmin(database.db, user.id)).toBe(true);
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect(await userByEmail(email)).toMatchObject({ firstName: "Ada", emailVerified: false });

    const again = await createOrPromoteAdmin(database.db, { email: email.toUpperCase(), password: PASSWORD });
    expect(again).toEqual({ ok: true, action: "already-admin", userId: user.id, email });
    const memberships = await database.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(memberships).toHaveLength(1);
  });

  it.each(["not-an-email", "admin@", ""])(
    "refuses the malformed e-mail %j and creates nothing",
    async (email) => {
      const before = await userCount();
      const result = await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([`Invalid email address: "${email}"`]);
      expect(await userCount()).toBe(before);
    },
  );

  it("refuses a weak password with every reason and creates nothing", async () => {
    const email = uniqueEmail();
    const result = await createOrPromoteAdmin(database.db, { email, password: "password" });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(newPasswordProblems("password", email));
    expect(problems).toContain(PASSWORD_MESSAGES.tooCommon);
    expect(problems).toContain(PASSWORD_MESSAGES.tooWeak);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a password containing the e-mail's local part", async () => {
    const email = `margaret-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const local = email.split("@")[0] ?? "";
    const result = await createOrPromoteAdmin(database.db, { email, password: `Xx-${local}-9` });
    expect(result.ok ? [] : result.problems).toEqual([PASSWORD_MESSAGES.containsEmail]);
    expect(await userByEmail(email)).toBeUndefined();
  });
});

async function userCount(db = database.db) {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("ensureDemoAdmin", () => {
  let empty: Database;

  beforeAll(async () => {
    empty = await createTestDatabase();
  });
  afterAll(() => empty.close());

  it("creates the demo admin with a random 24-character password on an empty database, once", async () => {
    expect(await userCount(empty.db)).toBe(0);
    const demo = await ensureDemoAdmin(empty.db);
    expect(demo?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(DEMO_ADMIN_EMAIL).toBe("admin@harborline.example");
    const password = demo?.password ?? "";
    expect(password).toHaveLength(24);
    expect(newPasswordProblems(password, DEMO_ADMIN_EMAIL)).toEqual([]);

    const [user] = await empty.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(user).toMatchObject({ emailVerified: true, firstName: "Demo" });
    expect(await isAdmin(empty.db, user?.id ?? "")).toBe(true);
    const [account] = await empty.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ""));
    expect(await verifyPassword({ hash: account?.password ?? "", password })).toBe(true);

    expect(await ensureDemoAdmin(empty.db)).toBeNull();
    expect(await userCount(empty.db)).toBe(1);
  });

  it("does nothing when any user exists", async () => {
    expect(await userCount()).toBeGreaterThan(0);
    const before = await userCount();
    expect(await ensureDemoAdmin(database.db)).toBeNull();
    expect(await userCount()).toBe(before);
    expect(await userByEmail(DEMO_ADMIN_EMAIL)).toBeUndefined();
  });

  it("makes a different password every time", async () => {
    const passwords = new Set(Array.from({ length: 50 }, () => randomPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
