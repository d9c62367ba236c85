import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { labelFromSlug } from "#app/content/slug-label.ts";
import type { Route } from "./+types/blog-category";

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const label = labelFromSlug(params.slug, BLOG_CATEGORIES);
  return pageMeta(matches, `${label} Articles`, `Blog articles about ${label.toLowerCase()}.`);
};

export default function BlogCategory({ params }: Route.ComponentProps) {
  return (
    <PageShell title={`${labelFromSlug(params.slug, BLOG_CATEGORIES)} Articles`}>
      <p>There are no articles in this category yet.</p>
      <p>
        <Link to="/blog" className="font-semibold text-blue-800 underline underline-offset-4">
          Back to the blog
        </Link>
      </p>
    </PageShell>
  );
}
