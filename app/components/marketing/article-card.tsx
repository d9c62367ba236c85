import { Link } from "react-router";
import { ArticleMetaLine } from "#app/components/marketing/article-meta-line.tsx";
import type { ArticleSummary } from "#app/content/blog/types.ts";

/** A blog article teaser; `featured` makes it larger. */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={[
        "flex flex-col gap-3 rounded-xl border p-6",
        featured ? "border-blue-200 bg-blue-50" : "border-slate-200 bg-white",
      ].join(" ")}
    >
      <ArticleMetaLine article={article} linkCategory={false} />
      <Heading className={`${featured ? "text-2xl" : "text-lg"} font-bold text-slate-900`}>
        <Link to={`/blog/${article.id}`} className="underline-offset-4 hover:text-blue-800 hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="text-slate-700">{article.excerpt}</p>
      <p className="mt-auto text-sm text-slate-700">By {article.author}</p>
    </article>
  );
}
