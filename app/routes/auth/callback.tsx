import { redirect } from "react-router";
import { ConfirmationLinkError } from "#app/components/auth/link-error.tsx";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = () => [
  { title: "Confirming your e-mail | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

// The e-mail confirmation link lands here (better-auth verifies the token first and
// signs the user in). Success goes on to the dashboard; a bad or expired token says so.
export async function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  if (!error) throw redirect("/dashboard");
  return { error };
}

export default function AuthCallback() {
  return <ConfirmationLinkError />;
}
