import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { LegalSections } from "#app/components/marketing/legal-sections.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { DISCLAIMER_SECTIONS } from "#app/content/disclaimer-content.ts";
import { DISCLAIMER } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/disclaimer";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Disclaimer",
    "What our debt-relief service does and does not do, the risks of debt settlement, and why results vary.",
  );

export default function Disclaimer() {
  return (
    <PageShell title="Disclaimer">
      <DemonstrationNotice />
      <section className="space-y-3">
        <h2 className="text-2xl font-bold text-slate-900">Our services</h2>
        <p>{DISCLAIMER}</p>
      </section>
      <LegalSections sections={DISCLAIMER_SECTIONS} />
    </PageShell>
  );
}
