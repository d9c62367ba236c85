import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Blog", "Articles about debt relief, financial tips, credit scores and budgeting.");

export default function Blog() {
  return (
    <PageShell title="Blog" intro="Articles about debt relief, financial tips, credit scores and budgeting.">
      <h2 className="text-2xl font-bold text-slate-900">Categories</h2>
      <ul className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog/category/${category.slug}`}
              className="inline-block rounded-full border border-blue-800 px-4 py-1.5 text-sm font-semibold text-blue-800 hover:bg-blue-50"
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
