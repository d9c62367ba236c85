import type { HeadersArgs } from "react-router";

// What a page's own answer must carry from its loader's or action's: the Retry-After of a refusal
// (429). React Router sends a document with only the headers a route's `headers` export gives;
// without one, a throttled sign-in came back as a page with 429 and no Retry-After (issue 20).
// Data requests (`.data`) carry the action's headers by themselves.

const CARRIED = ["Retry-After"] as const;

/** `own` (the route's fixed headers) with what its answer said the page must carry. */
export function answerHeaders(
  { actionHeaders, loaderHeaders, errorHeaders }: HeadersArgs,
  own: Record<string, string> = {},
): Headers {
  const headers = new Headers(own);
  for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of CARRIED) {
      const value = from?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
}
