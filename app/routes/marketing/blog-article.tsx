import { data } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ArticleBody } from "#app/components/marketing/article-body.tsx";
import { ArticleMetaLine } from "#app/components/marketing/article-meta-line.tsx";
import { BackToBlogLink } from "#app/components/marketing/back-to-blog.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { ArticleJsonLd } from "#app/components/seo/article-json-ld.tsx";
import { getArticle } from "#app/content/blog/articles.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/blog-article";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// An unknown id answers 404 inside the site layout.
export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.id) ?? null;
  return data({ article }, { status: article ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) {
    return [
      ...pageMeta(matches, "Article Not Found", "This blog article does not exist."),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta(matches, article.title, article.excerpt).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    ),
    { property: "article:published_time", content: article.date },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) {
    return (
      <PageShell title="Article Not Found" intro="We could not find this article.">
        <BackToBlogLink />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={article.title}
      intro={
        <div className="space-y-2">
          <ArticleMetaLine article={article} linkCategory />
          <p className="text-base">By {article.author}</p>
        </div>
      }
    >
      <ArticleJsonLd article={article} />
      <article aria-label={article.title}>
        <ArticleBody body={article.body} />
      </article>
      <CtaBand
        headingId="article-cta"
        title="Want to talk it through?"
        text="Our consultation is free and there are no upfront fees. We will explain your options honestly, including the ones we do not offer."
      />
      <BackToBlogLink />
    </PageShell>
  );
}
