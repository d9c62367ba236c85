import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceProvider } from "#app/components/nonce.tsx";
import { BatchedHtml } from "#app/server/batched-html.server.ts";
import { getRequestInfo } from "#app/server/context.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { scriptsAfterPaintStream } from "#app/server/scripts-after-paint.server.ts";

export { STORED_PAGE_PATHS, storedPageKey } from "#app/routes/stored-pages.server.ts";
// server.ts reaches the app's life cycle through these exports, so the database and the
// context keys exist once, inside the server build.
export {
  checkHealth,
  createLoadContext,
  endLiveStreams,
  startApp,
  stopApp,
} from "#app/server/app.server.ts";
export { seedDemo } from "#app/server/demo/seed.server.ts";
export { readEnv } from "#app/server/env.server.ts";
export { signedInPageVariant } from "#app/server/signed-in-page.server.ts";

export const streamTimeout = 5_000;

/**
 * Every error a loader, action or render throws reaches the log here, once, as a summary
 * (logger.server.ts: never its message). A thrown Response (404, a redirect) is an answer, not
 * a failure; a request the browser abandoned is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error)) {
    // React Router's own refusals (a POST to a page without an action) carry a sentence naming
    // the route's module: the built app sends the status's words only (docs/decisions/0030).
    if (!import.meta.env.DEV && (error as { internal?: boolean }).internal) error.data = error.statusText;
    return;
  }
  if (request.signal.aborted || error instanceof Response) return;
  logFailure("request failed", error, { method: request.method, path: new URL(request.url).pathname });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getRequestInfo(loadContext);
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // One chunk per React flush, not per 2 KB view (batched-html.server.ts), then React's
          // module scripts held until after the first paint (scripts-after-paint.server.ts).
          // A pipeline, so a response the browser abandons also ends React's render.
          const body = new BatchedHtml();
          const out = pipeline(body, scriptsAfterPaintStream(), () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(out), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logFailure("render error", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
