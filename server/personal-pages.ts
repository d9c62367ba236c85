// A person's own page (a room of their /dashboard, an admin's list) rendered once and served to
// them again from memory while nothing it shows has changed (docs/decisions/0036, 0040). Each
// request still reads its session and the fingerprint of the page's rows from the database
// (app/server/stored-pages/stored-page.server.ts), so a sign-out, or a change made by anyone on any node,
// counts on the very next request. The stored page is the one the build's request handler
// rendered for this person, kept compressed with a CSP of its own script hashes, like the
// other stored pages (prerendered-pages.ts). Anything unusual (no live session, a toast
// waiting, a panel that failed to load) goes on to the page rendered per request.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { mayGetStoredPage } from "./cookies.ts";
import { entryOf, type RunningApp } from "./harborline-entry.ts";
import { type Page, sendPage, storedPage } from "./prerendered-pages.ts";

/** At most this many pages in memory (about 60 KB each with their compressed forms), oldest use out first. */
const MAX_PAGES = 1_000;
/** A stored page is rendered again after this long, whatever its fingerprint says. */
const MAX_AGE_MS = 10 * 60_000;

interface Stored {
  fingerprint: string;
  storedAt: number;
  page: Page;
}

/** What a handler of stored pages needs (this one and signed-in-pages.ts). */
export interface StoredPagesOptions {
  build: ServerBuild;
  running: RunningApp;
  publicUrl: string;
  https: boolean;
  log: Logger;
  clientAddress: (req: Request) => string;
  /** React Router's mode for the build (development under npm run dev with STORED_PAGES=on). */
  mode: "production" | "development";
}

/** The pages in memory, least recently used first (a Map keeps its insertion order). */
export class PersonalPageStore {
  private readonly pages = new Map<string, Stored>();
  private readonly maxPages: number;
  private readonly maxAgeMs: number;

  constructor(maxPages = MAX_PAGES, maxAgeMs = MAX_AGE_MS) {
    this.maxPages = maxPages;
    this.maxAgeMs = maxAgeMs;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page stored under `key` for exactly this fingerprint, if still young enough. */
  find(key: string, fingerprint: string, now = Date.now()): Page | undefined {
    const stored = this.pages.get(key);
    if (!stored) return undefined;
    if (stored.fingerprint !== fingerprint || now - stored.storedAt > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, stored);
    return stored.page;
  }

  keep(key: string, fingerprint: string, page: Page, now = Date.now()): void {
    this.pages.delete(key);
    this.pages.set(key, { fingerprint, storedAt: now, page });
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(oldest);
    }
  }
}

export function personalPages(options: StoredPagesOptions): RequestHandler {
  const { build, running, log } = options;
  const entry = entryOf(build);
  const paths = new Set(entry.STORED_PAGE_PATHS);
  const origin = new URL(options.publicUrl).origin;
  const render = createRequestHandler(build, options.mode);
  const store = new PersonalPageStore();

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const cookie = req.headers.cookie ?? "";
    if (!paths.has(req.path) || !mayGetStoredPage(cookie)) return next();
    try {
      const clientAddress = options.clientAddress(req);
      // One Request for the key and the render: the session is read once for both.
      const request = new Request(`${origin}${req.url}`, { headers: { cookie } });
      const key = await entry.storedPageKey(running.services, request, clientAddress);
      if (!key) return next();
      const found = store.find(key.key, key.fingerprint);
      if (found) return sendPage(found, req, res);
      const personalPage = { storable: false, refused: false };
      const context = entry.createLoadContext(running.services, { nonce: "", clientAddress, personalPage });
      const response = await render(request, context);
      const storable = personalPage.storable && !personalPage.refused;
      if (response.status !== 200 || !storable || response.headers.has("set-cookie")) {
        await response.body?.cancel();
        return next();
      }
      const page = storedPage(await response.text(), options.https, "no-store", "fast");
      store.keep(key.key, key.fingerprint, page);
      sendPage(page, req, res);
    } catch (error) {
      // The page rendered for this request instead (which logs its own failure, if any).
      log.warn({ err: error, path: req.path }, "stored personal page unavailable");
      next();
    }
  };
}
