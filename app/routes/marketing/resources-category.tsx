import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { CategoryTool, hasCategoryTool } from "#app/components/resources/category-tool.tsx";
import { ResourceGrid } from "#app/components/resources/resource-grid.tsx";
import { CALCULATOR_ASSUMPTIONS } from "#app/content/calculator-assumptions.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { findResourceCategory, resourceCategoryName } from "#app/content/resource-categories.ts";
import { findUnsettledDebt } from "#app/content/unsettled-debts.ts";
import { calculateDebtOptions, readCalculatorQuery } from "#app/domain/debt-calculator.ts";
import { getServices } from "#app/server/context.server.ts";
import { loadResourceList } from "#app/server/models/resources.server.ts";
import type { Route } from "./+types/resources-category";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// /resources/{category}: the spec's title 'Resources for {category}' and that category's cards.
// The four dropdown pages carry their own tool above the cards. An unknown category keeps the
// title and shows an empty state with status 200, not a 404 (decisions.md "Content"). The
// categories of debts the program does not settle explain why and what to do instead (issue 21).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const { category } = params;
  const list = await loadResourceList(db, { category });
  if (category !== "calculator") return { category, ...list, calculator: null };
  // The calculator works without JavaScript: the GET form's query string is computed here.
  const query = readCalculatorQuery(new URL(request.url).searchParams);
  const outcome = query.submitted ? calculateDebtOptions(query.values, CALCULATOR_ASSUMPTIONS) : null;
  return { category, ...list, calculator: { ...query, outcome } };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const label = resourceCategoryName(params.category);
  const known = findResourceCategory(params.category);
  return pageMeta(
    matches,
    `Resources for ${label}`,
    known ? known.description : `Debt-relief resources for ${label}.`,
  );
};

export default function ResourcesCategory({ loaderData }: Route.ComponentProps) {
  const { category, resources, failed, calculator } = loaderData;
  const known = findResourceCategory(category);
  const withTool = hasCategoryTool(category);
  return (
    <PageShell title={`Resources for ${resourceCategoryName(category)}`} intro={known?.description}>
      <CategoryTool category={category} calculator={calculator} />
      <section aria-labelledby="category-resources-title" className="space-y-4">
        <h2 id="category-resources-title" className="text-2xl font-semibold text-slate-900">
          {findUnsettledDebt(category) ? "Where to get help" : withTool ? "Further reading" : "Resources"}
        </h2>
        <ResourceGrid
          resources={resources}
          failed={failed}
          emptyMessage={
            known
              ? "There are no resources in this category yet."
              : "We have no resources in this category. Browse all resources instead."
          }
        />
      </section>
      <p>
        <Link to="/resources" className="font-semibold text-blue-800 underline underline-offset-4">
          See all resources
        </Link>
      </p>
    </PageShell>
  );
}
