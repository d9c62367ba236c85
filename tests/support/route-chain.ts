import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createStaticHandler,
  type MiddlewareFunction,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import routes from "#app/routes.ts";
import type { Services } from "#app/server/context.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import type { SignedInUser } from "./application-requests.ts";
import { type ActionOutcome, outcome } from "./route-results.ts";
import { contextFor, TEST_ORIGIN } from "./test-services.ts";

// The app's real routes (app/routes.ts and app/root.tsx: their middleware, loaders and actions)
// run by React Router's own static handler, as a document request or a page's data request:
// every loader of the matched routes, in React Router's order, with its redirects and statuses.

interface RouteModule {
  loader?: RouteObject["loader"];
  action?: RouteObject["action"];
  middleware?: MiddlewareFunction[];
}

async function moduleOf(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ `#app/${file}`)) as RouteModule;
}

async function routeObjects(entries: readonly RouteConfigEntry[]): Promise<RouteObject[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const { loader, action, middleware } = await moduleOf(entry.file);
      const base = { id: entry.id ?? entry.file.replace(/\.tsx?$/, ""), loader, action, middleware };
      if (entry.index) return { ...base, index: true } as RouteObject;
      return {
        ...base,
        path: entry.path,
        children: entry.children ? await routeObjects(entry.children) : undefined,
      } as RouteObject;
    }),
  );
}

let tree: Promise<RouteObject[]> | undefined;

/** The app's route tree under its root route, built once per test file. */
export function appRoutes(): Promise<RouteObject[]> {
  tree ??= (async () => {
    const root = await moduleOf("root.tsx");
    return [
      {
        id: "root",
        path: "/",
        loader: root.loader,
        middleware: root.middleware,
        children: await routeObjects(await routes),
      },
    ];
  })();
  return tree;
}

export interface ChainCall {
  user?: SignedInUser;
  /** A request from a page already open (React Router's `.data` fetch), not a document. */
  dataRequest?: boolean;
  /** Other services for the loaders (a failing database); the session is read with `services` first. */
  with?: Services;
  /** As the store of personal pages renders one: the rooms say here whether it may be kept. */
  personalPage?: { storable: boolean; refused: boolean };
}

export interface ChainResult {
  status: number;
  /** A redirect's target, or null. */
  location: string | null;
  /** Each matched route's loader data, by route id ("routes/dashboard/layout"). */
  data: Record<string, unknown>;
  /** What a route threw (its error boundary shows it), by route id. */
  errors: Record<string, unknown> | null;
}

/** Runs the routes matching `path` as React Router serves a GET: their middleware, then their loaders. */
export async function runRoutes(
  services: Services,
  path: string,
  { user, dataRequest = false, with: using, personalPage }: ChainCall = {},
): Promise<ChainResult> {
  const headers: Record<string, string> = user ? { Cookie: user.cookie } : {};
  const request = new Request(new URL(path, TEST_ORIGIN), { headers });
  // The session is read once per request; with other services, it was read before they failed.
  if (using) await getOptionalUser(request, contextFor(services));
  const handler = createStaticHandler(await appRoutes());
  // With middleware (the routes' and the root's), the handler hands its result to this function,
  // which must answer with a Response: the result is kept here instead. A middleware's redirect
  // comes back as the Response itself.
  let rendered: StaticHandlerContext | Response | undefined;
  const answer = await handler.query(request, {
    requestContext: contextFor(using ?? services, undefined, { dataRequest, personalPage }),
    generateMiddlewareResponse: async (query) => {
      rendered = (await query(request)) as StaticHandlerContext | Response;
      return new Response(null, { status: 204 });
    },
  });
  if (!rendered || rendered instanceof Response) {
    // A redirect: a middleware's (the answer itself) or a loader's (what the query gave back).
    const response = rendered ?? (answer as Response);
    return {
      status: response.status,
      location: response.headers.get("Location"),
      data: {},
      errors: null,
    };
  }
  const result = rendered;
  return {
    status: result.statusCode,
    location: null,
    data: result.loaderData,
    errors: result.errors,
  };
}

/**
 * Posts `form` to the route React Router would send it to (`?index` for an index route, else
 * the deepest route with that path) and returns what its action answered: a page's POST, or the
 * open page's fetcher (`dataRequest`). Loaders do not run.
 */
export async function postRoute(
  services: Services,
  path: string,
  form: Record<string, string>,
  { user, dataRequest = false }: ChainCall = {},
): Promise<ActionOutcome<unknown>> {
  const url = new URL(path, TEST_ORIGIN);
  const matches = matchRoutes(await appRoutes(), url.pathname) ?? [];
  const wantsIndex = url.searchParams.has("index");
  const target = [...matches].reverse().find((match) => Boolean(match.route.index) === wantsIndex);
  const action = target?.route.action;
  if (!target || typeof action !== "function") throw new Error(`no action answers a POST to ${path}`);
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Origin: TEST_ORIGIN, ...(user ? { Cookie: user.cookie } : {}) },
  });
  const context = contextFor(services, undefined, { dataRequest });
  return outcome(() => Promise.resolve(action({ request, context, params: target.params } as never)));
}
