import { isAPIError } from "better-auth/api";
import type { Auth } from "./auth.server.ts";

// Changing the e-mail address (issue 5, decisions.md): a link goes to the new address and
// the address changes only when it is opened. better-auth's change-email does exactly that
// (user.changeEmail in auth.server.ts): it signs a token naming the user, the current and
// the new address, hands the link to our sendVerificationEmail (which writes it to the
// outbox) and leaves the users row alone; GET /api/auth/verify-email applies the change.

/**
 * Where every confirmation link lands (sign-up, resend, e-mail change): /auth/callback shows
 * a bad or expired link, else goes on.
 */
export const CONFIRM_LINK_CALLBACK = "/auth/callback";

export interface RequestEmailChangeOptions {
  /** The request's headers: better-auth reads the session cookie from them. */
  headers: Headers;
  /** Already checked and lower-cased by `emailField`. */
  newEmail: string;
  callbackURL?: string;
}

export type RequestEmailChangeResult =
  /**
   * A link was queued for the new address, or the address belongs to another account and
   * nothing was sent: the two look the same, so the form cannot be used to probe addresses.
   */
  { kind: "requested" } | { kind: "unchanged" } | { kind: "signed-out" };

export async function requestEmailChange(
  auth: Auth,
  { headers, newEmail, callbackURL = CONFIRM_LINK_CALLBACK }: RequestEmailChangeOptions,
): Promise<RequestEmailChangeResult> {
  try {
    await auth.api.changeEmail({ body: { newEmail, callbackURL }, headers });
    return { kind: "requested" };
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) return { kind: "signed-out" };
    if (isAPIError(error) && error.message === "Email is the same") return { kind: "unchanged" };
    throw error;
  }
}

/**
 * True for the token of an e-mail change link (it names the address to change to), so
 * sendVerificationEmail can say "confirm your new address" rather than "welcome".
 * The token is a JWT better-auth has just signed; only its payload is read here.
 */
export function isEmailChangeToken(token: string): boolean {
  return emailChangeTarget(token) !== null;
}

/**
 * The address an e-mail change link would change to, or null for any other token. Read
 * without checking the signature: only to refuse early an address taken meanwhile (better-auth
 * checks the token itself before changing anything).
 */
export function emailChangeTarget(token: string): string | null {
  return emailChangeLink(token)?.to ?? null;
}

/** What an e-mail change link names (unchecked, as above): the account, its address, the new one. */
export function emailChangeLink(token: string): { userId: string | null; from: string; to: string } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null) return null;
    const { updateTo, email, userId } = payload as Record<string, unknown>;
    if (typeof updateTo !== "string" || !updateTo || typeof email !== "string") return null;
    return {
      userId: typeof userId === "string" ? userId : null,
      from: email.toLowerCase(),
      to: updateTo.toLowerCase(),
    };
  } catch {
    return null;
  }
}
