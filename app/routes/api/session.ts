import type { SessionStatus } from "#app/domain/session/status.ts";
import { getOptionalUser, getSessionStatus, getUserWithoutActivity } from "#app/server/guards.server.ts";
import type { Route } from "./+types/session";

// /api/session: how long the browser's session has left (docs/decisions/0021).
// GET is the warning dialog's poll: it reads the session without counting as activity, so
// every open tab can ask and none keeps the session alive. POST is 'Stay signed in': a
// request the person made, which counts as activity and moves the idle expiry.
// Both answer 401 once the session is over (an idle one is revoked by that very request).

function reply(status: SessionStatus | null): Response {
  const headers = { "Cache-Control": "no-store" };
  if (!status) return Response.json({ signedIn: false }, { status: 401, headers });
  return Response.json(status, { headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUserWithoutActivity(request, context);
  return reply(user ? await getSessionStatus(request, context) : null);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const user = await getOptionalUser(request, context);
  return reply(user ? await getSessionStatus(request, context) : null);
}
