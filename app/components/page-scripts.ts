import { useMatches } from "react-router";

// Public content pages (marketing, resources, blog, legal, sitemap, 404) are sent as HTML and
// CSS only: their route exports `handle = HTML_ONLY`, and the root then leaves out React
// Router's <Scripts> (its module preloads and inline module script) and <ScrollRestoration>
// (docs/decisions/0032-public-pages-without-scripts.md). Links from them are ordinary
// navigation; the admin pages and the application keep React. Sign-in (decision 49) and the
// portal's rooms listed below (decisions 55 to 57) are sent without it too, each with a script of
// its own.

export interface PageHandle {
  /** false: the page works without JavaScript and is sent without React's scripts. */
  scripts?: boolean;
}

export const HTML_ONLY: PageHandle = { scripts: false };

/** False when any route of the page asks to be sent without scripts. */
export function usePageScripts(): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.scripts === false);
}

/**
 * The portal rooms sent without React (decision 55, the frame's `PortalRoomScript`) each have a
 * small script of their own. A client navigation from a page with React to one
 * of them becomes a page load, so that script runs: the route's `clientLoader` is
 * `loadAsDocument`, and the root's loader is not fetched for it first (a waiting flash message
 * would be read by that fetch and lost to the page).
 */
export const OWN_SCRIPT_PATHS: ReadonlySet<string> = new Set([
  // The portal's rooms still sent without React (docs/decisions/0055 and 0056).
  "/dashboard",
  "/dashboard/account-details",
  "/dashboard/documents",
  "/dashboard/messages",
  "/dashboard/program",
  "/dashboard/support",
]);

export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  // Never settles: the browser is leaving for the page.
  return new Promise<never>(() => {});
}
