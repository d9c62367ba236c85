import { eq, sql } from "drizzle-orm";
import type { ProfileInput } from "#app/domain/user/profile-form.ts";
import { users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { shownPhone, storedPhone } from "./phone.server.ts";

// Profile Settings (spec section 7: "Read a users row by id" and "Update a user by id").
// The users table is better-auth's user table (decision 0004): `name` is kept as
// "first last" like sign-up writes it. The e-mail is never written here: a new address
// takes effect only once confirmed (see email-change.server.ts).

const profileColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
};

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  /** Null for accounts made by the operator's script without a phone number. */
  phone: string | null;
  emailVerified: boolean;
}

export async function findProfile(db: Db, cipher: DataCipher, userId: string): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row ? { ...row, phone: shownPhone(cipher, row.phone) } : null;
}

export type UpdateProfileResult =
  | {
      kind: "updated";
      profile: Profile;
      /** The address the user asked to change to, still to be confirmed; null when unchanged. */
      requestedEmail: string | null;
    }
  | { kind: "not-found" };

/** Saves the name and phone (already checked by `profileSchema`) and refreshes updated_at. */
export async function updateProfile(
  db: Db,
  cipher: DataCipher,
  userId: string,
  input: Omit<ProfileInput, "currentPassword">,
): Promise<UpdateProfileResult> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      ...storedPhone(cipher, input.phone),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) return { kind: "not-found" };
  const profile = { ...row, phone: shownPhone(cipher, row.phone) };
  return { kind: "updated", profile, requestedEmail: input.email === row.email ? null : input.email };
}
