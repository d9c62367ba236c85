import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ContactSection } from "#app/components/marketing/contact-section.tsx";
import { LegalSections } from "#app/components/marketing/legal-sections.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { useRootData } from "#app/components/root-data.ts";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { LEGAL_LAST_UPDATED } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { PRIVACY_SECTIONS } from "#app/content/privacy-content.ts";
import type { Route } from "./+types/privacy";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Privacy Policy",
    "What information we collect, why we collect it, who we share it with and how we protect it.",
  );

export default function Privacy() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Privacy Policy" intro={<p>Last updated: {LEGAL_LAST_UPDATED}</p>}>
      <DemonstrationNotice />
      <LegalSections sections={PRIVACY_SECTIONS} />
      <ContactSection site={site} topic="your privacy" />
    </PageShell>
  );
}
