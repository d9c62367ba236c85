import crypto from "node:crypto";
import type { Db } from "#app/server/db.server.ts";
import { shownPhone, storedPhone } from "#app/server/models/user/phone.server.ts";
import { users } from "#db/schema.ts";
import { testCipher } from "./test-cipher.ts";

export type NewUser = typeof users.$inferInsert;

/**
 * Inserts a users row (no login) with a unique lower-case e-mail; override any field. The phone
 * (plain digits here) is checked and stored encrypted with the tests' key; the row comes back
 * with it decrypted.
 */
export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const values = {
    name: "Ada Lovelace",
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${crypto.randomUUID()}@test.example`,
    phone: "5551234567",
    ...overrides,
  };
  const [user] = await db
    .insert(users)
    .values({ ...values, ...storedPhone(testCipher, values.phone) })
    .returning();
  if (!user) throw new Error("the user insert returned no row");
  return { ...user, phone: shownPhone(testCipher, user.phone) };
}

/** Who acts in a direct call to `changeApplicationStatus`: a users row as an admin caller. */
export async function lifecycleAdmin(db: Db) {
  const user = await insertUser(db);
  return { id: user.id, email: user.email, role: "admin" as const };
}
