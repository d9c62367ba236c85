import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from "react-router";
import { devLinksNonce, useNonce } from "#app/components/nonce.tsx";
import { type RootData, useRootData } from "#app/components/root-data.ts";
import { AppToaster, notify } from "#app/components/toaster.tsx";
import { DEFAULT_SITE, PRERENDER_ORIGIN } from "#app/config/site.ts";
import { changesNothingShown, onlyTabChanged } from "#app/domain/dashboard/tab-params.ts";
import { findServices } from "#app/server/context.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { readFlash } from "#app/server/flash.server.ts";
import { getOptionalUser, getSessionRefreshHeaders } from "#app/server/guards.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = findServices(context);
  if (!services) {
    // Prerendering at build time: the page as an anonymous visitor sees it.
    return data({
      user: null,
      flash: null,
      site: readEnv().site,
      publicUrl: PRERENDER_ORIGIN,
    } satisfies RootData);
  }
  const user = await getOptionalUser(request, context);
  const { flash, headers } = await readFlash(request);
  // A session refreshed while in use gets its cookie renewed here.
  for (const cookie of (await getSessionRefreshHeaders(request, context)).getSetCookie()) {
    headers.append("Set-Cookie", cookie);
  }
  const { site, publicUrl } = services.env;
  return data(
    {
      user: user ? { email: user.email, isAdmin: user.isAdmin, emailVerified: user.emailVerified } : null,
      flash,
      site,
      publicUrl,
    } satisfies RootData,
    { headers },
  );
}

/** The dashboard's tab switches show what is loaded: neither its loader nor this one runs again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyTabChanged(currentUrl, nextUrl)) return false;
  if (changesNothingShown(formData)) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  useEffect(() => {
    if (!flash) return;
    notify(flash.type, flash.message, flash.id);
  }, [flash]);
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Never show a stack trace: a status and a plain sentence.
  const brand = useRootData()?.site.brand ?? DEFAULT_SITE.brand;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page Not Found" : "Something went wrong";
  const message =
    status === 404
      ? "The page you are looking for does not exist."
      : "We could not complete your request. Please try again in a moment.";
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} | ${brand}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <a className="mt-8 inline-block font-semibold text-blue-800 underline" href="/">
        Return home
      </a>
    </main>
  );
}
