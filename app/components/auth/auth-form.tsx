import { Form, Link } from "react-router";
import { SessionExpiredNotice } from "#app/components/session/session-expired-notice.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { NameFields } from "#app/components/ui/name-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { type AuthActionData, signInForm, signUpForm } from "#app/domain/auth-schemas.ts";
import { AUTH_FORM_CLASS, AuthSubmitButton, PASSWORD_HINT, PasswordReasons } from "./auth-parts.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { sendTimeZone, TimeZoneField } from "./time-zone-field.tsx";

interface AuthFormProps {
  /** The customers' sign-in also offers a passkey (issue 20). */
  passkeys?: boolean;
  title: string;
  mode: "sign-in" | "sign-up";
  /** /admin/auth has no sign-up toggle. */
  allowSignUp: boolean;
  actionData: AuthActionData | undefined;
  /** Keeps ?redirectTo= on the toggle links. */
  search: string;
  /** Where 'Forgot your password?' leads (the admin's keeps the way back to /admin/auth). */
  forgotPasswordHref: string;
  /** The address this browser has just signed up with: filled in, and the e-mail sent named (issue 21). */
  signedUpEmail?: string | null | undefined;
  /** What the sign-up form starts with: the wizard's step 1, for a visitor sent from its review (issue 43). */
  signUpDefaults?: Partial<Record<"firstName" | "lastName" | "phone" | "email", string>> | undefined;
}

function toggleHref(search: string, mode: "sign-in" | "sign-up"): string {
  const params = new URLSearchParams(search);
  if (mode === "sign-up") params.set("mode", "sign-up");
  else params.delete("mode");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export function AuthForm({
  passkeys = false,
  title,
  mode,
  allowSignUp,
  actionData,
  search,
  forgotPasswordHref,
  signedUpEmail,
  signUpDefaults,
}: AuthFormProps) {
  const signUp = allowSignUp && mode === "sign-up";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-center text-slate-700">
        {signUp ? "Create your account to apply and follow your application." : "Sign in to your account."}
      </p>
      {signUp ? null : <SessionExpiredNotice search={search} />}
      {/* A form per mode, so switching modes starts from a clean form. */}
      {signUp ? (
        <SignUpFields
          key="sign-up"
          reply={actionData?.intent === "sign-up" ? actionData : undefined}
          defaults={signUpDefaults}
        />
      ) : (
        <>
          <SignInFields
            key="sign-in"
            reply={actionData?.intent === "sign-in" ? actionData : undefined}
            forgotPasswordHref={forgotPasswordHref}
            signedUpEmail={signedUpEmail ?? undefined}
          />
          {passkeys ? <PasskeySignIn /> : null}
        </>
      )}
      {allowSignUp ? (
        <p className="mt-6 text-center text-slate-700">
          {signUp ? "Already have an account? " : "Don't have an account? "}
          <Link
            to={toggleHref(search, signUp ? "sign-in" : "sign-up")}
            className="font-semibold text-blue-800 underline"
          >
            {signUp ? "Sign in" : "Sign up"}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function SignInFields({
  reply,
  forgotPasswordHref,
  signedUpEmail,
}: {
  reply: AuthActionData | undefined;
  forgotPasswordHref: string;
  signedUpEmail: string | undefined;
}) {
  const form = useForm(signInForm, {
    reply,
    defaults: signedUpEmail ? { email: signedUpEmail } : undefined,
    onValid: sendTimeZone,
  });
  return (
    <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
      <input type="hidden" name="intent" value="sign-in" />
      <TimeZoneField />
      {signedUpEmail && !reply ? <SignedUpNotice email={signedUpEmail} /> : null}
      <FormMessage message={form.formMessage} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <p className="text-right text-sm">
        <Link to={forgotPasswordHref} className="font-semibold text-blue-800 underline">
          Forgot your password?
        </Link>
      </p>
      <AuthSubmitButton label="Sign In" />
    </Form>
  );
}

function SignUpFields({
  reply,
  defaults,
}: {
  reply: AuthActionData | undefined;
  defaults: AuthFormProps["signUpDefaults"];
}) {
  const form = useForm(signUpForm, { reply, defaults, onValid: sendTimeZone });
  return (
    <Form method="post" {...form.props} className={AUTH_FORM_CLASS}>
      <input type="hidden" name="intent" value="sign-up" />
      <TimeZoneField />
      <FormMessage message={form.formMessage}>
        <PasswordReasons reasons={reply?.reasons} />
      </FormMessage>
      <NameFields first={form.field("firstName")} last={form.field("lastName")} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        {...form.field("phone")}
      />
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.field("password")}
      />
      <AuthSubmitButton label="Sign Up" />
    </Form>
  );
}

/** After a sign-up, above the sign-in form (the spec's toast says 'Account created successfully!' too). */
function SignedUpNotice({ email }: { email: string }) {
  return (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
      We sent a confirmation e-mail to <strong className="break-all">{email}</strong>. Open its link to
      confirm your address. You can sign in now.
    </p>
  );
}
