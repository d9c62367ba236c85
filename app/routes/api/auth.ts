import { CONFIRM_EMAIL_PATH } from "#app/domain/account-links.ts";
import type { Route } from "./+types/auth";

// better-auth is reached only through our own actions and pages (sign-in and sign-up, the
// confirmation page, password reset), which add validation, rate limits and fixed landing
// pages; none of its endpoints is open to the outside. A confirmation link of the old form
// (/api/auth/verify-email?token=…, sent before the confirmation page existed) goes to that
// page with its token only: it changes nothing by itself.

async function handle({ request }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname === "/api/auth/verify-email") {
    const token = url.searchParams.get("token") ?? "";
    return new Response(null, {
      status: 302,
      headers: {
        Location: `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  }
  return new Response("Not Found", { status: 404 });
}

export const loader = handle;
export const action = handle;
