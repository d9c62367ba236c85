import { passkeySignIn, passkeySignInOptions } from "#app/server/account-security/passkey-sign-in.server.ts";
import type { Route } from "./+types/passkey";

// POST /auth/passkey: 'Use a Passkey' on /auth (issue 20), called by its button
// (app/components/auth/passkey-sign-in.tsx), answered in JSON: first the challenge, then the
// authenticator's answer, which signs in (the session's cookie) and names the page to open, which
// the browser then loads as a page.

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const form = await request.formData();
  return form.get("intent") === "passkey-sign-in"
    ? passkeySignIn(request, context, form, "/account")
    : passkeySignInOptions(context);
}
