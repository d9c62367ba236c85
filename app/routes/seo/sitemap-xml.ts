import { sitemapPaths } from "#app/content/public-pages.ts";
import { getServices } from "#app/server/context.server.ts";
import type { Route } from "./+types/sitemap-xml";

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = getServices(context).env;
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
