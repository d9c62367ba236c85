import crypto from "node:crypto";
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { isHttpsUrl } from "./env.server.ts";

// A toast that survives a redirect (sign-out, account created…): one short-lived cookie,
// read and cleared by the root loader.

const flashSchema = z.object({
  id: z.string().max(40),
  type: z.enum(["success", "error"]),
  message: z.string().max(300),
});

export type Flash = z.infer<typeof flashSchema>;

const flashCookie = createCookie("harborline_flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
  secure: isHttpsUrl(process.env.PUBLIC_URL),
});

export async function flashHeader(type: Flash["type"], message: string): Promise<string> {
  return flashCookie.serialize({ id: crypto.randomUUID(), type, message } satisfies Flash);
}

export async function redirectWithFlash(
  url: string,
  flash: { type: Flash["type"]; message: string },
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append("Set-Cookie", await flashHeader(flash.type, flash.message));
  return redirect(url, { headers });
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const raw: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { flash: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  const parsed = flashSchema.safeParse(raw);
  return { flash: parsed.success ? parsed.data : null, headers };
}
