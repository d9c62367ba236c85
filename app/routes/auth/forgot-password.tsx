import { useActionData, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { requestPasswordReset } from "#app/server/password-reset.server.ts";
import { answerHeaders } from "../answer-headers.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Your Password | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the page too (answer-headers.ts). */
export const headers: Route.HeadersFunction = (args) => answerHeaders(args);

export async function action({ request, context }: Route.ActionArgs) {
  return requestPasswordReset(context, await request.formData());
}

export default function ForgotPasswordPage() {
  const reply = useActionData<typeof action>();
  // Reached from /admin/auth with ?area=admin: the way back leads there.
  const [params] = useSearchParams();
  return (
    <ForgotPasswordForm reply={reply} signInHref={params.get("area") === "admin" ? "/admin/auth" : "/auth"} />
  );
}
