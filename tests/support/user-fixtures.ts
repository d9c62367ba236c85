import crypto from "node:crypto";
import type { Db } from "#app/server/db.server.ts";
import { users } from "#db/schema.ts";

export type NewUser = typeof users.$inferInsert;

/** Inserts a users row (no login) with a unique lower-case e-mail; override any field. */
export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      email: `${crypto.randomUUID()}@test.example`,
      phone: "5551234567",
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("the user insert returned no row");
  return user;
}
