import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { PRERENDER_ORIGIN } from "../app/config/site.ts";
import { hasPersonalCookie } from "./cookies.ts";
import { securityHeaders } from "./security-headers.ts";

// The fast path for prerendered marketing pages: a visitor without a session gets stored
// bytes, already compressed, with a CSP built from the page's own script hashes (a static
// page cannot carry a per-request nonce). Anyone signed in, or with a toast waiting, goes
// on to the server-rendered page, which shows their own header.

export interface Page {
  etag: string;
  headers: Record<string, string>;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes ?? "")) continue; // data, never run
    hashes.add(
      `sha256-${crypto
        .createHash("sha256")
        .update(body ?? "")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/**
 * A page kept in memory: its bytes in each encoding, its ETag, and a CSP of its own script hashes.
 * "best" compression for pages stored once per build; "fast" for pages stored per person, which
 * are compressed again whenever what they show changes.
 */
export function storedPage(
  html: string,
  https: boolean,
  cacheControl: string,
  compression: "best" | "fast" = "best",
): Page {
  const best = compression === "best";
  const identity = Buffer.from(html);
  const etag = `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  return {
    etag,
    headers: {
      ...securityHeaders(scriptHashes(html), https),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl,
      Vary: "Accept-Encoding, Cookie",
      ETag: etag,
    },
    bodies: {
      identity,
      gzip: zlib.gzipSync(identity, { level: best ? 9 : 6 }),
      br: zlib.brotliCompressSync(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 9 : 5 },
      }),
    },
  };
}

/** The prerendered paths in build/prerendered.json (none in development). */
export function prerenderedPaths(buildDir: string): string[] {
  const manifestFile = path.join(buildDir, "prerendered.json");
  if (!fs.existsSync(manifestFile)) return [];
  return Object.keys(JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, string>);
}

/** Reads build/prerendered.json; pages were rendered with PRERENDER_ORIGIN, replaced here by the real one. */
export function loadPrerenderedPages(buildDir: string, publicUrl: string, https: boolean): Map<string, Page> {
  const manifestFile = path.join(buildDir, "prerendered.json");
  const pages = new Map<string, Page>();
  if (!fs.existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, string>;
  for (const [urlPath, file] of Object.entries(manifest)) {
    const html = fs
      .readFileSync(path.join(buildDir, "client", file), "utf8")
      .replaceAll(PRERENDER_ORIGIN, publicUrl);
    pages.set(urlPath, storedPage(html, https, "public, max-age=0, must-revalidate"));
  }
  return pages;
}

/** Answers the request from a prerendered page and returns true, or returns false to pass it on. */
export function servePrerendered(
  pages: Map<string, Page>,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const page = pages.get(req.url ?? "");
  if (!page || hasPersonalCookie(req.headers.cookie)) return false;
  sendPage(page, req, res);
  return true;
}

/** Sends a stored page in the encoding the client takes best (304 when its ETag matches). */
export function sendPage(page: Page, req: IncomingMessage, res: ServerResponse): void {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, page.headers);
    res.end();
    return;
  }
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
  const body = page.bodies[encoding];
  res.writeHead(200, {
    ...page.headers,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": String(body.length),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
