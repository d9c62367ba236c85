import { listArticles } from "./blog/articles.ts";
import { BLOG_CATEGORIES } from "./blog-categories.ts";

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

/** The blog's article and category pages. */
export function blogPaths(): string[] {
  return [
    ...listArticles().map((article) => `/blog/${article.id}`),
    ...BLOG_CATEGORIES.map((category) => `/blog/category/${category.slug}`),
  ];
}

/** Every path of sitemap.xml. */
export function sitemapPaths(): string[] {
  return [...STATIC_PUBLIC_PATHS, ...blogPaths()];
}

/** Pages with no per-request data, rendered once at build time (react-router.config.ts). */
export const PRERENDERED_PATHS: readonly string[] = [
  ...blogPaths(),
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
