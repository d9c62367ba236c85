import { makeSignature } from "better-auth/crypto";
import type { Auth } from "../auth.server.ts";

// A session made for an account that proved itself other than by its password (a passkey,
// issue 20): the same sessions row better-auth's sign-in writes, and the same signed cookie
// (better-call's `token.signature`, with better-auth's own cookie name and attributes), so every
// check after it (idle and 12-hour ends, revocation) treats it as every other one.

export interface StartedSession {
  token: string;
  /** The Set-Cookie line the answer carries. */
  cookie: string;
}

export async function startSession(
  auth: Auth,
  userId: string,
  seen: { clientAddress: string; userAgent: string | null },
): Promise<StartedSession> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: seen.clientAddress,
    userAgent: seen.userAgent ?? "",
  });
  const { name, attributes } = context.authCookies.sessionToken;
  const signature = await makeSignature(session.token, context.secret);
  const parts = [
    `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${context.sessionConfig.expiresIn}`,
    `Path=${attributes.path ?? "/"}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(attributes.secure ? ["Secure"] : []),
  ];
  return { token: session.token, cookie: parts.join("; ") };
}
