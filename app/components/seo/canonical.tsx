import { useLocation } from "react-router";
import { useRootData } from "#app/components/root-data.ts";

/** This page's canonical URL: the public origin and the path without a trailing slash. */
export function useCanonicalUrl(): string {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  return `${useRootData()?.publicUrl ?? ""}${path}`;
}

/** The page's canonical URL and its Open Graph twin; React places both in <head>. */
export function Canonical() {
  const href = useCanonicalUrl();
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </>
  );
}
