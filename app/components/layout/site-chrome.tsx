import { DEFAULT_SITE } from "#app/config/site.ts";
import { organizationJsonLd } from "#app/content/structured-data.ts";
import { useRootData } from "../root-data.ts";
import { Canonical } from "../seo/canonical.tsx";
import { JsonLd } from "../seo/json-ld.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The public site's frame: skip link, header, main content and footer (spec section 2, "Shared layout"). */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const site = root?.site ?? DEFAULT_SITE;
  const user = root?.user ?? null;
  const publicUrl = root?.publicUrl ?? "";
  return (
    <div className="flex min-h-screen flex-col">
      <Canonical />
      <JsonLd data={organizationJsonLd(site, publicUrl)} />
      <a
        href="#main-content"
        className="sr-only rounded-md bg-blue-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <SiteHeader user={user} site={site} />
      <main id="main-content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
