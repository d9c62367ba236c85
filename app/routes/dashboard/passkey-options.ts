import { getOptionalUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/passkey-options";
import { signedOutReply } from "./room.server.ts";
import { passkeyOptionsReply } from "./security-actions.server.ts";

// POST /dashboard/profile/passkey: Add a Passkey's first half (issue 20), called by Profile
// Settings' own script (profile-page.browser.js, docs/decisions/0057), answered in JSON: the
// password checked, then what the device's authenticator is asked to make. The new passkey
// itself is posted with the page's form (the room's `passkey-add`). Only for the session's own
// account; without a session, a plain 401 the script turns into the sign-in page.

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const user = await getOptionalUser(request, context);
  if (!user) return signedOutReply();
  return passkeyOptionsReply(context, user, await request.formData());
}
