// Prerendered public pages for a signed-in person (issue 15, docs/decisions/0034): their body is
// the same for everyone, only the header differs ('My Account' and 'Sign Out'). Each page is
// rendered once per variant (customer, admin) through the build's own request handler, as
// anyone signed in sees it, kept in memory already compressed with a CSP of its own script
// hashes (like the visitors' prerendered pages, decision 8), and served from there. The session
// is still read from the database on every request (app/server/signed-in-page.server.ts), so a
// sign-out on any node counts at once; anything unusual (a toast waiting, a cookie to clear, a
// session near its 12 hours) goes on to the page rendered for this request.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler } from "react-router";
import { mayGetStoredPage } from "./cookies.ts";
import { entryOf } from "./harborline-entry.ts";
import type { StoredPagesOptions } from "./personal-pages.ts";
import { type Page, sendPage, storedPage } from "./prerendered-pages.ts";

type Variant = "customer" | "admin";

export interface SignedInPagesOptions extends StoredPagesOptions {
  /** The prerendered paths (build/prerendered.json). */
  paths: readonly string[];
}

export function signedInPages(options: SignedInPagesOptions): RequestHandler {
  const { build, running, log } = options;
  const paths = new Set(options.paths);
  const entry = entryOf(build);
  const origin = new URL(options.publicUrl).origin;
  const render = createRequestHandler(build, options.mode);
  const stored = new Map<string, Promise<Page>>();

  async function renderVariant(urlPath: string, variant: Variant): Promise<Page> {
    const context = entry.createLoadContext(running.services, {
      nonce: "",
      clientAddress: "127.0.0.1",
      signedInTemplate: variant,
    });
    const response = await render(new Request(`${origin}${urlPath}`), context);
    if (response.status !== 200) throw new Error(`rendering ${urlPath} answered ${response.status}`);
    return storedPage(await response.text(), options.https, "no-store");
  }

  function pageFor(urlPath: string, variant: Variant): Promise<Page> {
    const key = `${variant} ${urlPath}`;
    let page = stored.get(key);
    if (!page) {
      page = renderVariant(urlPath, variant);
      stored.set(key, page);
      // A failed render is tried again by a later request.
      page.catch(() => stored.delete(key));
    }
    return page;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const cookie = req.headers.cookie ?? "";
    if (!paths.has(req.url) || !mayGetStoredPage(cookie)) return next();
    try {
      const request = new Request(`${origin}${req.url}`, { headers: { cookie } });
      const variant = await entry.signedInPageVariant(running.services, request, options.clientAddress(req));
      if (!variant) return next();
      sendPage(await pageFor(req.url, variant), req, res);
    } catch (error) {
      // The page rendered for this request instead (which logs its own failure, if any).
      log.warn({ err: error, path: req.path }, "stored signed-in page unavailable");
      next();
    }
  };
}
