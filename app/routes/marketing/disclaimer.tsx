import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { DISCLAIMER } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Disclaimer", "What our debt-relief service does and does not do.");

export default function Disclaimer() {
  return (
    <PageShell title="Disclaimer">
      <DemonstrationNotice />
      <p>{DISCLAIMER}</p>
      <p>
        Results vary. Settling debts can affect your credit score, and not every debt or every person
        qualifies for the program.
      </p>
    </PageShell>
  );
}
