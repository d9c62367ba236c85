import { Form, Link } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { type ForgotPasswordReply, forgotPasswordForm } from "#app/domain/password-forms.ts";
import { AUTH_FORM_CLASS, AuthSubmitButton } from "./auth-parts.tsx";

/**
 * 'Forgot your password?': one address in, the same answer for every address out. After an
 * answer the form stays, so a mistyped address can be corrected and sent again.
 */
export function ForgotPasswordForm({
  reply,
  signInHref,
}: {
  reply: ForgotPasswordReply | undefined;
  signInHref: string;
}) {
  const form = useForm(forgotPasswordForm, { reply });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">Forgot Your Password?</h1>
      <p className="mt-2 text-center text-slate-700">
        Enter the e-mail address of your account. We will send it a link to choose a new password.
      </p>
      <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
        <FormMessage message={form.formMessage} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <AuthSubmitButton label="Send Reset Link" />
      </Form>
      <p className="mt-6 text-center text-slate-700">
        Remembered it?{" "}
        <Link to={signInHref} className="font-semibold text-blue-800 underline">
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
