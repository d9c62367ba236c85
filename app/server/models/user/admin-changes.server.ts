import { and, eq, ne, sql } from "drizzle-orm";
import { USER_REFUSALS as R, USER_TOASTS as T } from "#app/domain/admin/user-views.ts";
import type { UserEditInput } from "#app/domain/user/edit-form.ts";
import { accounts, adminUsers, applications, auditLog, sessions, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { endResetLinks } from "../../reset-links.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { auditedPhone, shownPhone, storedPhone } from "./phone.server.ts";

// An admin's changes to a user (issue 12, User Management): edit, promote or demote, delete.
// Each runs in one transaction that reads the target again, decides on the server, makes the
// change and writes its audit row (user_updated, user_promoted, user_demoted, user_deleted) with
// before and after; a refusal writes nothing. Admin rights are read from admin_users on every
// request (session-lookup.server.ts), so a demoted or deleted admin's open sessions lose admin
// access with their next request, and the live stream within 5 seconds.

export interface UserActor {
  id: string;
  email: string;
}

const editColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
  version: sql<string>`${users.updatedAt}::text`,
};

/** A later updated_at than the current one, even within the same microsecond. */
const nextVersion = sql`greatest(clock_timestamp(), ${users.updatedAt} + interval '1 microsecond')`;

/** What the audit log keeps of a user: the phone masked (docs/decisions/0028). */
function audited<T extends { version: string; phone: string | null }>(cipher: DataCipher, row: T) {
  const { version: updatedAt, ...fields } = row;
  return { ...fields, phone: auditedPhone(shownPhone(cipher, row.phone)), updatedAt };
}

export type UpdateUserResult =
  /** `emailChange`: the account's address changed, its sessions and reset links ended; tell `from`. */
  | { kind: "updated"; name: string; emailChange: { from: string; to: string; firstName: string } | null }
  /** Another admin's address: only they may change it (issue 20). */
  | { kind: "admin-email" }
  | { kind: "not-found" }
  /** The user changed since the admin's page read it; nothing was written. */
  | { kind: "stale" }
  | { kind: "email-taken" };

const isEmailTaken = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const fields = cause as { code?: string; constraint?: string };
  return fields.code === "23505" && fields.constraint === "users_email_key";
};

/**
 * The Edit User modal's save: names, e-mail and phone (already checked by `userEditForm`; the
 * database checks again), on the version the admin saw. An address another account uses is
 * refused. A changed address is marked unconfirmed: nobody has shown it belongs to the user.
 * An admin's address is theirs alone to change (issue 20: a reset to a new address an admin typed
 * in signed in as the account); another account's change ends its sessions and reset links in
 * the same transaction, and the caller tells the old address, with the undo link.
 */
export async function updateUser(
  db: Db,
  cipher: DataCipher,
  options: { actor: UserActor; userId: string; seenVersion: string; values: UserEditInput },
): Promise<UpdateUserResult> {
  const { actor, userId, seenVersion, values } = options;
  if (!isUuid(userId)) return { kind: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select(editColumns).from(users).where(eq(users.id, userId)).for("update");
      if (!current) return { kind: "not-found" as const };
      if (current.version !== seenVersion) return { kind: "stale" as const };
      const emailChanges = values.email !== current.email;
      if (emailChanges && userId !== actor.id) {
        const [grant] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.id, userId));
        if (grant) return { kind: "admin-email" as const };
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, values.email), ne(users.id, userId)));
      if (taken) return { kind: "email-taken" as const };
      const [updated] = await tx
        .update(users)
        .set({
          firstName: values.firstName,
          lastName: values.lastName,
          name: `${values.firstName} ${values.lastName}`,
          email: values.email,
          ...storedPhone(cipher, values.phone),
          emailVerified: values.email === current.email ? current.emailVerified : false,
          updatedAt: nextVersion,
        })
        .where(eq(users.id, userId))
        .returning(editColumns);
      if (!updated) throw new Error("the locked user vanished inside its transaction");
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: "user_updated",
        targetType: "user",
        targetId: userId,
        before: audited(cipher, current),
        after: audited(cipher, updated),
      });
      if (emailChanges && userId !== actor.id) {
        // Whoever holds the account now signs in again, and no link sent before the change sets
        // a password after it.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await endResetLinks(tx, userId);
      }
      return {
        kind: "updated" as const,
        name: `${updated.firstName} ${updated.lastName}`,
        emailChange: emailChanges
          ? { from: current.email, to: updated.email, firstName: updated.firstName }
          : null,
      };
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isEmailTaken(error)) return { kind: "email-taken" };
    throw error;
  }
}

/** The answer of spec section 7's promote_to_admin / demote_from_admin, as one function. */
export interface RoleChangeResult {
  success: boolean;
  message: string;
}

/**
 * Locks every admin row, so two admins removing each other (or deleting) at once are taken one
 * after the other and the count each sees is true: there is always one admin left.
 */
async function lockAdmins(tx: Db): Promise<Set<string>> {
  const rows = await tx.select({ id: adminUsers.id }).from(adminUsers).for("update");
  return new Set(rows.map((row) => row.id));
}

async function readTarget(tx: Db, userId: string) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ? { name: `${row.firstName} ${row.lastName}` } : undefined;
}

/** Promote (make an admin) or demote (remove admin rights); the last admin is never demoted. */
export async function changeAdminRole(
  db: Db,
  options: { actor: UserActor; userId: string; change: "promote" | "demote" },
): Promise<RoleChangeResult> {
  const { actor, userId, change } = options;
  if (!isUuid(userId)) return { success: false, message: R.notFound };
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await readTarget(tx, userId);
    if (!target) return { success: false, message: R.notFound };
    const wasAdmin = admins.has(userId);
    if (change === "promote") {
      if (wasAdmin) return { success: false, message: R.alreadyAdmin(target.name) };
      await tx.insert(adminUsers).values({ id: userId });
    } else {
      if (!wasAdmin) return { success: false, message: R.notAdmin(target.name) };
      if (userId === actor.id) return { success: false, message: R.selfDemote };
      if (admins.size <= 1) return { success: false, message: R.lastAdminDemote(target.name) };
      await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: change === "promote" ? "user_promoted" : "user_demoted",
      targetType: "user",
      targetId: userId,
      before: { isAdmin: wasAdmin },
      after: { isAdmin: !wasAdmin },
    });
    return {
      success: true,
      message: change === "promote" ? T.promoted(target.name) : T.demoted(target.name),
    };
  });
}

export type DeleteUserResult = { success: true; name: string } | { success: false; message: string };

/**
 * Deletes a user's login, sessions, admin membership and profile in one transaction
 * (decisions.md); their applications are kept, detached from the login, still visible to
 * admins. An admin cannot delete themself, and the last admin cannot be deleted.
 */
export async function deleteUser(
  db: Db,
  cipher: DataCipher,
  options: { actor: UserActor; userId: string },
): Promise<DeleteUserResult> {
  const { actor, userId } = options;
  if (!isUuid(userId)) return { success: false, message: R.notFound };
  if (userId === actor.id) return { success: false, message: R.selfDelete };
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [current] = await tx
      .select({ ...editColumns, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) return { success: false as const, message: R.notFound };
    const name = `${current.firstName} ${current.lastName}`;
    const wasAdmin = admins.has(userId);
    if (wasAdmin && admins.size <= 1) return { success: false as const, message: R.lastAdminDelete(name) };

    const detached = await tx
      .update(applications)
      .set({ userId: null })
      .where(eq(applications.userId, userId))
      .returning({ id: applications.id });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    // Payment methods go with the profile (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "user_deleted",
      targetType: "user",
      targetId: userId,
      before: {
        ...audited(cipher, current),
        createdAt: current.createdAt.toISOString(),
        isAdmin: wasAdmin,
        applicationIds: detached.map((row) => row.id),
      },
      after: null,
    });
    return { success: true as const, name };
  });
}
