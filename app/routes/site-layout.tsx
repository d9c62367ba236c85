import { Outlet } from "react-router";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import type { Route } from "./+types/site-layout";

// The public layout: skip link, header, main content and footer (spec section 2, "Shared layout").
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A public page that fails keeps the header and footer: the rest of the site stays one click away. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <ErrorPanel error={error} wayBack={{ href: "/", label: "Return home" }} />
    </SiteChrome>
  );
}
