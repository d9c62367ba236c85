import { and, eq, type SQL, sql } from "drizzle-orm";
import { users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { PersonalDataFormatError } from "../application/personal-data.server.ts";

// A user's phone at rest (docs/decisions/0028): encrypted, with keyed hashes of its digit runs
// beside it so User Management can still find a user by part of the number. Every writer of
// users.phone stores it through `storedPhone`; every page that shows it reads `shownPhone`.

/** The columns to write for a phone (ten digits, already checked), or for none. */
export function storedPhone(cipher: DataCipher, phone: string | null | undefined) {
  if (phone === null || phone === undefined) return { phone: null, phoneSearch: null };
  // What the column's CHECK refused before it held ciphertext (the forms check it first).
  if (!/^\d{10}$/.test(phone)) throw new PersonalDataFormatError("users.phone: not ten digits");
  return {
    phone: cipher.encrypt("users.phone", phone),
    phoneSearch: cipher.searchTokens("users.phone", phone, { stored: true }),
  };
}

/** The phone as typed, from its stored form. */
export function shownPhone(cipher: DataCipher, stored: string | null): string | null {
  return cipher.decryptOptional("users.phone", stored);
}

/** Users whose phone contains `digits` (3 or more): a token of the search under any key. */
export function phoneContains(cipher: DataCipher, digits: string): SQL {
  const tokens = cipher.searchTokens("users.phone", digits, { stored: false });
  const list = sql.join(
    tokens.map((token) => sql`${token}`),
    sql`, `,
  );
  return sql`${users.phoneSearch} && array[${list}]::text[]`;
}

/** An audit entry's copy of a phone: the last four digits only (the full number is in the row). */
export function auditedPhone(phone: string | null): string | null {
  return phone === null ? null : `******${phone.slice(-4)}`;
}

/**
 * After better-auth's sign-up stored the encrypted phone: its search tokens beside it. The row
 * is found by its e-mail and that exact ciphertext (a random IV makes it unique), so a sign-up
 * with an address that already has an account changes nothing.
 */
export async function savePhoneSearch(db: Db, email: string, stored: ReturnType<typeof storedPhone>) {
  if (stored.phone === null) return;
  await db
    .update(users)
    .set({ phoneSearch: stored.phoneSearch })
    .where(and(eq(users.email, email.toLowerCase()), eq(users.phone, stored.phone)));
}
