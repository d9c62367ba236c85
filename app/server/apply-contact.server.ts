import { type Cookie, createCookie } from "react-router";
import { z } from "#app/domain/zod.ts";
import { subKey } from "./sub-keys.server.ts";

// The sign-up form opened from the wizard has the name, e-mail and phone typed on its step 1
// (issue 43). When the wizard's review is answered to a visitor (the server's step machine, with
// or without JavaScript), those four answers travel to the sign-up page in one short-lived cookie:
// signed, httpOnly, never in an address, a log or the tab's storage; cleared once an account is
// made or the application is stored. Its path is "/": the page's data request is /auth.data.

const APPLY_CONTACT_COOKIE = "harborline_apply_contact";
/** Long enough to make an account half-way through, short on a shared computer. */
const MAX_AGE_SECONDS = 30 * 60;

/** What step 1 of the wizard asked, as typed (the sign-up form checks it again). */
export interface ApplyContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const contactSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
  phone: z.string().max(40),
});

const cookies = new Map<string, Cookie>();

/** Signed (HMAC-SHA-256) with a sub-key of the auth secret: no other page can put words in the form. */
function applyContactCookie(secret: string, https: boolean): Cookie {
  const id = `${https}\0${secret}`;
  let cookie = cookies.get(id);
  if (!cookie) {
    cookie = createCookie(APPLY_CONTACT_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: MAX_AGE_SECONDS,
      secure: https,
      secrets: [subKey(secret, "apply-contact-cookie").toString("base64")],
    });
    cookies.set(id, cookie);
  }
  return cookie;
}

/** The Set-Cookie header the wizard's answer carries to a visitor on its review. */
export function applyContactHeader(secret: string, https: boolean, contact: ApplyContact): Promise<string> {
  const { firstName, lastName, email, phone } = contact;
  return applyContactCookie(secret, https).serialize({ firstName, lastName, email, phone });
}

/** The Set-Cookie header that forgets it (an account made, the application stored), or null when none was sent. */
export async function clearApplyContact(
  secret: string,
  https: boolean,
  request: Request,
): Promise<string | null> {
  if (!request.headers.get("Cookie")?.includes(`${APPLY_CONTACT_COOKIE}=`)) return null;
  return applyContactCookie(secret, https).serialize("", { maxAge: 0 });
}

/** The wizard's step-1 answers this browser carries, if any (and valid: a changed cookie is ignored). */
export async function readApplyContact(
  secret: string,
  https: boolean,
  request: Request,
): Promise<ApplyContact | null> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${APPLY_CONTACT_COOKIE}=`)) return null;
  const parsed = contactSchema.safeParse(await applyContactCookie(secret, https).parse(cookieHeader));
  return parsed.success ? parsed.data : null;
}
