// Would the pages with React meet issue 26's budgets if their scripts were fetched only after the
// first paint? A proxy in front of the built server rewrites each page on its way to Lighthouse:
// React Router's module preloads and its inline module script are held back, and a small script
// of the proxy's own puts them in once the first frame is painted. Each page is measured four
// ways: as sent, scripts after the paint, and each of those without Cross-Origin-Opener-Policy
// (docs/decisions/0052-scripts-after-the-first-paint.md).
// Usage: npm run build && node bench/lighthouse-late-scripts.ts [--runs 3] [path ...]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { lighthouseRun } from "./lighthouse-run.ts";
import { cookieFor, startSignedInServer } from "./signed-in-session.ts";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./support.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" } },
});
const RUNS = Number(options.runs);
const paths = positionals.length > 0 ? positionals : ["/apply", "/dashboard", "/dashboard/program"];

interface Variant {
  late: boolean;
  opener: boolean;
}
const VARIANTS: Record<string, Variant> = {
  "as sent": { late: false, opener: true },
  "scripts after the paint": { late: true, opener: true },
  "as sent, no COOP": { late: false, opener: false },
  "scripts after the paint, no COOP": { late: true, opener: false },
};

const LOADER_PATH = "/__bench-late-scripts.js";
/**
 * Served by the proxy ('self' in the page's CSP, whether it carries a nonce or stored script
 * hashes). After the first frame: the preloads back into <head>, then the held module script
 * as a new element (the same text, so the same nonce or hash allows it).
 */
const LOADER = `requestAnimationFrame(() => setTimeout(() => {
  const held = document.getElementById("bench-held-module");
  for (const href of JSON.parse(held.dataset.preloads)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  held.replaceWith(script);
}, 0));`;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** The page with its scripts held back until the loader runs. */
function holdScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const attribute = JSON.stringify(preloads).replaceAll('"', "&quot;");
  return withoutPreloads.replace(
    MODULE,
    (_tag, nonce: string, body: string) =>
      `<script nonce="${nonce}" type="text/x-held" id="bench-held-module" data-preloads="${attribute}">${body}</script>` +
      `<script src="${LOADER_PATH}"></script>`,
  );
}

const app = await startSignedInServer(3299);
const target = new URL(app.origin);

/** One proxy per variant, so that each variant has its own origin and nothing is shared in the cache. */
function startProxy(variant: Variant): Promise<http.Server> {
  const proxy = http.createServer((request, response) => {
    if (request.url === LOADER_PATH) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      response.end(LOADER);
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!variant.opener) delete headers["cross-origin-opener-policy"];
        const html = String(headers["content-type"] ?? "").startsWith("text/html");
        if (!html || !variant.late) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          // Compressed as the server sent it: Lantern simulates the bytes on the wire.
          const encoding = headers["content-encoding"];
          const [unpack, pack] =
            encoding === "br"
              ? [zlib.brotliDecompressSync, zlib.brotliCompressSync]
              : encoding === "gzip"
                ? [zlib.gunzipSync, zlib.gzipSync]
                : [(b: Buffer) => b, (b: Buffer) => b];
          const page = pack(Buffer.from(holdScripts(unpack(Buffer.concat(chunks)).toString("utf8"))));
          delete headers["transfer-encoding"];
          headers["content-length"] = String(page.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(page);
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

const proxies = new Map<string, http.Server>();
for (const [name, variant] of Object.entries(VARIANTS)) proxies.set(name, await startProxy(variant));

/** Whether React hydrated the page through this proxy (the root marks <html data-hydrated>). */
async function hydrates(url: string, cookie: string | undefined): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
    const page = await context.newPage();
    await page.goto(url);
    return await page
      .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
  } finally {
    await browser.close();
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
try {
  process.stdout.write("page | variant | performance | FCP | LCP | TBT | console errors | hydrated\n");
  for (const pagePath of paths) {
    const cookie = cookieFor(app, pagePath);
    for (const [name, proxy] of proxies) {
      const url = `http://localhost:${(proxy.address() as AddressInfo).port}${pagePath}`;
      // Once before measuring, as bench/lighthouse.ts does (a signed-in page is then stored).
      await fetch(url, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.arrayBuffer());
      const hydrated = await hydrates(url, cookie);
      const runs: { perf: number; fcp: number; lcp: number; tbt: number; errors: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouseRun(chrome.port, url, cookie);
        const errors = (lhr.audits["errors-in-console"]?.details as { items?: unknown[] } | undefined)?.items;
        runs.push({
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          errors: errors?.length ?? 0,
        });
      }
      const m = (key: "perf" | "fcp" | "lcp" | "tbt" | "errors") => median(runs.map((run) => run[key]));
      process.stdout.write(
        `${pagePath} | ${name} | ${m("perf")} | ${(m("fcp") / 1000).toFixed(2)} s | ${(m("lcp") / 1000).toFixed(2)} s | ${m("tbt").toFixed(0)} ms | ${m("errors")} | ${hydrated ? "yes" : "NO"}\n`,
      );
    }
  }
} finally {
  chrome.kill();
  for (const proxy of proxies.values()) proxy.close();
  await app.stop();
}
