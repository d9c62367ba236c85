import { type Cookie, createCookie } from "react-router";
import { z } from "#app/domain/zod.ts";
import { subKey } from "./sub-keys.server.ts";

// After a sign-up the sign-in form has the new address filled in and says a confirmation e-mail
// was sent to it (issue 21). The address travels from the sign-up's answer to the sign-in page in
// one short-lived cookie, signed, and cleared when the sign-in page reads it: never in the address
// bar, the history or a log. Its path is "/": the page's data request is /auth.data, which a
// cookie held by "/auth" would not reach.

const SIGNED_UP_COOKIE = "harborline_signed_up";

const signedUpSchema = z.object({ email: z.string().max(320) });

const cookies = new Map<string, Cookie>();

/** Signed (HMAC-SHA-256) with a sub-key of the auth secret: no other page can name an address here. */
function signedUpCookie(secret: string, https: boolean): Cookie {
  const id = `${https}\0${secret}`;
  let cookie = cookies.get(id);
  if (!cookie) {
    cookie = createCookie(SIGNED_UP_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 600,
      secure: https,
      secrets: [subKey(secret, "signed-up-cookie").toString("base64")],
    });
    cookies.set(id, cookie);
  }
  return cookie;
}

/** The Set-Cookie header the sign-up's redirect carries. */
export function signedUpHeader(secret: string, https: boolean, email: string): Promise<string> {
  return signedUpCookie(secret, https).serialize({ email });
}

/** The address just signed up with, if this browser did (and the header that clears it). */
export async function readSignedUp(
  secret: string,
  https: boolean,
  request: Request,
): Promise<{ email: string | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${SIGNED_UP_COOKIE}=`)) return { email: null, headers };
  const cookie = signedUpCookie(secret, https);
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const parsed = signedUpSchema.safeParse(await cookie.parse(cookieHeader));
  return { email: parsed.success ? parsed.data.email : null, headers };
}
