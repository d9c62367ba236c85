import { PageShell } from "#app/components/layout/page-shell.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/apply";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Apply for Debt Relief",
    "Apply for our debt-relief program in seven short steps. Free consultation, no upfront fees.",
  );

export default function Apply() {
  return (
    <PageShell
      title="Apply for Debt Relief"
      intro="The application form opens here. It takes seven short steps and asks about you, your income and your debts."
    >
      <h2 className="text-2xl font-bold text-slate-900">Who can apply</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>At least $7,500 of unsecured debt</li>
        <li>A regular income</li>
        <li>A US resident aged 18 or older</li>
        <li>Able to make monthly program payments</li>
      </ul>
    </PageShell>
  );
}
