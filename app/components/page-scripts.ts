import { useMatches } from "react-router";

// Public content pages (marketing, resources, blog, legal, sitemap, 404) are sent as HTML and
// CSS only: their route exports `handle = HTML_ONLY`, and the root then leaves out React
// Router's <Scripts> (its module preloads and inline module script) and <ScrollRestoration>
// (docs/decisions/0032-public-pages-without-scripts.md). Links from them are ordinary
// navigation; every page with forms or live data keeps React (issue 42).

export interface PageHandle {
  /** false: the page works without JavaScript and is sent without React's scripts. */
  scripts?: boolean;
}

export const HTML_ONLY: PageHandle = { scripts: false };

/** False when any route of the page asks to be sent without scripts. */
export function usePageScripts(): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.scripts === false);
}
