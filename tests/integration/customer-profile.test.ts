import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "#app/domain/field-rules.ts";
import { profileSchema } from "#app/domain/user/profile-form.ts";
import type { Database } from "#app/server/db.server.ts";
import { shownPhone } from "#app/server/models/user/phone.server.ts";
import { findProfile, updateProfile } from "#app/server/models/user/profile.server.ts";
import { users } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";
import { testCipher } from "../support/test-cipher.ts";

// Profile Settings (spec sections 5 and 7): the form's rules, then the users row. The
// e-mail address is never written here (customer-email-change.test.ts).

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LONG_AGO = new Date("2024-01-01T00:00:00Z");

/** The users row, its phone decrypted (it is stored encrypted, docs/decisions/0028). */
async function rowOf(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row && { ...row, phone: shownPhone(testCipher, row.phone) };
}

describe("findProfile", () => {
  it("reads the user's first name, last name, e-mail, phone and verification", async () => {
    const user = await insertUser(database.db, {
      firstName: "Grace",
      lastName: "Hopper",
      phone: "5559876543",
    });
    expect(await findProfile(database.db, testCipher, user.id)).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: user.email,
      phone: "5559876543",
      emailVerified: false,
    });
  });

  it("gives a null phone for an account made without one, and null for an unknown user", async () => {
    const user = await insertUser(database.db, { phone: null });
    expect((await findProfile(database.db, testCipher, user.id))?.phone).toBeNull();
    expect(await findProfile(database.db, testCipher, crypto.randomUUID())).toBeNull();
  });
});

/** The profile the form's schema makes of `values`, which it must accept. */
function profileOf(values: Record<string, string>) {
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) throw new Error(`refused: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

describe("updateProfile", () => {
  it("saves what the form sent (trimmed, phone as digits), keeps `name` in step and refreshes updated_at", async () => {
    const user = await insertUser(database.db, { updatedAt: LONG_AGO });
    const input = profileOf({
      firstName: "  Augusta ",
      lastName: "King",
      email: user.email.toUpperCase(),
      phone: "(555) 000-1111",
    });
    const result = await updateProfile(database.db, testCipher, user.id, input);
    expect(result).toEqual({
      kind: "updated",
      profile: {
        firstName: "Augusta",
        lastName: "King",
        email: user.email,
        phone: "5550001111",
        emailVerified: false,
      },
      requestedEmail: null,
    });
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      name: "Augusta King",
      firstName: "Augusta",
      lastName: "King",
      phone: "5550001111",
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });

  it("does not write a new e-mail address: it reports it, to be confirmed first", async () => {
    const user = await insertUser(database.db);
    const input = profileOf({
      firstName: "Ada",
      lastName: "Byron",
      email: "New.Ada@Test.example",
      phone: "5551234567",
    });
    const result = await updateProfile(database.db, testCipher, user.id, input);
    expect(result.kind === "updated" && result.requestedEmail).toBe("new.ada@test.example");
    const row = await rowOf(user.id);
    expect(row?.email).toBe(user.email);
    expect(row?.lastName).toBe("Byron");
  });

  it("only touches the user's own row", async () => {
    const user = await insertUser(database.db);
    const other = await insertUser(database.db, { firstName: "Grace" });
    const input = profileOf({
      firstName: "Changed",
      lastName: "Name",
      email: user.email,
      phone: "5551112222",
    });
    await updateProfile(database.db, testCipher, user.id, input);
    expect((await rowOf(other.id))?.firstName).toBe("Grace");
  });

  it("says not-found for an unknown user", async () => {
    const input = profileOf({
      firstName: "A",
      lastName: "B",
      email: "a@test.example",
      phone: "5551234567",
    });
    expect(await updateProfile(database.db, testCipher, crypto.randomUUID(), input)).toEqual({
      kind: "not-found",
    });
  });
});

describe("validation before saving", () => {
  it("refuses missing and malformed fields with the wizard's messages, and nothing is saved", async () => {
    const user = await insertUser(database.db, { firstName: "Ada", updatedAt: LONG_AGO });
    const form = { firstName: " ", lastName: "", email: "nobody@", phone: "12345" };
    const parsed = profileSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["firstName", FIELD_MESSAGES.firstName],
      ["lastName", FIELD_MESSAGES.lastName],
      ["email", FIELD_MESSAGES.email],
      ["phone", FIELD_MESSAGES.phone],
    ]);
    expect(await rowOf(user.id)).toMatchObject({ firstName: "Ada", updatedAt: LONG_AGO });
  });
});
