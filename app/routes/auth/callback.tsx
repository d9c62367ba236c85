import { redirect } from "react-router";
import { ConfirmationLinkError } from "#app/components/auth/link-error.tsx";
import { EMAIL_TAKEN_ERROR } from "#app/domain/auth-schemas.ts";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = () => [
  { title: "Confirming your e-mail | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

// The e-mail confirmation link lands here once better-auth has verified the token (it signs
// no one in: decisions.md; the link's own callbackURL is replaced, app/routes/api/auth.ts).
// Success goes on to the dashboard, which asks a signed-out visitor to sign in; a bad or
// expired token says so.
export async function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  if (!error) throw redirect("/dashboard");
  return { error };
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmationLinkError reason={loaderData.error === EMAIL_TAKEN_ERROR ? "email-taken" : "invalid"} />
  );
}
