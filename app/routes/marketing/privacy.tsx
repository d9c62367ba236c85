import { DemonstrationNotice } from "#app/components/layout/legal-notices.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { LEGAL_LAST_UPDATED } from "#app/content/legal.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { useRootData } from "#app/root.tsx";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Privacy Policy",
    "What information we collect, why we collect it and how we protect it.",
  );

export default function Privacy() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Privacy Policy" intro={<p>Last updated: {LEGAL_LAST_UPDATED}</p>}>
      <DemonstrationNotice />
      <h2 className="text-2xl font-bold text-slate-900">What we collect</h2>
      <p>
        When you create an account or apply, we collect the details you enter: your name, contact details,
        address, date of birth, the last four digits of your Social Security number, and information about
        your income and debts.
      </p>
      <h2 className="text-2xl font-bold text-slate-900">How we use it</h2>
      <p>
        We use this information only to review your application, manage your account and contact you about it.
        We do not sell your information.
      </p>
      <h2 className="text-2xl font-bold text-slate-900">Contact</h2>
      <p>
        Questions about your privacy can be sent to{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-semibold text-blue-800 underline">
          {site.supportEmail}
        </a>
        .
      </p>
    </PageShell>
  );
}
