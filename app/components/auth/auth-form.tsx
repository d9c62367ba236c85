import { Form, Link, useNavigation } from "react-router";
import { NameFields } from "#app/components/ui/name-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { AuthActionData } from "#app/domain/auth-schemas.ts";

interface AuthFormProps {
  title: string;
  mode: "sign-in" | "sign-up";
  /** /admin/auth has no sign-up toggle. */
  allowSignUp: boolean;
  actionData: AuthActionData | undefined;
  /** Keeps ?redirectTo= on the toggle links. */
  search: string;
}

function toggleHref(search: string, mode: "sign-in" | "sign-up"): string {
  const params = new URLSearchParams(search);
  if (mode === "sign-up") params.set("mode", "sign-up");
  else params.delete("mode");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export function AuthForm({ title, mode, allowSignUp, actionData, search }: AuthFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const signUp = allowSignUp && mode === "sign-up";
  const result = actionData?.intent === mode ? actionData : undefined;
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-center text-slate-700">
        {signUp ? "Create your account to apply and follow your application." : "Sign in to your account."}
      </p>
      <Form
        method="post"
        noValidate
        className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value={signUp ? "sign-up" : "sign-in"} />
        {result?.formError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {result.formError}
          </p>
        ) : null}
        {signUp ? (
          <>
            <NameFields values={values} errors={errors} />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              defaultValue={values.phone}
              error={errors.phone}
            />
          </>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          error={errors.password}
          hint={
            signUp
              ? "At least 8 characters, mixing upper and lower case letters, digits and symbols."
              : undefined
          }
        />
        {result?.passwordProblems?.length ? (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">Please choose a stronger password:</p>
            <ul className="mt-1 list-disc pl-5">
              {result.passwordProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-blue-800 px-4 py-2.5 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
        >
          {busy ? "Please wait..." : signUp ? "Sign Up" : "Sign In"}
        </button>
      </Form>
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
