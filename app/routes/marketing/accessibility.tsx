import { PageShell } from "#app/components/layout/page-shell.tsx";
import { DEFAULT_SITE, telHref } from "#app/config/site.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { useRootData } from "#app/root.tsx";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Accessibility Statement", "Our commitment to a website that everyone can use.");

export default function Accessibility() {
  const site = useRootData()?.site ?? DEFAULT_SITE;
  return (
    <PageShell title="Accessibility Statement">
      <p>
        We want everyone to be able to use this website. We aim to meet the Web Content Accessibility
        Guidelines (WCAG) 2.1 at level AA: every page works with a keyboard alone, with screen readers, at 320
        pixels wide and when text is enlarged.
      </p>
      <h2 className="text-2xl font-bold text-slate-900">Tell us about a problem</h2>
      <p>
        If something on this website is hard to use, please e-mail{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-semibold text-blue-800 underline">
          {site.supportEmail}
        </a>{" "}
        or call{" "}
        <a href={telHref(site.phone)} className="font-semibold text-blue-800 underline">
          {site.phone}
        </a>
        .
      </p>
    </PageShell>
  );
}
