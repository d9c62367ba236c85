import { useActionData, useLoaderData } from "react-router";
import { ResetLinkInvalid, ResetPasswordForm } from "#app/components/auth/reset-password-form.tsx";
import { getServices } from "#app/server/context.server.ts";
import { findResetLink, resetPassword } from "#app/server/password-reset.server.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a New Password | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

// The token is in the address: it must not leave in a Referer, nor stay in a cache.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findResetLink(getServices(context).auth, token);
  return { token: link ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPassword(context, await request.formData());
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!token || (reply && "linkInvalid" in reply && reply.linkInvalid)) return <ResetLinkInvalid />;
  return <ResetPasswordForm token={token} reply={reply} />;
}
