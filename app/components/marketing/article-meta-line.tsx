import { Link } from "react-router";
import type { ArticleSummary } from "#app/content/blog/types.ts";
import { formatDate } from "#app/domain/format.ts";

/** Category link, date and reading time of an article. */
export function ArticleMetaLine({
  article,
  linkCategory,
}: {
  article: ArticleSummary;
  linkCategory: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {linkCategory ? (
        <Link
          to={`/blog/category/${article.category}`}
          className="font-semibold text-blue-800 underline underline-offset-4"
        >
          {article.categoryLabel}
        </Link>
      ) : (
        <span className="font-semibold text-blue-800">{article.categoryLabel}</span>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}
