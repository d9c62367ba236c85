import { and, count, eq } from "drizzle-orm";
import { accounts, adminUsers, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { hashPassword, verifyPassword } from "../../password.server.ts";

export interface NewCredentialUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified?: boolean;
}

/**
 * Creates a user with an e-mail/password login in one transaction, the same rows
 * better-auth's sign-up writes (a users row and a "credential" account), without a phone. Used
 * by the operator's scripts, which must not send a verification e-mail.
 */
export async function createCredentialUser(db: Db, input: NewCredentialUser) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerified: input.emailVerified ?? false,
      })
      .returning();
    if (!user) throw new Error("user insert returned no row");
    await tx.insert(accounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: "credential",
      password: passwordHash,
    });
    return user;
  });
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Makes the user an admin; false when they already were. */
export async function grantAdmin(db: Db, userId: string): Promise<boolean> {
  const inserted = await db.insert(adminUsers).values({ id: userId }).onConflictDoNothing().returning();
  return inserted.length === 1;
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .limit(1);
  return rows.length === 1;
}

/** True when `password` is the user's own (their e-mail/password login's); false without one. */
export async function isCurrentPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [login] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  if (!login?.hash || password.length === 0) return false;
  return verifyPassword({ hash: login.hash, password });
}
