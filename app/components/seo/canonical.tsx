import { useLocation } from "react-router";

/** The page's canonical URL and its Open Graph twin; React places both in <head>. */
export function Canonical({ publicUrl }: { publicUrl: string }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  const href = `${publicUrl}${path}`;
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </>
  );
}
