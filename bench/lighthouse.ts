// Lighthouse 13 (mobile, simulated throttling) in Debian's Chromium, median of 3 runs per page,
// checked against issue 14's budgets (docs/decisions/0032-public-pages-without-scripts.md).
// Usage: npm run build && node bench/lighthouse.ts [path ...]   (exits 1 when a page misses its budget)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS, median, startBuiltServer } from "./support.ts";

const DEFAULT_PATHS = [
  "/",
  "/how-it-works",
  "/blog",
  "/blog/how-debt-settlement-works",
  "/resources/calculator",
  "/terms",
  "/apply",
  "/auth",
];
const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS;
const RUNS = 3;

interface Budget {
  performance: number;
  /** Accessibility, best practices and SEO, each. */
  others?: number;
  lcpMs?: number;
  tbtMs: number;
  cls?: number;
  /** JavaScript downloaded, gzip bytes (KB = 1,000 bytes), inline scripts included. */
  jsBytes?: number;
}

/** Public pages are HTML and CSS; the application and sign-in keep React. */
function budgetOf(pagePath: string): Budget {
  if (/^\/(apply|auth)(\/|$)/.test(pagePath)) return { performance: 95, tbtMs: 150 };
  return { performance: 99, others: 100, lcpMs: 1200, tbtMs: 50, cls: 0.02, jsBytes: 5_000 };
}

interface Run {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  js: number;
  lcpElement: string;
}

/** The first DOM node in an audit's details (Lighthouse 13 names the LCP element in lcp-breakdown-insight). */
function firstNode(details: unknown): { snippet?: string; nodeLabel?: string } | undefined {
  if (!details || typeof details !== "object") return undefined;
  const value = details as { type?: string };
  if (value.type === "node") return value as { snippet?: string; nodeLabel?: string };
  for (const child of Object.values(details)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

function lcpElement(details: unknown): string {
  const node = firstNode(details);
  return node ? `${node.snippet?.match(/^<\w+/)?.[0]}> "${node.nodeLabel?.slice(0, 40)}"` : "?";
}

/**
 * Gzip bytes of the scripts a run downloaded (network-requests audit: each file's precompressed
 * .gz from the build, as bench/js-size.ts counts), plus the page's inline scripts gzipped
 * (JSON-LD is data, never run, and is left out).
 */
async function javascriptBytes(details: unknown, pageUrl: string): Promise<number> {
  const items =
    (details as { items?: { url: string; resourceType?: string; transferSize?: number }[] })?.items ?? [];
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== "Script") continue;
    const gz = path.join("build/client", `${new URL(item.url).pathname}.gz`);
    bytes += fs.existsSync(gz) ? fs.statSync(gz).size : (item.transferSize ?? 0);
  }
  const html = await (await fetch(pageUrl)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""))
    .map(([, , body]) => body ?? "")
    .join("");
  return bytes + (inline ? zlib.gzipSync(inline, { level: 9 }).length : 0);
}

const server = await startBuiltServer(3295);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  process.stdout.write(
    "page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | JS (gzip) | LCP element | budget\n",
  );
  for (const pagePath of paths) {
    const runs: Run[] = [];
    const url = `${server.origin}${pagePath}`;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
        js: await javascriptBytes(lhr.audits["network-requests"]?.details, url),
        lcpElement: lcpElement(lhr.audits["lcp-breakdown-insight"]?.details),
      });
    }
    const m = (key: Exclude<keyof Run, "lcpElement">) => median(runs.map((r) => r[key]));
    const budget = budgetOf(pagePath);
    const misses = [
      m("perf") < budget.performance && `performance < ${budget.performance}`,
      budget.others !== undefined &&
        Math.min(m("a11y"), m("bp"), m("seo")) < budget.others &&
        `accessibility, best practices or SEO < ${budget.others}`,
      budget.lcpMs !== undefined && m("lcp") > budget.lcpMs && `LCP > ${budget.lcpMs} ms`,
      m("tbt") > budget.tbtMs && `TBT > ${budget.tbtMs} ms`,
      budget.cls !== undefined && m("cls") > budget.cls && `CLS > ${budget.cls}`,
      budget.jsBytes !== undefined && m("js") > budget.jsBytes && `JS > ${budget.jsBytes / 1000} KB`,
    ].filter(Boolean);
    if (misses.length > 0) failed = true;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(
      `${pagePath} | ${m("perf")} | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ${m("cls").toFixed(3)} | ${m("tbt").toFixed(0)} ms | ${(m("js") / 1000).toFixed(1)} KB | ${runs[0]?.lcpElement} | ${misses.length ? `FAIL (${misses.join("; ")})` : "PASS"}\n`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
