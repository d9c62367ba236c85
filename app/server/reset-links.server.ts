import { eq } from "drizzle-orm";
import { verifications } from "#db/schema.ts";
import type { Db } from "./db.server.ts";

// Every outstanding password reset link of an account dies once its password or its e-mail
// address changes (issue 20: a link sent before a change, to an address the owner no longer
// reads, still set a new password afterwards). better-auth keeps each link as a verification row
// whose value is the user's id (its identifier is hashed); a pending two-factor sign-in keeps its
// attempt the same way, and ends with them, which a changed password should do too.

/** Ends the account's reset links (and any sign-in waiting for its second step). */
export async function endResetLinks(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(verifications)
    .where(eq(verifications.value, userId))
    .returning({ id: verifications.id });
  return ended.length;
}
