import crypto from "node:crypto";
import { type Cookie, createCookie, redirect } from "react-router";
import { z } from "#app/domain/zod.ts";
import { isHttpsUrl } from "./env.server.ts";
import { subKey } from "./sub-keys.server.ts";

// A toast that survives a redirect (sign-out, account created…): one short-lived cookie,
// read and cleared by the root loader.

const flashSchema = z.object({
  id: z.string().max(40),
  type: z.enum(["success", "error"]),
  message: z.string().max(300),
});

export type Flash = z.infer<typeof flashSchema>;

const FLASH_COOKIE = "harborline_flash";

const cookies = new Map<string, Cookie>();

/**
 * Signed (HMAC-SHA-256) with a sub-key of the auth secret: a cookie the server did not write,
 * or one changed since, parses as null and is ignored, so no other page can put words in a toast.
 */
function flashCookie(secret: string): Cookie {
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie(FLASH_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60,
      secure: isHttpsUrl(process.env.PUBLIC_URL),
      secrets: [subKey(secret, "flash-cookie").toString("base64")],
    });
    cookies.set(secret, cookie);
  }
  return cookie;
}

export async function flashHeader(secret: string, type: Flash["type"], message: string): Promise<string> {
  return flashCookie(secret).serialize({ id: crypto.randomUUID(), type, message } satisfies Flash);
}

export async function redirectWithFlash(
  secret: string,
  url: string,
  flash: { type: Flash["type"]; message: string },
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append("Set-Cookie", await flashHeader(secret, flash.type, flash.message));
  return redirect(url, { headers });
}

export async function readFlash(
  secret: string,
  request: Request,
): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { flash: null, headers };
  const cookie = flashCookie(secret);
  // Cleared whatever it held: read once, or refused once.
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const raw: unknown = await cookie.parse(cookieHeader);
  const parsed = flashSchema.safeParse(raw);
  return { flash: parsed.success ? parsed.data : null, headers };
}
