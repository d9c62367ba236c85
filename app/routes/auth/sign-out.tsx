import { redirect } from "react-router";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { getServices } from "#app/server/context.server.ts";
import { redirectWithFlash } from "#app/server/flash.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { revokeSessionFromCookie } from "#app/server/models/user/sessions.server.ts";
import type { Route } from "./+types/sign-out";

// POST only: signing out revokes the session row and clears the cookie.
export async function loader() {
  throw redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, secret } = getServices(context);
  try {
    // Revoke first, with our own query: better-auth clears the cookie even when it could
    // not delete the row, which would leave a copied cookie working.
    await revokeSessionFromCookie(db, secret, request.headers.get("Cookie"));
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const out = new Headers();
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
    return redirectWithFlash(secret, "/", { type: "success", message: AUTH_MESSAGES.signedOut }, out);
  } catch (error) {
    logFailure("sign-out failed", error);
    const back = request.headers.get("Referer");
    const path = back && new URL(back).origin === new URL(request.url).origin ? new URL(back).pathname : "/";
    return redirectWithFlash(secret, path, { type: "error", message: AUTH_MESSAGES.signOutFailed });
  }
}
