import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/content/public-pages.ts";

export default {
  ssr: true,
  // The browser downloads only the code a route needs.
  splitRouteModules: true,
  // Static marketing pages are rendered at build time as an anonymous visitor sees them;
  // server.ts serves them to visitors without a session (docs/decisions/0008).
  prerender: () => [...PRERENDERED_PATHS],
  // Development: Vite pre-bundles the dependencies it finds from the route modules at start,
  // rather than discovering them page by page and reloading the browser (npm run dev).
  future: { unstable_optimizeDeps: true },
} satisfies Config;
