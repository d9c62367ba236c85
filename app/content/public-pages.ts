// Every public page that search engines may index: the source of sitemap.xml.
// Signed-in pages, the auth screens and the admin area are left out on purpose.

export const STATIC_PUBLIC_PATHS: readonly string[] = [
  "/",
  "/apply",
  "/how-it-works",
  "/about-us",
  "/client-stories",
  "/resources",
  "/resources/guides",
  "/resources/by-state",
  "/resources/calculator",
  "/resources/faqs",
  "/blog",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/accessibility",
  "/sitemap",
];

/** Every path of sitemap.xml (the blog's articles and categories join when they exist). */
export function sitemapPaths(): string[] {
  return [...STATIC_PUBLIC_PATHS];
}

/** Pages with no per-request data, rendered once at build time (react-router.config.ts). */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/how-it-works",
  "/about-us",
  "/client-stories",
  "/blog",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/accessibility",
  "/sitemap",
];
