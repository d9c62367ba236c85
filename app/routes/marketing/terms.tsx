import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { DISCLAIMER, LEGAL_LAST_UPDATED } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { useRootData } from "#app/root.tsx";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Terms of Service", "The terms that apply when you use this website.");

export default function Terms() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Terms of Service" intro={<p>Last updated: {LEGAL_LAST_UPDATED}</p>}>
      <DemonstrationNotice />
      <h2 className="text-2xl font-bold text-slate-900">Using this website</h2>
      <p>
        By using the {site.brand} website you agree to these terms. The information on this website is general
        information, not financial, tax or legal advice.
      </p>
      <h2 className="text-2xl font-bold text-slate-900">Our services</h2>
      <p>{DISCLAIMER}</p>
      <h2 className="text-2xl font-bold text-slate-900">Contact</h2>
      <p>
        Questions about these terms can be sent to{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-semibold text-blue-800 underline">
          {site.supportEmail}
        </a>
        .
      </p>
    </PageShell>
  );
}
