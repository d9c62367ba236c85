import { Dialog } from "radix-ui";
import { useState } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { NameFields } from "#app/components/ui/name-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import { USER_TOASTS as T, type UserRowView } from "#app/domain/admin/user-views.ts";
import { type UsersActionData, userEditForm } from "#app/domain/user/edit-form.ts";

const onInvalid = () => notify("error", T.failedUpdate);

/**
 * The Edit User modal (spec section 2): First Name, Last Name, Email and Phone with the
 * profile's rules, checked here and again by the server, which also refuses an address another
 * account uses and a user changed since the page read it (the fields then show the current values).
 */
export function EditUserDialog({ row, disabled }: { row: UserRowView; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy, reply } = useFetcherAction<UsersActionData>({
    key: `user-edit-${row.id}`,
    onReply: (answer) => {
      if (answer.ok) setOpen(false);
    },
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" disabled={disabled}>
          Edit
          <span className="sr-only"> {row.name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Edit User</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {row.name}, user {row.shortId}. A new e-mail address must be confirmed again by its owner.
          </Dialog.Description>
          {/* A new version (saved here or elsewhere) starts the form again from the stored values. */}
          <EditUserForm key={row.version} row={row} fetcher={fetcher} busy={busy} reply={reply} />
          <Dialog.Close asChild>
            <button
              type="button"
              className={`${buttonClasses({ variant: "ghost", size: "sm" })} mt-2`}
              disabled={busy}
            >
              Cancel
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface EditUserFormProps {
  row: UserRowView;
  fetcher: ReturnType<typeof useFetcher<UsersActionData>>;
  busy: boolean;
  reply: UsersActionData | undefined;
}

function EditUserForm({ row, fetcher, busy, reply }: EditUserFormProps) {
  // The answer to this version's form only: after a stale refusal the row comes back newer.
  const own = reply?.intent === "update-user" && !reply.ok ? reply : undefined;
  const form = useForm(userEditForm, {
    reply: own,
    defaults: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phoneDigits },
    onInvalid,
  });
  return (
    <fetcher.Form method="post" preventScrollReset {...form.props} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="update-user" />
      <input type="hidden" name="userId" value={row.id} />
      <input type="hidden" name="version" value={row.version} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">The user's details</legend>
        <NameFields first={form.field("firstName")} last={form.field("lastName")} />
        <TextField label="Email" type="email" autoComplete="off" {...form.field("email")} />
        <TextField label="Phone" type="tel" autoComplete="off" {...form.field("phone")} />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </fetcher.Form>
  );
}
