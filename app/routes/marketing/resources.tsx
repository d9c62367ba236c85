import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { ResourceGrid } from "#app/components/resources/resource-grid.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import { RESOURCE_CATEGORIES, resourceCategoryLabel } from "#app/content/resource-categories.ts";
import { getServices } from "#app/server/context.server.ts";
import { loadResourceList } from "#app/server/models/resources.server.ts";
import type { Route } from "./+types/resources";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// /resources: every resource card, grouped by category, with links to each category's page.

export async function loader({ context }: Route.LoaderArgs) {
  return loadResourceList(getServices(context).db);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "All Resources",
    "Guides, state-by-state information, a debt calculator and answers to common questions about debt relief.",
  );

/** Known categories first, in their order, then any others in the data, alphabetically. */
function categoryOrder(present: readonly string[]): string[] {
  const known = RESOURCE_CATEGORIES.map((c) => c.slug).filter((slug) => present.includes(slug));
  const others = [...new Set(present)].filter((slug) => !known.includes(slug)).sort();
  return [...known, ...others];
}

const LINK = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900";

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { resources, failed } = loaderData;
  const categories = categoryOrder(resources.map((r) => r.category));
  return (
    <PageShell
      title="All Resources"
      intro="Free guides and tools to help you understand your options for dealing with debt."
    >
      <nav aria-label="Resource categories" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 className="font-semibold text-slate-900">Browse by category</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {RESOURCE_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link to={`/resources/${category.slug}`} className={LINK}>
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {failed || resources.length === 0 ? (
        <ResourceGrid resources={[]} failed={failed} emptyMessage="There are no resources yet." />
      ) : (
        categories.map((slug) => (
          <section key={slug} aria-labelledby={`category-${slug}`} className="space-y-4">
            <h2 id={`category-${slug}`} className="text-2xl font-semibold text-slate-900">
              <Link to={`/resources/${slug}`} className="hover:underline">
                {resourceCategoryLabel(slug)}
              </Link>
            </h2>
            <ResourceGrid resources={resources.filter((r) => r.category === slug)} failed={false} />
          </section>
        ))
      )}
    </PageShell>
  );
}
