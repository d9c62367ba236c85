// The one place in server/ that knows our cookies' names (better-auth's session cookie, with the
// prefix it takes over https, and the flash cookie of app/server/flash.server.ts). The front
// handlers ask only whether a request carries them: they never read a value.

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?harborline\.session_token=/;
const FLASH_COOKIE = /(?:^|;\s*)harborline_flash=/;

/** The request may be signed in: it carries a session cookie (whether it is live is the app's question). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** A toast is waiting for the next page (it is shown once, so that page must be rendered for it). */
export function hasFlashCookie(cookieHeader: string | undefined): boolean {
  return FLASH_COOKIE.test(cookieHeader ?? "");
}

/** A page for this request may differ from the one anyone gets: a session or a toast waiting. */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  return hasSessionCookie(cookieHeader) || hasFlashCookie(cookieHeader);
}

/** A signed-in request with no toast waiting: one a stored page of its person's may answer. */
export function mayGetStoredPage(cookieHeader: string | undefined): boolean {
  return hasSessionCookie(cookieHeader) && !hasFlashCookie(cookieHeader);
}
