import { Form, Link } from "react-router";
import { NewPasswordFields } from "#app/components/account/new-password-fields.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  PASSWORD_FORM_MESSAGES,
  type ResetPasswordReply,
  resetPasswordForm,
} from "#app/domain/password-forms.ts";
import { AUTH_FORM_CLASS, AuthSubmitButton, PasswordReasons } from "./auth-parts.tsx";

/** The page a reset link opens: the new password twice, with sign-up's rules and every reason shown. */
export function ResetPasswordForm({
  token,
  reply,
}: {
  token: string;
  reply: ResetPasswordReply | undefined;
}) {
  const form = useForm(resetPasswordForm, { reply });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">Choose a New Password</h1>
      <p className="mt-2 text-center text-slate-700">
        Setting it signs you out everywhere; then sign in with the new password.
      </p>
      <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
        <input type="hidden" name="token" value={token} />
        <FormMessage message={form.formMessage}>
          <PasswordReasons reasons={reply?.reasons} />
        </FormMessage>
        <NewPasswordFields
          field={form.field}
          submit={(notReady) => <AuthSubmitButton label="Set New Password" disabled={notReady} />}
        />
      </Form>
    </div>
  );
}

/** A used, expired or altered link: said plainly, with the way to a new one. */
export function ResetLinkInvalid() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">This link cannot be used</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {PASSWORD_FORM_MESSAGES.linkInvalid}
      </p>
      <Link
        to="/auth/forgot-password"
        className="mt-8 inline-block rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white"
      >
        Request a New Link
      </Link>
    </div>
  );
}
