import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ArticleCard } from "#app/components/marketing/article-card.tsx";
import { BlogCategoryLinks } from "#app/components/marketing/blog-category-links.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { listArticles, summarizeArticle } from "#app/content/blog/articles.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/blog";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// Summaries only: the article bodies stay on the server.
export function loader() {
  const [featured, ...rest] = listArticles().map(summarizeArticle);
  return { featured, recent: rest.slice(0, 3), more: rest.slice(3) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Blog: Debt Relief, Credit and Budgeting Advice",
    "Plain-English articles about debt relief, financial tips, credit scores and budgeting from our editorial team.",
  );

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, recent, more } = loaderData;
  return (
    <PageShell
      title="Blog"
      intro={<p>Plain-English articles about debt relief, financial tips, credit scores and budgeting.</p>}
    >
      {featured ? (
        <section aria-labelledby="featured-heading" className="space-y-4">
          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
            Featured article
          </h2>
          <ArticleCard article={featured} featured />
        </section>
      ) : null}
      <section aria-labelledby="recent-heading" className="space-y-4">
        <h2 id="recent-heading" className="text-2xl font-bold text-slate-900">
          Recent articles
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {recent.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </section>
      <BlogCategoryLinks />
      {more.length > 0 ? (
        <section aria-labelledby="more-heading" className="space-y-4">
          <h2 id="more-heading" className="text-2xl font-bold text-slate-900">
            More articles
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {more.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      ) : null}
    </PageShell>
  );
}
