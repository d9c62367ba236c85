import { listArticles } from "#app/content/blog/articles.ts";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";
import { type NavLinkItem, publicPageGroups } from "#app/content/navigation.ts";

// Every public page for the /sitemap page: the layout's pages (main, resources, legal,
// account) plus every blog category and article.

export interface SitemapGroup {
  title: string;
  links: NavLinkItem[];
}

export function sitemapGroups(): SitemapGroup[] {
  const blog: SitemapGroup[] = [
    {
      title: "Blog categories",
      links: BLOG_CATEGORIES.map((c) => ({ label: c.label, href: `/blog/category/${c.slug}` })),
    },
    {
      title: "Blog articles",
      links: listArticles().map((a) => ({ label: a.title, href: `/blog/${a.id}` })),
    },
  ];
  return [...publicPageGroups(), ...blog];
}
