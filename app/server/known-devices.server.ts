import crypto from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { isHttpsUrl } from "./env.server.ts";
import { subKey } from "./sub-keys.server.ts";

// The owner's known browsers (issue 20): a browser that has signed in to an account gets a signed
// cookie naming that account (an HMAC of its address, never the address), and its sign-ins are not
// slowed by the failures other browsers piled on the account. An attacker cannot make one without
// signing in as the owner, so their failures can slow strangers' attempts, never the owner's.

const DEVICE_COOKIE = "harborline_device";
/** Accounts one browser is known for (a family computer): the most recent first. */
const MAX_ACCOUNTS = 5;
/** A browser not used to sign in for this long is a stranger again. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const cookies = new Map<string, Cookie>();

function deviceCookie(secret: string): Cookie {
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie(DEVICE_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: MAX_AGE_SECONDS,
      secure: isHttpsUrl(process.env.PUBLIC_URL),
      secrets: [subKey(secret, "device-cookie").toString("base64")],
    });
    cookies.set(secret, cookie);
  }
  return cookie;
}

/** What the cookie holds for an account: a keyed hash of its address as typed at sign-in. */
function accountTag(secret: string, email: string): string {
  return crypto
    .createHmac("sha256", subKey(secret, "device-account"))
    .update(email.trim().toLowerCase())
    .digest("base64url")
    .slice(0, 22);
}

async function knownTags(secret: string, cookieHeader: string | null): Promise<string[]> {
  const value: unknown = await deviceCookie(secret).parse(cookieHeader);
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
}

/** Whether this browser has signed in to the account of `email` before (its cookie says so, signed). */
export async function isKnownDevice(
  secret: string,
  cookieHeader: string | null,
  email: string,
): Promise<boolean> {
  return (await knownTags(secret, cookieHeader)).includes(accountTag(secret, email));
}

/** The Set-Cookie that makes this browser known for `email` (kept with the others it knows). */
export async function rememberDevice(
  secret: string,
  cookieHeader: string | null,
  email: string,
): Promise<string> {
  const tag = accountTag(secret, email);
  const tags = [tag, ...(await knownTags(secret, cookieHeader)).filter((known) => known !== tag)];
  return deviceCookie(secret).serialize(tags.slice(0, MAX_ACCOUNTS));
}
