// Lighthouse (mobile, simulated throttling) in Debian's Chromium, median of 3 runs per page.
// Usage: npm run build && node bench/lighthouse.ts [path ...]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS, median, startBuiltServer } from "./support.ts";

const paths =
  process.argv.length > 2 ? process.argv.slice(2) : ["/", "/how-it-works", "/blog", "/resources/calculator"];
const RUNS = 3;

/** The LCP element as Lighthouse names it: its tag and the start of its text. */
function lcpElement(details: unknown): string {
  const table = (details as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] })
    ?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.snippet?.match(/^<\w+/)?.[0]}> "${node.nodeLabel?.slice(0, 40)}"` : "?";
}

const server = await startBuiltServer(3295);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
try {
  process.stdout.write(
    "page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | LCP element\n",
  );
  for (const pagePath of paths) {
    const runs: {
      perf: number;
      a11y: number;
      bp: number;
      seo: number;
      fcp: number;
      lcp: number;
      cls: number;
      tbt: number;
      lcpElement: string;
    }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.origin}${pagePath}`, {
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
        lcpElement: lcpElement(lhr.audits["largest-contentful-paint-element"]?.details),
      });
    }
    const m = (key: Exclude<keyof (typeof runs)[number], "lcpElement">) => median(runs.map((r) => r[key]));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(
      `${pagePath} | ${m("perf")} | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ${m("cls").toFixed(3)} | ${m("tbt").toFixed(0)} ms | ${runs[0]?.lcpElement}\n`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
