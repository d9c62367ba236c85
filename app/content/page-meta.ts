import type { MetaDescriptor } from "react-router";
import { DEFAULT_SITE } from "#app/config/site.ts";

// Title and description tags of a page. The brand comes from the root loader's site config
// (it may be overridden by the environment), with the default brand as a fallback.

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function brandFromMatches(matches: readonly (MatchLike | undefined)[]): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof rootData === "object" && rootData !== null && "site" in rootData) {
    const { site } = rootData;
    if (typeof site === "object" && site !== null && "brand" in site && typeof site.brand === "string") {
      return site.brand;
    }
  }
  return DEFAULT_SITE.brand;
}

/** `<Page> | <Brand>` title, description and their Open Graph twins. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  title: string,
  description: string,
): MetaDescriptor[] {
  const brand = brandFromMatches(matches);
  const fullTitle = `${title} | ${brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: "website" },
  ];
}
