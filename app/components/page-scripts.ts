import { useMatches } from "react-router";

// Public content pages (marketing, resources, blog, legal, sitemap, 404) are sent as HTML and
// CSS only: their route exports `handle = HTML_ONLY`, and the root then leaves out React
// Router's <Scripts> (its module preloads and inline module script) and <ScrollRestoration>
// (docs/decisions/0032-public-pages-without-scripts.md). Links from them are ordinary
// navigation; the admin pages keep React. Sign-in (decision 49), a visitor's application
// (decision 54) and the portal's Profile Settings (decision 57) are sent without it too, each with
// a script of its own, until issue 42 gives them React again.

export interface PageHandle {
  /**
   * false: the page works without JavaScript and is sent without React's scripts. A function
   * decides from the route's loader data: `/apply` is sent without them to a visitor who is not
   * signed in (docs/decisions/0054).
   */
  scripts?: boolean | ((loaderData: unknown) => boolean);
}

export const HTML_ONLY: PageHandle = { scripts: false };

/** False when any route of the page asks to be sent without scripts. */
export function usePageScripts(): boolean {
  return !useMatches().some((match) => {
    const scripts = (match.handle as PageHandle | undefined)?.scripts;
    // No loader data (an error boundary's page): React's scripts, as for any page.
    if (typeof scripts === "function") return match.loaderData !== undefined && !scripts(match.loaderData);
    return scripts === false;
  });
}

/**
 * Sign-in, its forgotten password (docs/decisions/0049, `AuthPageScript`) and Profile Settings
 * (decision 57, `ProfilePageScript`) each have a small script of their own. A client navigation
 * from a page with React to one
 * of them becomes a page load, so that script runs: the route's `clientLoader` is
 * `loadAsDocument`, and the root's loader is not fetched for it first (a waiting flash message
 * would be read by that fetch and lost to the page).
 */
export const OWN_SCRIPT_PATHS: ReadonlySet<string> = new Set([
  "/auth",
  "/auth/forgot-password",
  // The portal's room still sent without React (docs/decisions/0057).
  "/dashboard/profile",
  // The admins' read-only dashboard.
  "/admin/dashboard",
]);

export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  // Never settles: the browser is leaving for the page.
  return new Promise<never>(() => {});
}
