import { getOptionalUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/passkey-options";
import { signedOutReply } from "./room.server.ts";
import { passkeyOptionsReply } from "./security-actions.server.ts";

// POST /dashboard/profile/passkey: Add a Passkey's first half (issue 20), called by Profile
// Settings' Add a Passkey (app/components/dashboard/add-passkey.tsx), answered in JSON: the
// password checked, then what the device's authenticator is asked to make. The new passkey
// itself is sent to the room's action (`passkey-add`). Only for the session's own account;
// without a session, a 401 saying so, and the room then says 'Please Sign In'.

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const user = await getOptionalUser(request, context);
  if (!user) return signedOutReply();
  return passkeyOptionsReply(context, user, await request.formData());
}
