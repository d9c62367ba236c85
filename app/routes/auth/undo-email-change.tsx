import { Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthSubmitButton } from "#app/components/auth/auth-parts.tsx";
import { UNDO_MESSAGES } from "#app/domain/account-links.ts";
import { getServices } from "#app/server/context.server.ts";
import { findUndoLink, undoEmailChange } from "#app/server/email-change-undo.server.ts";
import type { Route } from "./+types/undo-email-change";

export const meta: Route.MetaFunction = () => [
  { title: "Undo an E-mail Change | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
});

// The link in the notice to the old address. Opening it changes nothing; the button does.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, db } = getServices(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findUndoLink(auth, db, token);
  return link ? { token, from: link.from, to: link.to } : { token: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return undoEmailChange(context, await request.formData());
}

export default function UndoEmailChangePage() {
  const link = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  if (!link.token || refused) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">This link cannot be used</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {refused?.reason === "taken" ? UNDO_MESSAGES.taken : UNDO_MESSAGES.invalid}
        </p>
        <Link
          to="/auth/forgot-password"
          className="mt-8 inline-block rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white"
        >
          Reset My Password
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Undo the E-mail Change</h1>
      <p className="mt-4 text-slate-700">
        Your account's address was changed from <strong>{link.from}</strong> to <strong>{link.to}</strong>.
        Restoring {link.from} also signs out every session, including the one that made the change.
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={link.token} />
        <AuthSubmitButton label="Restore My E-mail Address" />
      </Form>
    </div>
  );
}
