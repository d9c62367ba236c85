import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The browser downloads only the code a route needs.
  splitRouteModules: true,
} satisfies Config;
