import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ContactSection } from "#app/components/marketing/contact-section.tsx";
import { LegalSections } from "#app/components/marketing/legal-sections.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { useRootData } from "#app/components/root-data.ts";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { ACCESSIBILITY_SECTIONS } from "#app/content/accessibility-content.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/accessibility";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Accessibility Statement",
    "Our commitment to a website that everyone can use: the WCAG 2.1 AA standard we aim for and how to report a problem.",
  );

export default function Accessibility() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Accessibility Statement">
      <DemonstrationNotice />
      <LegalSections sections={ACCESSIBILITY_SECTIONS} />
      <ContactSection site={site} topic="accessibility, or a problem using this website," />
    </PageShell>
  );
}
