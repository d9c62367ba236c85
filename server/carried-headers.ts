import type { HeadersArgs, HeadersFunction, ServerBuild } from "react-router";

// What a page's answer must carry from its loaders' and actions' answers, whatever the route
// (issue 41, item 6): a refusal's Retry-After (429, decision 41). React Router builds both a
// document's and a data request's headers from each route's own `headers` export, and a route
// without one passes on its parent's only: the uploads' and the messages' refusals came back 429
// without Retry-After. Rather than every route remembering an export, the server gives each route
// of the build it serves one that carries these headers, around the route's own (if any).

const CARRIED = ["Retry-After"] as const;

function carried(args: HeadersArgs, into: Headers): Headers {
  for (const name of CARRIED) {
    if (into.has(name)) continue;
    const value = [args.actionHeaders, args.loaderHeaders, args.errorHeaders]
      .map((from) => from?.get(name))
      .find(Boolean);
    if (value) into.set(name, value);
  }
  return into;
}

/** The route's own headers (or, without its own, its parent's, as React Router does) and the carried ones. */
export function carryingHeaders(own: HeadersFunction | HeadersInit | undefined): HeadersFunction {
  return (args) => {
    if (own === undefined) return carried(args, new Headers(args.parentHeaders));
    return carried(args, new Headers(typeof own === "function" ? own(args) : own));
  };
}

/** `build` with every route's `headers` carrying what its answers said a page must carry. */
export function withCarriedHeaders(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = route && {
      ...route,
      module: { ...route.module, headers: carryingHeaders(route.module.headers) },
    };
  }
  return { ...build, routes };
}
