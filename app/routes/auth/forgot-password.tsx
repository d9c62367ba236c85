import { useActionData, useSearchParams } from "react-router";
import { AuthPageScript } from "#app/components/auth/auth-page-script.tsx";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { requestPasswordReset } from "#app/server/password-reset.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Your Password | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

/** Sent without React, with its own small script (docs/decisions/0049). */
export const handle = HTML_ONLY;
export const clientLoader = loadAsDocument;
/** Nothing to load: without a server loader, a `clientLoader` would leave the server's render empty. */
export const loader = () => null;

export async function action({ request, context }: Route.ActionArgs) {
  return requestPasswordReset(context, await request.formData());
}

export default function ForgotPasswordPage() {
  const reply = useActionData<typeof action>();
  // Reached from /admin/auth with ?area=admin: the way back leads there.
  const [params] = useSearchParams();
  return (
    <>
      <ForgotPasswordForm
        reply={reply}
        signInHref={params.get("area") === "admin" ? "/admin/auth" : "/auth"}
      />
      <AuthPageScript />
    </>
  );
}
