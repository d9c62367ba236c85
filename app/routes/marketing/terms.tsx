import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ContactSection } from "#app/components/marketing/contact-section.tsx";
import { LegalSections } from "#app/components/marketing/legal-sections.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { useRootData } from "#app/components/root-data.ts";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { LEGAL_LAST_UPDATED } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { TERMS_SECTIONS } from "#app/content/terms-content.ts";
import type { Route } from "./+types/terms";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Terms of Service",
    "The terms that apply when you use this website: our services, fees, your account, results and liability.",
  );

export default function Terms() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Terms of Service" intro={<p>Last updated: {LEGAL_LAST_UPDATED}</p>}>
      <DemonstrationNotice />
      <LegalSections sections={TERMS_SECTIONS} />
      <ContactSection site={site} topic="these terms" />
    </PageShell>
  );
}
