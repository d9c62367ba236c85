import { redirect, useActionData, useLoaderData, useLocation } from "react-router";
import { AuthForm } from "#app/components/auth/auth-form.tsx";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { safeRedirect } from "#app/domain/safe-redirect.ts";
import { signIn } from "#app/server/auth-actions.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/admin-sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Access | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (user?.isAdmin) {
    const requested = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirect(requested?.startsWith("/admin/") ? requested : null, "/admin/dashboard"));
  }
  return { signedInWithoutAccess: Boolean(user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context, await request.formData(), "admin");
}

export default function AdminSignInPage() {
  const { signedInWithoutAccess } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  if (signedInWithoutAccess) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Admin Access</h1>
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 font-medium text-red-800">
          {AUTH_MESSAGES.noAdminAccess}
        </p>
      </div>
    );
  }
  return (
    <AuthForm
      title="Admin Access"
      mode="sign-in"
      allowSignUp={false}
      actionData={actionData}
      search={search}
      forgotPasswordHref="/auth/forgot-password?area=admin"
    />
  );
}
