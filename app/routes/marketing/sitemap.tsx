import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { sitemapGroups } from "#app/content/sitemap-pages.ts";
import type { Route } from "./+types/sitemap";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// The groups come from the loader so the blog content stays out of the browser bundle.
export function loader() {
  return { groups: sitemapGroups() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Sitemap",
    "Every public page of this website: main pages, resources, blog articles and categories, and legal pages.",
  );

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="Sitemap" intro="Every public page of this website.">
      <div className="grid gap-8 sm:grid-cols-2">
        {loaderData.groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="text-xl font-bold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="text-blue-800 underline underline-offset-4 hover:text-blue-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
