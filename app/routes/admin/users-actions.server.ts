import { data, type RouterContextProvider } from "react-router";
import { USER_REFUSALS as R, USER_TOASTS as T } from "#app/domain/admin/user-views.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  isRoleChange,
  type UserIntent,
  type UsersActionData,
  userEditForm,
} from "#app/domain/user/edit-form.ts";
import { getServices } from "#app/server/context.server.ts";
import { tellOldAddress } from "#app/server/email-change-undo.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeAdminRole, deleteUser, updateUser } from "#app/server/models/user/admin-changes.server.ts";

// User Management's POSTs (form field `intent`). Each names the user it acts on; the server
// reads that user again and decides (admin_users, the last admin, the admin's own account),
// whatever the page offered. Who acts is the session's admin, never a form field.

type Context = Readonly<RouterContextProvider>;

function reply(body: UsersActionData, status = 200) {
  return data(body, { status });
}

const actorOf = (admin: SessionUser) => ({ id: admin.id, email: admin.email });

export async function updateUserAction(context: Context, admin: SessionUser, form: FormData) {
  const intent: UserIntent = "update-user";
  const userId = String(form.get("userId") ?? "");
  const submission = parseSubmission(userEditForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: T.failedUpdate, userId }, 400);
  }
  const refused = (status: number, extra: Partial<UsersActionData>) =>
    reply(
      { intent, ok: false, message: T.failedUpdate, userId, values: submission.values, ...extra },
      status,
    );
  const { db, cipher, auth, env } = getServices(context);
  try {
    const result = await updateUser(db, cipher, {
      actor: actorOf(admin),
      userId,
      seenVersion: String(form.get("version") ?? ""),
      values: submission.data,
    });
    if (result.kind === "not-found") return refused(404, { formMessage: R.notFound });
    if (result.kind === "stale") return refused(409, { formMessage: R.stale, values: {} });
    if (result.kind === "email-taken") return refused(409, { fieldErrors: { email: R.emailTaken } });
    if (result.kind === "admin-email") return refused(403, { fieldErrors: { email: R.adminEmail } });
    if (result.emailChange) {
      // The old address is told, with the link that puts it back (as for the owner's own change).
      await tellOldAddress(auth, db, {
        site: env.site,
        publicUrl: env.publicUrl,
        userId,
        ...result.emailChange,
      }).catch((error: unknown) =>
        logFailure("telling the old address of an admin's e-mail change failed", error, { userId }),
      );
    }
    return reply({ intent, ok: true, message: T.updated, userId });
  } catch (error) {
    logFailure("an admin's edit of a user failed", error, { userId });
    return refused(500, { formMessage: R.tryAgain });
  }
}

export async function changeRoleAction(context: Context, admin: SessionUser, form: FormData) {
  const intent: UserIntent = "change-role";
  const userId = String(form.get("userId") ?? "");
  const change = form.get("change");
  if (!isRoleChange(change)) throw new Response("Unknown change", { status: 400 });
  const failed = change === "promote" ? T.failedPromote : T.failedDemote;
  try {
    const result = await changeAdminRole(getServices(context).db, { actor: actorOf(admin), userId, change });
    // Spec section 8: promote and demote show the server's message when success is false.
    return reply({ intent, ok: result.success, message: result.message, userId }, result.success ? 200 : 409);
  } catch (error) {
    logFailure("an admin's role change failed", error, { userId, change });
    return reply({ intent, ok: false, message: failed, formMessage: R.tryAgain, userId }, 500);
  }
}

export async function deleteUserAction(context: Context, admin: SessionUser, form: FormData) {
  const intent: UserIntent = "delete-user";
  const userId = String(form.get("userId") ?? "");
  try {
    const { db, cipher } = getServices(context);
    const result = await deleteUser(db, cipher, { actor: actorOf(admin), userId });
    if (!result.success) {
      return reply({ intent, ok: false, message: T.failedDelete, formMessage: result.message, userId }, 409);
    }
    return reply({ intent, ok: true, message: T.deleted, userId });
  } catch (error) {
    logFailure("an admin's delete of a user failed", error, { userId });
    return reply({ intent, ok: false, message: T.failedDelete, formMessage: R.tryAgain, userId }, 500);
  }
}
