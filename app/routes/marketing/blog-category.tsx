import { data } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ArticleCard } from "#app/components/marketing/article-card.tsx";
import { BackToBlogLink } from "#app/components/marketing/back-to-blog.tsx";
import { BlogCategoryLinks } from "#app/components/marketing/blog-category-links.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { getBlogCategory, listArticlesInCategory, summarizeArticle } from "#app/content/blog/articles.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/blog-category";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// An unknown category answers 404 inside the site layout.
export function loader({ params }: Route.LoaderArgs) {
  const category = getBlogCategory(params.slug) ?? null;
  const articles = category ? listArticlesInCategory(category.slug).map(summarizeArticle) : [];
  return data({ category, articles }, { status: category ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  if (!category) {
    return [
      ...pageMeta(matches, "Category Not Found", "This blog category does not exist."),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(
    matches,
    `${category.label} Articles`,
    `Blog articles about ${category.label.toLowerCase()}: practical, honest advice for people dealing with debt.`,
  );
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, articles } = loaderData;
  if (!category) {
    return (
      <PageShell title="Category Not Found" intro="We could not find this blog category.">
        <BlogCategoryLinks />
        <BackToBlogLink />
      </PageShell>
    );
  }
  return (
    <PageShell title={`${category.label} Articles`}>
      <section aria-labelledby="category-articles-heading" className="space-y-4">
        <h2 id="category-articles-heading" className="text-2xl font-bold text-slate-900">
          {articles.length === 1 ? "1 article" : `${articles.length} articles`}
        </h2>
        {articles.length > 0 ? (
          <div className="grid gap-4 md:grid-cols-2">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        ) : (
          <p>There are no articles in this category yet.</p>
        )}
      </section>
      <BlogCategoryLinks current={category.slug} />
      <BackToBlogLink />
    </PageShell>
  );
}
