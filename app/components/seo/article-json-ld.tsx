import { useRootData } from "#app/components/root-data.ts";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { articleJsonLd } from "#app/content/structured-data.ts";
import { useCanonicalUrl } from "./canonical.tsx";
import { JsonLd } from "./json-ld.tsx";

/** Article JSON-LD for a blog article, with its canonical URL. */
export function ArticleJsonLd({
  article,
}: {
  article: { title: string; excerpt: string; date: string; author: string };
}) {
  const url = useCanonicalUrl();
  return <JsonLd data={articleJsonLd(article, url, useRootData()?.site ?? DEFAULT_SITE)} />;
}
