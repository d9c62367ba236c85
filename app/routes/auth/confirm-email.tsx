import { Form, useLoaderData } from "react-router";
import { AuthSubmitButton } from "#app/components/auth/auth-parts.tsx";
import { emailChangeTarget } from "#app/server/email-change.server.ts";
import { confirmEmail } from "#app/server/email-confirmation.server.ts";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm Your E-mail Address | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

// The token is in the address: it must not leave in a Referer, nor stay in a cache.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
});

// Opening the link changes nothing (a mail scanner or another site may open it); the button does.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, change: token ? emailChangeTarget(token) !== null : false };
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmEmail(request, context, await request.formData());
}

export default function ConfirmEmailPage() {
  const { token, change } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {change ? "Confirm Your New E-mail Address" : "Confirm Your E-mail Address"}
      </h1>
      <p className="mt-4 text-slate-700">
        {change
          ? "Confirm to start using this address for your account. Your old address will be told, and can undo the change for 72 hours."
          : "Confirm that this e-mail address is yours to finish setting up your account. This does not sign you in."}
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <AuthSubmitButton label={change ? "Confirm New Address" : "Confirm E-mail Address"} />
      </Form>
    </div>
  );
}
