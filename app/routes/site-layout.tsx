import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { useRootData } from "#app/components/root-data.ts";
import { Canonical } from "#app/components/seo/canonical.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { organizationJsonLd } from "#app/content/structured-data.ts";

// The public layout: skip link, header, main content and footer (spec section 2, "Shared layout").
export default function SiteLayout() {
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
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
