import { useActionData, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { notSentReply } from "#app/domain/not-sent.ts";
import { requestPasswordReset } from "#app/server/password-reset.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Your Password | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  return requestPasswordReset(context, await request.formData());
}

/** A send that never reached the server keeps the page and what was typed (issue 42). */
export const clientAction = answerWhenUnreachable(notSentReply);

export default function ForgotPasswordPage() {
  const reply = useActionData<typeof action>();
  // Reached from /admin/auth with ?area=admin: the way back leads there.
  const [params] = useSearchParams();
  return (
    <ForgotPasswordForm reply={reply} signInHref={params.get("area") === "admin" ? "/admin/auth" : "/auth"} />
  );
}
