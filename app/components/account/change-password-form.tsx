import { useEffect, useState } from "react";
import type { useFetcher } from "react-router";
import { PasswordReasons } from "#app/components/auth/auth-parts.tsx";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  type ChangePasswordReply,
  changePasswordForm,
  PASSWORD_FORM_MESSAGES as M,
} from "#app/domain/password-forms.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

const onInvalid = () => notify("error", M.failed);

interface Props {
  /** The page's fetcher for this form, whether it is busy, and the server's answer to it. */
  fetcher: ReturnType<typeof useFetcher>;
  busy: boolean;
  answer: ChangePasswordReply | undefined;
}

/**
 * Change Password (Profile Settings, Admin Settings): the current password (checked by the
 * server), the new one twice with sign-up's rules. Other sessions are signed out; the fields
 * empty on success. The page brings its fetcher and shows the answer's toast.
 */
export function ChangePasswordForm({ fetcher, busy, answer }: Props) {
  const form = useForm(changePasswordForm, { reply: answer, onInvalid });
  const { ref } = form.props;
  // After a change the fields start empty again (the strength meter too).
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!answer?.ok) return;
    ref.current?.reset();
    setRound((count) => count + 1);
  }, [answer, ref]);
  return (
    <section aria-labelledby="change-password-heading" className="mt-10 max-w-2xl">
      <h2 id="change-password-heading" className="text-xl font-semibold text-slate-900">
        Change Password
      </h2>
      <fetcher.Form method="post" {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <FormMessage message={form.formMessage}>
          <PasswordReasons reasons={answer?.reasons} />
        </FormMessage>
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Your password</legend>
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            {...form.field("currentPassword")}
          />
          <NewPasswordFields
            key={round}
            field={form.field}
            submit={(notReady) => (
              <Button type="submit" disabled={busy || notReady}>
                {busy ? "Updating..." : "Update Password"}
              </Button>
            )}
          />
        </fieldset>
      </fetcher.Form>
    </section>
  );
}
