import { Link } from "react-router";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";

/** Links to the four blog categories; the current one is marked. */
export function BlogCategoryLinks({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="blog-categories-heading" className="space-y-3">
      <h2 id="blog-categories-heading" className="text-2xl font-bold text-slate-900">
        Categories
      </h2>
      <ul className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog/category/${category.slug}`}
              aria-current={category.slug === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-blue-800 px-4 text-sm font-semibold text-blue-800 hover:bg-blue-50 aria-[current=page]:bg-blue-800 aria-[current=page]:text-white"
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
