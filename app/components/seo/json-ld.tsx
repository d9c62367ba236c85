import type { JsonLdObject } from "#app/content/structured-data.ts";

/** A JSON-LD block. It is data, not code: browsers never run it, so the CSP does not apply. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON of our own content, "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
