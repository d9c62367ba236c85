import { useState } from "react";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { UserRowView } from "#app/domain/admin/user-views.ts";
import type { UsersActionData } from "#app/domain/user/edit-form.ts";
import { EditUserDialog } from "./edit-user-dialog.tsx";

/** The page's title, which takes the focus when a deleted user's row (and its buttons) goes away. */
export const USERS_TITLE_ID = "users-title";

/**
 * Edit, promote or demote, and delete: each behind a dialog (spec section 5: deleting a user and
 * removing admin rights ask for confirmation), each decided again by the server, whose answer
 * is the toast. The dialogs need JavaScript: the buttons wait for the page to be interactive.
 */
export function UserActions({ row }: { row: UserRowView }) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-w-48 flex-wrap gap-2">
      <EditUserDialog row={row} disabled={!hydrated} />
      <RoleChange row={row} disabled={!hydrated} />
      {row.isSelf ? null : <DeleteUser row={row} disabled={!hydrated} />}
    </div>
  );
}

/** A fetcher whose answer is shown once as a toast, and whose dialog closes on success. */
function useUserRequest(key: string) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy, reply } = useFetcherAction<UsersActionData>({
    key,
    onReply: (answer) => {
      if (answer.ok) setOpen(false);
    },
  });
  return { fetcher, open, setOpen, busy, reply };
}

function RoleChange({ row, disabled }: { row: UserRowView; disabled: boolean }) {
  const { fetcher, open, setOpen, busy, reply } = useUserRequest(`user-role-${row.id}`);
  // Demoting oneself is refused by the server; the button is not offered.
  if (row.isAdmin && row.isSelf) return null;
  const change = row.isAdmin ? "demote" : "promote";
  const label = row.isAdmin ? "Remove Admin" : "Make Admin";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={disabled}>
          {label}
          <span className="sr-only"> {row.name}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={row.isAdmin ? `Remove admin privileges from ${row.name}?` : `Make ${row.name} an admin?`}
      description={
        row.isAdmin
          ? `${row.name} will lose access to the admin area at once, in every open session.`
          : `${row.name} will be able to see and change every application and user.`
      }
      cancelLabel="Cancel"
      confirmLabel={row.isAdmin ? "Remove Admin Privileges" : "Make Admin"}
      confirmVariant={row.isAdmin ? "danger" : "primary"}
      busyLabel="Saving..."
      busy={busy}
      error={reply && !reply.ok ? (reply.formMessage ?? reply.message) : undefined}
      onConfirm={() =>
        fetcher.submit(
          { intent: "change-role", userId: row.id, change },
          { method: "post", preventScrollReset: true },
        )
      }
    />
  );
}

function DeleteUser({ row, disabled }: { row: UserRowView; disabled: boolean }) {
  const { fetcher, open, setOpen, busy, reply } = useUserRequest(`user-delete-${row.id}`);
  const deleted = reply?.ok === true;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm" disabled={disabled}>
          Delete
          <span className="sr-only"> {row.name}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`Delete ${row.name}?`}
      description={`Their login, sessions and profile are removed. Their applications are kept, detached from the account, and stay visible to admins. This action cannot be undone.`}
      cancelLabel="Keep User"
      confirmLabel="Delete User"
      busyLabel="Deleting..."
      busy={busy}
      error={reply && !reply.ok ? (reply.formMessage ?? reply.message) : undefined}
      onCloseAutoFocus={(event) => {
        // The row goes away with its button: the focus goes to the page's title.
        if (!deleted) return;
        event.preventDefault();
        document.getElementById(USERS_TITLE_ID)?.focus();
      }}
      onConfirm={() =>
        fetcher.submit(
          { intent: "delete-user", userId: row.id },
          { method: "post", preventScrollReset: true },
        )
      }
    />
  );
}
