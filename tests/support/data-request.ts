import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  type ServerBuild,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
} from "react-router";
import * as root from "#app/root.tsx";
import * as apply from "#app/routes/apply/apply.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { SignedInUser } from "./application-requests.ts";
import { contextFor, TEST_ORIGIN } from "./test-services.ts";

// A page's fetcher posting to `/apply.data`, through React Router's own request handler (single
// fetch: the action's answer encoded for the browser's router, a redirect as data) with the real
// root and /apply route modules, as server/express-app.ts serves it. Documents are not served.

const build = {
  entry: { module: { default: () => new Response("documents are not served here", { status: 500 }) } },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/apply/apply": { id: "routes/apply/apply", parentId: "root", path: "apply", module: apply },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, "production");

export interface DataAnswer {
  /** The HTTP status the browser sees. */
  status: number;
  headers: Headers;
  /** The action's data as the fetcher receives it, or the redirect the router follows. */
  value: { data?: unknown; redirect?: string; status?: number };
}

/** POSTs `form` (URL-encoded, as a fetcher sends it) to `path`'s `.data` address. */
export async function postData(
  services: Services,
  path: string,
  form: Record<string, string>,
  user?: SignedInUser,
): Promise<DataAnswer> {
  const url = new URL(path, TEST_ORIGIN);
  url.pathname = `${url.pathname}.data`;
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Origin: TEST_ORIGIN, ...(user ? { Cookie: user.cookie } : {}) },
  });
  const response = await handler(request, contextFor(services, undefined, { dataRequest: true }));
  if (!response.body) throw new Error(`no body (${response.status})`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const raw = decoded.value as Record<string | symbol, unknown>;
  const redirect = raw[SingleFetchRedirectSymbol] as { redirect: string; status: number } | undefined;
  return {
    status: response.status,
    headers: response.headers,
    value: redirect ? { redirect: redirect.redirect, status: redirect.status } : (raw as DataAnswer["value"]),
  };
}
