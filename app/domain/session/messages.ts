// The session timeout's words (docs/decisions/0021; spec decisions.md, "Sessions").

export const SESSION_MESSAGES = {
  warningTitle: "Are you still there?",
  idleWarning: "For your security, you will be signed out because of inactivity in",
  lifetimeWarning:
    "For your security, a session lasts at most 12 hours. Sign in again to continue; you will be signed out in",
  stay: "Stay signed in",
  staying: "Staying signed in...",
  signOut: "Sign out",
  /** The 12 hours cannot be extended: the notice only closes. */
  dismiss: "Continue",
  stayFailed: "We could not reach the server. Please try again.",
  expired: "Your session expired, so we signed you out to protect your account. Please sign in again.",
} as const;

/** The query parameter the sign-in pages read to say the session expired. */
export const EXPIRED_PARAM = "expired";

/**
 * Where the browser goes when the session has expired: the admins' sign-in from an admin page,
 * the customers' otherwise, with the page to return to.
 */
export function expiredSignInPath(pathname: string, search: string): string {
  const signIn = pathname === "/admin" || pathname.startsWith("/admin/") ? "/admin/auth" : "/auth";
  const params = new URLSearchParams({ redirectTo: `${pathname}${search}`, [EXPIRED_PARAM]: "1" });
  return `${signIn}?${params.toString()}`;
}
