import { data, Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/blog-article";

// No article is published yet, so every id answers 404 inside the site layout.
// The blog content issue replaces this loader with a lookup of the article.
export function loader() {
  return data({}, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Article Not Found", "This blog article does not exist."),
  { name: "robots", content: "noindex" },
];

export default function BlogArticle() {
  return (
    <PageShell title="Article Not Found" intro="We could not find this article.">
      <p>
        <Link to="/blog" className="font-semibold text-blue-800 underline underline-offset-4">
          Back to the blog
        </Link>
      </p>
    </PageShell>
  );
}
