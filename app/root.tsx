import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import { ErrorPanel, errorText } from "#app/components/errors/error-panel.tsx";
import { FlashNotice } from "#app/components/flash-notice.tsx";
import { devLinksNonce, useNonce } from "#app/components/nonce.tsx";
import { usePageScripts } from "#app/components/page-scripts.ts";
import { type RootData, useRootData } from "#app/components/root-data.ts";
import { SessionTimeoutWhenSignedIn } from "#app/components/session/session-timeout-lazy.tsx";
import { AppToaster, notify } from "#app/components/toaster.tsx";
import { DEFAULT_SITE, PRERENDER_ORIGIN } from "#app/config/site.ts";
import { findServices, getRequestInfo } from "#app/server/context.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { readFlash } from "#app/server/flash.server.ts";
import { getOptionalUser, getSessionRefreshHeaders, getSessionStatus } from "#app/server/guards.server.ts";
import { templateSessionStatus } from "#app/server/signed-in-page.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = findServices(context);
  if (!services) {
    // Prerendering at build time: the page as an anonymous visitor sees it.
    return data({
      user: null,
      session: null,
      flash: null,
      site: readEnv().site,
      publicUrl: PRERENDER_ORIGIN,
    } satisfies RootData);
  }
  const template = getRequestInfo(context).signedInTemplate;
  if (template) {
    // Rendered once for anyone signed in, stored and served to each (signed-in-page.server.ts):
    // nothing of one person, no flash.
    const { site, publicUrl } = services.env;
    return data({
      user: { email: "", isAdmin: template === "admin", emailVerified: true },
      session: templateSessionStatus(services.env, template),
      flash: null,
      site,
      publicUrl,
    } satisfies RootData);
  }
  const user = await getOptionalUser(request, context);
  const stored = getRequestInfo(context).personalPage !== undefined;
  const { flash, headers } = await readFlash(services.secret, request);
  // A stale session cookie is cleared here.
  for (const cookie of (await getSessionRefreshHeaders(request, context)).getSetCookie()) {
    headers.append("Set-Cookie", cookie);
  }
  const { site, publicUrl } = services.env;
  return data(
    {
      user: user ? { email: user.email, isAdmin: user.isAdmin, emailVerified: user.emailVerified } : null,
      // A page stored for its person (personal-page.server.ts) carries what every stored page does.
      session: !user
        ? null
        : stored
          ? templateSessionStatus(services.env, user.isAdmin ? "admin" : "customer")
          : await getSessionStatus(request, context),
      flash,
      site,
      publicUrl,
    } satisfies RootData,
    { headers },
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Public content pages are sent without React's scripts (docs/decisions/0032).
  const scripts = usePageScripts();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={devLinksNonce()} />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  const scripts = usePageScripts();
  // Marks the document once React has hydrated: end-to-end tests wait for it before using a
  // control, so a click never lands on a page whose handlers are not attached yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  useEffect(() => {
    if (!flash || !scripts) return;
    notify(flash.type, flash.message, flash.id);
  }, [flash, scripts]);
  if (!scripts) {
    // No toaster and no session-timeout dialog without scripts: a waiting message is rendered here.
    return (
      <>
        <Outlet />
        {flash ? <FlashNotice flash={flash} /> : null}
      </>
    );
  }
  return (
    <>
      <Outlet />
      {/* With JavaScript turned off no toaster runs: the waiting message is drawn as on a page
          sent without scripts (a form posted as a page whose answer was a redirect, issue 42). */}
      {flash ? (
        <noscript>
          <FlashNotice flash={flash} />
        </noscript>
      ) : null}
      <AppToaster />
      <SessionTimeoutWhenSignedIn />
    </>
  );
}

/** The last resort, when even the root loader failed: a plain page with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const brand = useRootData()?.site.brand ?? DEFAULT_SITE.brand;
  return (
    <main id="main-content">
      <title>{`${errorText(error).title} | ${brand}`}</title>
      <ErrorPanel error={error} wayBack={{ href: "/", label: "Return home" }} />
    </main>
  );
}
