import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { RESOURCE_LINKS } from "#app/content/navigation.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { labelFromSlug } from "#app/content/slug-label.ts";
import type { Route } from "./+types/resources-category";

const KNOWN = RESOURCE_LINKS.map((link) => ({
  slug: link.href.replace("/resources/", ""),
  label: link.label,
}));

function categoryLabel(category: string): string {
  return labelFromSlug(category, KNOWN);
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const label = categoryLabel(params.category);
  return pageMeta(matches, `Resources for ${label}`, `Debt-relief resources for ${label}.`);
};

// An unknown category keeps the title and shows an empty state, not a 404 (decisions.md "Content").
export default function ResourcesCategory({ params }: Route.ComponentProps) {
  return (
    <PageShell title={`Resources for ${categoryLabel(params.category)}`}>
      <p>There are no resources in this category yet.</p>
      <p>
        <Link to="/resources" className="font-semibold text-blue-800 underline underline-offset-4">
          See all resources
        </Link>
      </p>
    </PageShell>
  );
}
