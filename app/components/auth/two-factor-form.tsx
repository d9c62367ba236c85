import { Form, Link } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormReply } from "#app/domain/forms.ts";
import { recoveryCodeForm, totpCodeForm } from "#app/domain/two-factor.ts";
import { AUTH_FORM_CLASS, AuthSubmitButton } from "./auth-parts.tsx";
import { sendTimeZone, TimeZoneField } from "./time-zone-field.tsx";

export type TwoFactorStepReply = FormReply<"code" | "recoveryCode"> & { expired?: boolean };

interface Props {
  mode: "totp" | "recovery";
  reply: TwoFactorStepReply | undefined;
  /** The page's own address with the other mode, keeping ?redirectTo=. */
  otherModeHref: string;
  signInHref: string;
}

/** The sign-in's second step: the authenticator's code, or one recovery code. */
export function TwoFactorForm({ mode, reply, otherModeHref, signInHref }: Props) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">Two-Factor Sign-In</h1>
      <p className="mt-2 text-center text-slate-700">
        {mode === "totp"
          ? "Enter the 6-digit code your authenticator app shows for Harborline."
          : "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once."}
      </p>
      {reply?.expired ? (
        <p role="alert" className="mt-8 rounded-md bg-red-50 p-4 text-center font-medium text-red-800">
          {reply.formMessage}{" "}
          <Link to={signInHref} className="underline">
            Sign in again
          </Link>
        </p>
      ) : mode === "totp" ? (
        <CodeStep reply={reply?.intent === "totp" ? reply : undefined} />
      ) : (
        <RecoveryStep reply={reply?.intent === "recovery" ? reply : undefined} />
      )}
      <p className="mt-6 text-center text-slate-700">
        <Link to={otherModeHref} className="font-semibold text-blue-800 underline">
          {mode === "totp" ? "Use a recovery code instead" : "Use the authenticator app instead"}
        </Link>
      </p>
    </div>
  );
}

function CodeStep({ reply }: { reply: TwoFactorStepReply | undefined }) {
  const form = useForm(totpCodeForm, { reply, onValid: sendTimeZone });
  return (
    <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
      <input type="hidden" name="intent" value="totp" />
      <TimeZoneField />
      <FormMessage message={form.formMessage} />
      <TextField
        label="Authentication Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field("code")}
      />
      <AuthSubmitButton label="Verify" />
    </Form>
  );
}

function RecoveryStep({ reply }: { reply: TwoFactorStepReply | undefined }) {
  const form = useForm(recoveryCodeForm, { reply, onValid: sendTimeZone });
  return (
    <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
      <input type="hidden" name="intent" value="recovery" />
      <TimeZoneField />
      <FormMessage message={form.formMessage} />
      <TextField
        label="Recovery Code"
        autoComplete="off"
        spellCheck={false}
        {...form.field("recoveryCode")}
      />
      <AuthSubmitButton label="Verify" />
    </Form>
  );
}
