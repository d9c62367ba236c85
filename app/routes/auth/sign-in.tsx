import { data, redirect, useActionData, useLocation } from "react-router";
import { AuthForm } from "#app/components/auth/auth-form.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { notSentReply } from "#app/domain/not-sent.ts";
import { safeRedirect } from "#app/domain/safe-redirect.ts";
import { readApplyContact } from "#app/server/apply-contact.server.ts";
import { signIn, signUp } from "#app/server/auth-actions.server.ts";
import { getServices } from "#app/server/context.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { readSignedUp } from "#app/server/signed-up.server.ts";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Sign In | Harborline Debt Relief" },
  { name: "description", content: "Sign in or create your Harborline Debt Relief account." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/account"));
  // Just signed up in this browser: the sign-in form has the new address (issue 21).
  const { secret, env } = getServices(context);
  const { email, headers } = await readSignedUp(secret, env.https, request);
  // Opened from the wizard's review: the sign-up form has step 1's answers (issue 43).
  const signUp = new URL(request.url).searchParams.get("mode") === "sign-up";
  const applyContact = signUp ? await readApplyContact(secret, env.https, request) : null;
  return data({ signedUpEmail: email, applyContact }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // A passkey signs in through /auth/passkey (routes/auth/passkey.ts).
  return form.get("intent") === "sign-up"
    ? signUp(request, context, form)
    : signIn(request, context, form, "customer");
}

/** A send that never reached the server keeps the page and what was typed (issue 42). */
export const clientAction = answerWhenUnreachable(notSentReply);

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const mode = new URLSearchParams(search).get("mode") === "sign-up" ? "sign-up" : "sign-in";
  return (
    <AuthForm
      passkeys
      title={mode === "sign-up" ? "Create Your Account" : "Welcome Back"}
      mode={mode}
      allowSignUp
      actionData={actionData}
      search={search}
      forgotPasswordHref="/auth/forgot-password"
      signedUpEmail={loaderData.signedUpEmail}
      signUpDefaults={loaderData.applyContact ?? undefined}
    />
  );
}
