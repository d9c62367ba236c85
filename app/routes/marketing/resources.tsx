import { Link } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { RESOURCE_LINKS } from "#app/content/navigation.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "All Resources",
    "Guides, state-by-state information, a debt calculator and answers to common questions about debt relief.",
  );

export default function Resources() {
  return (
    <PageShell
      title="All Resources"
      intro="Free guides and tools to help you understand your options for dealing with debt."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {RESOURCE_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded-lg border border-slate-200 p-5 font-semibold text-blue-800 hover:border-blue-800 hover:bg-blue-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
