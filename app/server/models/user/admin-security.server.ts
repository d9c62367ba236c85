import { and, desc, eq, ne } from "drizzle-orm";
import type { AuditAction } from "#app/domain/audit/actions.ts";
import { accounts, auditLog, sessions, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// What Admin Settings shows about the admin's own account, and the audit rows of the changes
// made there (password, two-factor sign-in), which better-auth applies itself.

export interface SecurityStatus {
  twoFactorEnabled: boolean;
  /** When the password was last set (the credential's last update). */
  passwordChangedAt: Date | null;
  /** The sign-in before this one, or this one's when there was none. */
  lastSignInAt: Date | null;
}

export async function findSecurityStatus(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<SecurityStatus> {
  const [user] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const [credential] = await db
    .select({ updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  const [previous] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  const [current] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, currentSessionId));
  return {
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    passwordChangedAt: credential?.updatedAt ?? null,
    lastSignInAt: previous?.createdAt ?? current?.createdAt ?? null,
  };
}

/** The audit row of a change the admin made to their own account. */
export async function auditOwnAccountChange(
  db: Db,
  actor: { id: string; email: string },
  action: Extract<AuditAction, "password_changed" | "two_factor_enabled" | "two_factor_disabled">,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: "user",
    targetId: actor.id,
    // Never a password or a secret: only the switch that changed.
    before: action === "password_changed" ? null : { twoFactorEnabled: action === "two_factor_disabled" },
    after: action === "password_changed" ? null : { twoFactorEnabled: action === "two_factor_enabled" },
  });
}

/** A person's own change to the ways into their account (issue 20): a passkey, sessions ended. */
export async function auditOwnSecurityEvent(
  db: Db,
  actor: { id: string; email: string },
  action: Extract<AuditAction, "passkey_added" | "passkey_removed" | "sessions_ended">,
  after: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: "user",
    targetId: actor.id,
    after,
  });
}
